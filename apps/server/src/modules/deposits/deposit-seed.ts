import { randomBytes } from 'node:crypto';
import type { CurrencyCode } from '@kirin/contract';
import type { DbOrTx } from '../../db/client.ts';
import { minorOf } from '../wallet/finance-policy.ts';
import { channelKindsOf, insertChannel, type NewChannel } from './deposit.repository.ts';

/** Demo rates: site currency per 1 USDT. */
const USDT_RATES: Record<CurrencyCode, string> = {
  CNY: '7.20',
  HKD: '7.80',
  USD: '1.00',
  USDT: '1.00',
};

/** A well-formed TRC20 address (valid base58check) that belongs to nobody we know. */
export const DEMO_TRC20_ADDRESS = 'TFMcY1vsFbigDdwaS3EY6dSx3eSTHJQhnq';

/**
 * Gives a site one bank, one USDT-TRC20 and one e-wallet channel, open around the clock. Kinds the
 * site already has are left alone, so running it again changes nothing. The e-wallet channel has
 * no gateway URL of its own: it uses the configured one (GATEWAY_URL, or demo mode's simulator).
 */
export async function seedDepositChannels(
  db: DbOrTx,
  siteCode: string,
  currency: CurrencyCode,
): Promise<void> {
  const existing = await channelKindsOf(db, siteCode);
  const amount = (major: string) => minorOf(major, currency);
  const channels: NewChannel[] = [
    {
      siteCode,
      kind: 'bank',
      name: '中国工商银行',
      minAmount: amount('100.00'),
      maxAmount: amount('50000.00'),
      details: {
        bankName: '中国工商银行',
        accountName: '深圳市麒麟科技有限公司',
        accountNo: '6222 0240 0001 8888 666',
        branch: '深圳分行南山支行',
      },
      sort: 1,
    },
    {
      siteCode,
      kind: 'usdt',
      name: 'USDT-TRC20',
      minAmount: amount('100'),
      maxAmount: amount('200000'),
      details: { network: 'TRC20', address: DEMO_TRC20_ADDRESS, rate: USDT_RATES[currency] },
      sort: 2,
    },
    {
      siteCode,
      kind: 'ewallet',
      name: '扫码支付',
      minAmount: amount('100.00'),
      maxAmount: amount('50000.00'),
      details: {},
      secret: randomBytes(24).toString('hex'),
      sort: 3,
    },
  ];
  for (const channel of channels) {
    if (!existing.has(channel.kind)) await insertChannel(db, channel);
  }
}
