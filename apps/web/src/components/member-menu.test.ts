import { describe, expect, it } from 'vitest';
import { memberMenuFor } from './member-menu.ts';

describe('the member menu', () => {
  it('lists the crypto pages with the wallet’s, the exchange only where there is one', () => {
    const paths = (currency: string) => memberMenuFor(currency).map((entry) => entry.to);
    expect(paths('CNY').slice(0, 7)).toEqual([
      '/finance/deposit',
      '/finance/withdraw',
      '/finance/myAssets',
      '/finance/transfer',
      '/user/virtualWallet',
      '/user/exchange',
      '/user/addCoin',
    ]);
    expect(paths('USDT')).toContain('/user/virtualWallet');
    expect(paths('USDT')).toContain('/user/addCoin');
    expect(paths('USDT')).not.toContain('/user/exchange');
    expect(paths('USDT')).toHaveLength(paths('CNY').length - 1);
  });
});
