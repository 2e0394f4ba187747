import { z } from 'zod';
import { DEPOSIT_CHANNEL_KINDS, DEPOSIT_STATES } from '@kirin/contract';
import { moneyInput } from '../../../lib/money.ts';

// Wire schemas of the deposit routes, mirroring the contract's DepositChannel and DepositOrder.

const money = z.string().describe('Decimal string at the currency’s scale');

export const channelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  min: money,
  max: money,
  hours: z.object({ open: z.string(), close: z.string() }).describe('HH:mm, Asia/Shanghai'),
  open: z.boolean().describe('False outside the hours: the channel refuses orders'),
  rate: z.string().optional().describe('USDT: site currency per 1 USDT'),
  network: z.string().optional(),
});

const instructionsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank'),
    bankName: z.string(),
    accountName: z.string(),
    accountNo: z.string(),
    branch: z.string(),
    reference: z.string().describe('Quote it in the transfer memo'),
  }),
  z.object({
    kind: z.literal('usdt'),
    network: z.string(),
    address: z.string(),
    payAmount: z.string().describe('USDT to send, scale 6, rounded up'),
    rate: z.string(),
    rateExpiresAt: z.string(),
  }),
  z.object({ kind: z.literal('ewallet'), payUrl: z.string() }),
]);

export const orderSchema = z.object({
  id: z.string().describe('The order number'),
  channelId: z.number().int(),
  channelName: z.string(),
  amount: money,
  currency: z.string(),
  state: z.enum(DEPOSIT_STATES),
  instructions: instructionsSchema,
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
  reason: z.string().nullable(),
  depositorName: z.string().nullable().describe('Bank transfers: the name on the paying account'),
  paidClaimedAt: z.string().nullable().describe('When the member said they had paid'),
  receiptUrl: z.string().nullable().describe('Their receipt image (signed, 1 h)'),
});

export const adminOrderSchema = orderSchema.extend({
  siteCode: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  channelKind: z.enum(DEPOSIT_CHANNEL_KINDS),
  reference: z.string(),
  payAmount: z.string().nullable(),
  payCurrency: z.string().nullable(),
  rate: z.string().nullable(),
  rateExpiresAt: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  transferId: z.number().int().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
});

export const depositBodySchema = z.object({
  channelId: z.union([z.number(), z.string().max(32)]).optional(),
  amount: moneyInput.optional(),
  depositorName: z
    .string()
    .max(200)
    .optional()
    .describe('Bank channels: the name on the paying account (required there, up to 40)'),
  quoteId: z
    .string()
    .max(64)
    .optional()
    .describe(
      'USDT channels: a `buy` quote (POST /finance/coins/quote) whose rate the order takes',
    ),
  requestId: z.string().max(256).optional().describe('Instead of the Idempotency-Key header'),
});

export const callbackAnswerSchema = z.object({ ok: z.boolean() });
