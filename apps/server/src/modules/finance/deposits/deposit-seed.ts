import { randomBytes } from 'node:crypto';
import { isPaidByBank, type CurrencyCode } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { minorOf } from '../../../lib/finance-policy.ts';
import { channelKindsOf, insertChannel, type NewChannel } from './deposit.repository.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';

/** Demo rates: site currency per 1 USDT (a USDT site converts nothing). */
const USDT_RATES: Record<Exclude<CurrencyCode, 'USDT'>, string> = {
  CNY: '7.20',
  HKD: '7.80',
  USD: '1.00',
};

/** A well-formed TRC20 address (valid base58check) that belongs to nobody we know. */
export const DEMO_TRC20_ADDRESS = 'TFMcY1vsFbigDdwaS3EY6dSx3eSTHJQhnq';

const ICBC = { 'zh-CN': '中国工商银行', 'zh-HK': '中國工商銀行', en: 'ICBC' };

/**
 * Gives a site the channels its currency is paid by, open around the clock: a bank (where the
 * currency is paid by bank), a USDT-TRC20 channel (converted at a rate unless the site keeps USDT)
 * and an e-wallet. Names come in every language. Kinds the site already has are left alone, so
 * running it again changes nothing. The e-wallet channel has no gateway URL of its own: it uses
 * the configured one (GATEWAY_URL, or demo mode's simulator).
 */
export async function seedDepositChannels(
  db: DbOrTx,
  cipher: DataCipher,
  siteCode: string,
  currency: CurrencyCode,
): Promise<void> {
  const existing = await channelKindsOf(db, siteCode);
  const amount = (major: string) => minorOf(major, currency);
  const channels: NewChannel[] = [
    {
      siteCode,
      kind: 'bank',
      name: ICBC['zh-CN'],
      minAmount: amount('100.00'),
      maxAmount: amount('50000.00'),
      details: {
        names: ICBC,
        bankName: ICBC['zh-CN'],
        bankNames: ICBC,
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
      details: {
        network: 'TRC20',
        address: DEMO_TRC20_ADDRESS,
        ...(currency === 'USDT' ? {} : { rate: USDT_RATES[currency] }),
      },
      sort: 2,
    },
    {
      siteCode,
      kind: 'ewallet',
      name: '扫码支付',
      minAmount: amount('100.00'),
      maxAmount: amount('50000.00'),
      details: { names: { 'zh-CN': '扫码支付', 'zh-HK': '掃碼支付', en: 'Scan to pay' } },
      secret: randomBytes(24).toString('hex'),
      sort: 3,
    },
  ];
  for (const channel of channels) {
    if (channel.kind === 'bank' && !isPaidByBank(currency)) continue;
    if (!existing.has(channel.kind)) await insertChannel(db, cipher, channel);
  }
}
