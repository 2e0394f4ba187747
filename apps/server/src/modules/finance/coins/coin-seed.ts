import type { CoinPartner, CoinSettings, CurrencyCode } from '@kirin/contract';
import type { DemoSeeder } from '../../../lib/demo-seeder.ts';

/**
 * What the site charges per USDT it pays out: a little above what it credits per USDT deposited
 * (deposit-seed.ts: 7.20 CNY, 7.80 HKD, 1.00 USD), the spread an exchange desk keeps. A USDT site
 * converts nothing.
 */
const SELL_RATES: Record<CurrencyCode, string> = {
  CNY: '7.35',
  HKD: '7.95',
  USD: '1.01',
  USDT: '1',
};

/** Demo partners ("add coin"): where a member buys USDT to deposit, with the steps. */
const PARTNERS: CoinPartner[] = [
  {
    id: 'binance-p2p',
    name: 'Binance P2P',
    url: 'https://p2p.binance.com/',
    networks: ['TRC20', 'ERC20'],
    instructions:
      '注册并完成实名认证\n在 P2P 交易中选择购买 USDT，按商家要求付款\n到账后选择提币，网络选 TRC20，粘贴本站充值地址',
  },
  {
    id: 'okx-express',
    name: 'OKX 快捷买币',
    url: 'https://www.okx.com/buy-crypto',
    networks: ['TRC20', 'ERC20'],
    instructions:
      '登录 OKX，进入快捷买币\n输入金额并选择付款方式，完成付款\n在资产中提币到本站充值地址，核对网络一致',
  },
  {
    id: 'htx-otc',
    name: 'HTX 场外交易',
    url: 'https://www.htx.com/',
    networks: ['TRC20'],
    instructions: '登录 HTX，进入场外交易购买 USDT\n付款后等待商家放币\n提币时网络选 TRC20',
  },
];

export const demoCoinSettings = (currency: CurrencyCode): CoinSettings => ({
  sellRate: SELL_RATES[currency],
  networkFees: { TRC20: '1.000000', ERC20: '5.000000' },
  partners: PARTNERS,
});

export const coinSeeder: DemoSeeder = {
  name: 'coin-settings',
  async run({ app }) {
    for (const site of (await app.services.sites.all()).values()) {
      await app.services.coins.seedSettings(site, demoCoinSettings(site.brand.currency));
    }
  },
};
