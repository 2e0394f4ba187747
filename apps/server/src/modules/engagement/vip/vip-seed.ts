import type { CurrencyCode } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import type { DemoSeeder } from '../../../lib/demo-seeder.ts';
import { minorOf, withdrawLimitsFor } from '../../../lib/finance-policy.ts';
import { insertMissingLevels, type NewVipLevel } from './vip.repository.ts';

// The demo ladder, levels 0 to 6. Thresholds and bonuses are in major units of the site currency:
// one table for the yuan-like currencies, one for the dollar-like ones (about a seventh).

type Amounts = { deposits: string; turnover: string; upgrade: string; birthday: string };

const YUAN: readonly Amounts[] = [
  { deposits: '0', turnover: '0', upgrade: '0', birthday: '0' },
  { deposits: '1000', turnover: '5000', upgrade: '18', birthday: '18' },
  { deposits: '10000', turnover: '50000', upgrade: '88', birthday: '58' },
  { deposits: '50000', turnover: '250000', upgrade: '288', birthday: '188' },
  { deposits: '200000', turnover: '1000000', upgrade: '888', birthday: '588' },
  { deposits: '500000', turnover: '2500000', upgrade: '1888', birthday: '1288' },
  { deposits: '1000000', turnover: '5000000', upgrade: '5888', birthday: '3888' },
];

const DOLLAR: readonly Amounts[] = [
  { deposits: '0', turnover: '0', upgrade: '0', birthday: '0' },
  { deposits: '150', turnover: '700', upgrade: '3', birthday: '3' },
  { deposits: '1500', turnover: '7000', upgrade: '12', birthday: '8' },
  { deposits: '7000', turnover: '35000', upgrade: '40', birthday: '26' },
  { deposits: '30000', turnover: '150000', upgrade: '120', birthday: '80' },
  { deposits: '70000', turnover: '350000', upgrade: '260', birthday: '180' },
  { deposits: '150000', turnover: '700000', upgrade: '820', birthday: '540' },
];

const RATES = ['0.003', '0.004', '0.005', '0.006', '0.007', '0.008', '0.010'];

const NAMES: readonly Record<string, string>[] = [
  { 'zh-CN': '普通会员', 'zh-HK': '普通會員', en: 'Member' },
  { 'zh-CN': '青铜', 'zh-HK': '青銅', en: 'Bronze' },
  { 'zh-CN': '白银', 'zh-HK': '白銀', en: 'Silver' },
  { 'zh-CN': '黄金', 'zh-HK': '黃金', en: 'Gold' },
  { 'zh-CN': '铂金', 'zh-HK': '鉑金', en: 'Platinum' },
  { 'zh-CN': '钻石', 'zh-HK': '鑽石', en: 'Diamond' },
  { 'zh-CN': '至尊', 'zh-HK': '至尊', en: 'Supreme' },
];

/** The demo ladder of a site; withdrawal count and daily total are the static table's. */
export function demoLadder(siteCode: string, currency: CurrencyCode): NewVipLevel[] {
  const amounts = currency === 'USD' || currency === 'USDT' ? DOLLAR : YUAN;
  return amounts.map((a, level) => {
    const limits = withdrawLimitsFor(level, currency);
    return {
      siteCode,
      level,
      name: NAMES[level]!,
      minDeposits: minorOf(a.deposits, currency),
      minTurnover: minorOf(a.turnover, currency),
      dailyWithdrawCount: limits.countPerDay,
      dailyWithdrawLimit: limits.perDay,
      rebateRate: RATES[level]!,
      upgradeBonus: minorOf(a.upgrade, currency),
      birthdayBonus: minorOf(a.birthday, currency),
      bonusTurnoverMultiple: '1',
    };
  });
}

/** Gives the site the demo levels it lacks; levels an operator has edited stay as they are. */
export function seedVipLadder(db: DbOrTx, siteCode: string, currency: CurrencyCode) {
  return insertMissingLevels(db, demoLadder(siteCode, currency));
}

/** The demo seeder (seed/demo.ts): every site gets the demo ladder. */
export const vipSeeder: DemoSeeder = {
  name: 'vip-ladders',
  async run({ app }) {
    const sites = await app.services.sites.all();
    for (const site of sites.values()) await app.services.vip.seedDemo(site);
  },
};
