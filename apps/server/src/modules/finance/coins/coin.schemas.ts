import { z } from 'zod';
import { COIN_SIDES, USDT_NETWORKS } from '@kirin/contract';

// Wire shapes of packages/contract/src/coins.ts, for validation and the OpenAPI document.

const network = z.enum(USDT_NETWORKS);
const usdt = z.string().describe('USDT, scale 6');
const money = z.string().describe('Site currency');
const rate = z.string().describe('Site currency per 1 USDT');

export const coinWalletSchema = z.object({
  currency: z.string(),
  convertible: z.boolean().describe('False on a USDT site: nothing to exchange'),
  balance: z.object({ available: money, usdt: usdt.describe('At the sell rate') }),
  rates: z.object({ sell: rate.nullable().describe('Null: no coin terms set for the site') }),
  networks: z
    .array(
      z.object({
        network,
        fee: usdt.nullable().describe("The chain's fee of a withdrawal"),
        buyRate: rate.nullable().describe('Null: no USDT deposits on this network'),
      }),
    )
    .readonly(),
  quoteSeconds: z.number().int(),
  addresses: z
    .array(z.object({ id: z.number().int(), network, label: z.string(), address: z.string() }))
    .readonly(),
});

export const coinQuoteSchema = z.object({
  id: z.string(),
  side: z.enum(COIN_SIDES),
  network,
  rate,
  amount: money,
  fee: money.describe("The site's withdrawal fee inside amount (sell)"),
  usdt: usdt.describe('Bought with amount − fee (sell), or to send (buy)'),
  networkFee: usdt,
  receive: usdt.describe('What reaches the address (sell) or is sent (buy)'),
  expiresAt: z.string(),
});

export const coinPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  networks: z.array(network).readonly(),
  instructions: z.string().describe('One step per line'),
});

export const coinSettingsSchema = z.object({
  sellRate: rate,
  networkFees: z.object({ TRC20: usdt, ERC20: usdt }),
  partners: z.array(coinPartnerSchema).readonly(),
});

export const withdrawalCoinSchema = z
  .object({ network, rate, usdt, networkFee: usdt, receive: usdt })
  .nullable()
  .describe('A withdrawal to a USDT address: the terms of its quote');
