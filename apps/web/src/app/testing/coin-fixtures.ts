// The coin wallet, quotes and partners the crypto page tests serve (features/wallet's coin pages
// and the withdraw page's USDT quote).
import type {
  CoinPartner,
  CoinQuote,
  CoinWallet,
  DepositChannel,
  WithdrawInfo,
} from '@kirin/contract';

export const COINS = '/findmed/v1/finance/coins';
export const QUOTE = '/findmed/v1/finance/coins/quote';
export const PARTNERS = '/findmed/v1/finance/coins/partners';

/** What the withdraw page reads first: limits, fee, turnover met, a bank card and a TRC20 address. */
export function withdrawInfo(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    currency: 'CNY',
    available: '5000.00',
    minPerRequest: '100.00',
    maxPerRequest: '50000.00',
    maxPerDay: '200000.00',
    countPerDay: 5,
    usedToday: '0.00',
    countToday: 0,
    fee: '2.00',
    turnoverRemaining: '0.00',
    turnoverRequired: '0.00',
    turnoverSources: { deposit: '0.00', bonus: '0.00', adjustment: '0.00' },
    accounts: [
      { id: 5, kind: 'bank', label: '中国工商银行 ****8128' },
      { id: 6, kind: 'virtual', label: 'USDT-TRC20 TR7NHq…gjLj6t' },
    ],
    ...overrides,
  };
}

export function coinWallet(overrides: Partial<CoinWallet> = {}): CoinWallet {
  return {
    currency: 'CNY',
    convertible: true,
    balance: { available: '7300.00', usdt: '1000.000000' },
    rates: { sell: '7.30' },
    networks: [
      { network: 'TRC20', fee: '1.000000', buyRate: '7.20' },
      { network: 'ERC20', fee: '5.000000', buyRate: null },
    ],
    quoteSeconds: 120,
    addresses: [
      {
        id: 6,
        network: 'TRC20',
        label: 'USDT-TRC20 TR7NHq…gjLj6t',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      },
    ],
    ...overrides,
  };
}

/**
 * A quote for what was asked (the request's form), numbered in order: `quote-1`, `quote-2`…,
 * holding `seconds` from the device's clock now.
 */
export function quoteReplier(seconds = 120) {
  let n = 0;
  return (form: Record<string, string>): CoinQuote => {
    n += 1;
    const side = form.side === 'buy' ? 'buy' : 'sell';
    const amount = form.amount ?? '0.00';
    const rate = side === 'sell' ? '7.30' : '7.20';
    const usdt = side === 'sell' ? '136.712328' : '138.888889';
    return {
      id: `quote-${n}`,
      side,
      network: form.network === 'ERC20' ? 'ERC20' : 'TRC20',
      rate,
      amount,
      fee: side === 'sell' ? '2.00' : '0',
      usdt,
      networkFee: side === 'sell' ? '1.000000' : '0.000000',
      receive: side === 'sell' ? '135.712328' : usdt,
      expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
    };
  };
}

export const PARTNER: CoinPartner = {
  id: 'p1',
  name: 'OKX',
  url: 'https://www.okx.com/buy-crypto',
  networks: ['TRC20', 'ERC20'],
  instructions: '注册并完成实名认证\n\n选择 C2C 买币，购买 USDT\n提币到您在本站的充值地址',
};

export const USDT_CHANNEL: DepositChannel = {
  id: 31,
  name: 'USDT-TRC20 极速',
  kind: 'usdt',
  min: '100.00',
  max: '50000.00',
  hours: { open: '00:00', close: '00:00' },
  open: true,
  rate: '7.25',
  network: 'TRC20',
};
