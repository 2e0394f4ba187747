import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  FIELD_REASON_MESSAGES,
  FIELD_REASONS,
  SUCCESS_MESSAGES,
  type Lang,
} from '@kirin/contract';
import { enAccount } from './account/en.ts';
import { enAgent } from './agent/en.ts';
import { zhCNAgent, type AgentResources } from './agent/zh-CN.ts';
import { zhHKAgent } from './agent/zh-HK.ts';
import { zhCNAccount, type AccountResources } from './account/zh-CN.ts';
import { zhHKAccount } from './account/zh-HK.ts';
import { enContent } from './content/en.ts';
import { zhCNContent, type ContentResources } from './content/zh-CN.ts';
import { zhHKContent } from './content/zh-HK.ts';
import { en as enCore } from './en.ts';
import { enFeedback } from './feedback/en.ts';
import { zhCNFeedback, type FeedbackResources } from './feedback/zh-CN.ts';
import { zhHKFeedback } from './feedback/zh-HK.ts';
import { enFinance } from './finance/en.ts';
import { zhCNFinance, type FinanceResources } from './finance/zh-CN.ts';
import { zhHKFinance } from './finance/zh-HK.ts';
import { enGames } from './games/en.ts';
import { zhCNGames, type GamesResources } from './games/zh-CN.ts';
import { zhHKGames } from './games/zh-HK.ts';
import { enJoinUs } from './join-us/en.ts';
import { zhCNJoinUs, type JoinUsResources } from './join-us/zh-CN.ts';
import { zhHKJoinUs } from './join-us/zh-HK.ts';
import { enCoins } from './coins/en.ts';
import { zhCNCoins, type CoinsResources } from './coins/zh-CN.ts';
import { zhHKCoins } from './coins/zh-HK.ts';
import { enReferral } from './referral/en.ts';
import { zhCNReferral, type ReferralResources } from './referral/zh-CN.ts';
import { zhHKReferral } from './referral/zh-HK.ts';
import { enMessages } from './messages/en.ts';
import { zhCNMessages, type MessagesResources } from './messages/zh-CN.ts';
import { zhHKMessages } from './messages/zh-HK.ts';
import { enPromotions } from './promotions/en.ts';
import { zhCNPromotions, type PromotionsResources } from './promotions/zh-CN.ts';
import { zhHKPromotions } from './promotions/zh-HK.ts';
import { enSupport } from './support/en.ts';
import { zhCNSupport, type SupportResources } from './support/zh-CN.ts';
import { zhHKSupport } from './support/zh-HK.ts';
import { enSports } from './sports/en.ts';
import { zhCNSports, type SportsResources } from './sports/zh-CN.ts';
import { zhHKSports } from './sports/zh-HK.ts';
import { enShowcase } from './showcase/en.ts';
import { zhCNShowcase, type ShowcaseResources } from './showcase/zh-CN.ts';
import { zhHKShowcase } from './showcase/zh-HK.ts';
import { enCare } from './care/en.ts';
import { zhCNCare, type CareResources } from './care/zh-CN.ts';
import { zhHKCare } from './care/zh-HK.ts';
import { enProtection } from './protection/en.ts';
import { zhCNProtection, type ProtectionResources } from './protection/zh-CN.ts';
import { zhHKProtection } from './protection/zh-HK.ts';
import { enMaintenance } from './maintenance/en.ts';
import { zhCNMaintenance, type MaintenanceResources } from './maintenance/zh-CN.ts';
import { zhHKMaintenance } from './maintenance/zh-HK.ts';
import { enVip } from './vip/en.ts';
import { zhCNVip, type VipResources } from './vip/zh-CN.ts';
import { zhHKVip } from './vip/zh-HK.ts';
import { zhCN as zhCNCore, type Resources } from './zh-CN.ts';
import { zhHK as zhHKCore } from './zh-HK.ts';

// The core bundle and its parts (loaded with their pages) share one key space.
type Texts = Resources & {
  account: AccountResources;
  finance: FinanceResources;
  games: GamesResources;
  feedback: FeedbackResources;
  messages: MessagesResources;
  promotions: PromotionsResources;
  vip: VipResources;
  content: ContentResources;
  agent: AgentResources;
  support: SupportResources;
  sports: SportsResources;
  showcase: ShowcaseResources;
  protection: ProtectionResources;
  care: CareResources;
  maintenance: MaintenanceResources;
  joinUs: JoinUsResources;
  referral: ReferralResources;
  coins: CoinsResources;
};
const zhCN: Texts = {
  ...zhCNCore,
  account: zhCNAccount,
  finance: zhCNFinance,
  games: zhCNGames,
  feedback: zhCNFeedback,
  messages: zhCNMessages,
  promotions: zhCNPromotions,
  vip: zhCNVip,
  content: zhCNContent,
  agent: zhCNAgent,
  support: zhCNSupport,
  sports: zhCNSports,
  showcase: zhCNShowcase,
  protection: zhCNProtection,
  care: zhCNCare,
  maintenance: zhCNMaintenance,
  joinUs: zhCNJoinUs,
  referral: zhCNReferral,
  coins: zhCNCoins,
};
const zhHK: Texts = {
  ...zhHKCore,
  account: zhHKAccount,
  finance: zhHKFinance,
  games: zhHKGames,
  feedback: zhHKFeedback,
  messages: zhHKMessages,
  promotions: zhHKPromotions,
  vip: zhHKVip,
  content: zhHKContent,
  agent: zhHKAgent,
  support: zhHKSupport,
  sports: zhHKSports,
  showcase: zhHKShowcase,
  protection: zhHKProtection,
  care: zhHKCare,
  maintenance: zhHKMaintenance,
  joinUs: zhHKJoinUs,
  referral: zhHKReferral,
  coins: zhHKCoins,
};
const en: Texts = {
  ...enCore,
  account: enAccount,
  finance: enFinance,
  games: enGames,
  feedback: enFeedback,
  messages: enMessages,
  promotions: enPromotions,
  vip: enVip,
  content: enContent,
  agent: enAgent,
  support: enSupport,
  sports: enSports,
  showcase: enShowcase,
  protection: enProtection,
  care: enCare,
  maintenance: enMaintenance,
  joinUs: enJoinUs,
  referral: enReferral,
  coins: enCoins,
};

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const source = leaves(zhCN as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('translations', () => {
  it.each([
    ['zh-HK', zhHK],
    ['en', en],
  ])(
    '%s has exactly the keys of zh-CN, each non-empty with the same placeholders',
    (_lang, resources) => {
      const target = leaves(resources as Tree);
      expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of target) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(source.get(key) ?? ''));
      }
    },
  );

  it('defines every key the code uses', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const code = fs.readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1] ?? '');
      for (const match of code.matchAll(/labelKey:\s*'([\w.]+)'/g)) used.add(match[1] ?? '');
      // Keys built from a template: expand them over the values the code uses.
      for (const match of code.matchAll(/\bt\(\s*`([\w.]+)\$\{slide\}([\w.]+)`/g)) {
        for (const slide of ['welcome', 'responsible', 'secure'])
          used.add(`${match[1]}${slide}${match[2]}`);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !source.has(key));
    expect(missing).toEqual([]);
  });

  it.each<[Lang, Texts]>([
    ['zh-CN', zhCN],
    ['zh-HK', zhHK],
    ['en', en],
  ])('%s: success, advice and field-reason texts are the contract catalogue', (lang, texts) => {
    const a = texts.account;
    expect(a.success).toEqual({
      modified: SUCCESS_MESSAGES.MODIFIED[lang],
      bound: SUCCESS_MESSAGES.BOUND[lang],
      passwordChanged: SUCCESS_MESSAGES.PASSWORD_CHANGED[lang],
      codeSentPhone: SUCCESS_MESSAGES.CODE_SENT_PHONE[lang],
      codeSentEmail: SUCCESS_MESSAGES.CODE_SENT_EMAIL[lang],
      codeSentIfBoundPhone: SUCCESS_MESSAGES.CODE_SENT_IF_BOUND_PHONE[lang],
      codeSentIfBoundEmail: SUCCESS_MESSAGES.CODE_SENT_IF_BOUND_EMAIL[lang],
      submitted: SUCCESS_MESSAGES.SUBMITTED[lang],
    });
    expect(a.cards.gateAdvice).toBe(ERROR_MESSAGES.WITHDRAW_PASSWORD_NOT_SET_FOR_ACCOUNT[lang]);
    expect(a.profile.nameLocked).toBe(ERROR_MESSAGES.REAL_NAME_LOCKED[lang]);
    expect(a.setting.passwordUnchanged).toBe(ERROR_MESSAGES.PASSWORD_UNCHANGED[lang]);
    expect(a.setting.withdrawDisabled).toBe(ERROR_MESSAGES.WITHDRAW_PASSWORD_DISABLED[lang]);
    expect(a.error.tryAgain).toBe(ERROR_MESSAGES.TRY_AGAIN[lang]);
    expect(a.error.session).toBe(ERROR_MESSAGES.UNAUTHENTICATED[lang]);
    for (const reason of FIELD_REASONS) {
      expect(a.reason[reason], reason).toBe(FIELD_REASON_MESSAGES[reason][lang]);
    }
  });

  // The catalogue writes placeholders `{name}`; i18next `{{name}}`.
  const asCatalogue = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');

  it.each<[Lang, Texts]>([
    ['zh-CN', zhCN],
    ['zh-HK', zhHK],
    ['en', en],
  ])('%s: wallet limits, advice and copy texts are the contract catalogue', (lang, texts) => {
    const f = texts.finance;
    expect(texts.common.copied).toBe(SUCCESS_MESSAGES.COPIED[lang]);
    expect(texts.common.copyFailed).toBe(ERROR_MESSAGES.COPY_FAILED[lang]);
    expect(f.withdraw.gateAdvice).toBe(ERROR_MESSAGES.WITHDRAW_PASSWORD_NOT_SET[lang]);
    expect(asCatalogue(f.amount.belowMin)).toBe(ERROR_MESSAGES.AMOUNT_BELOW_MIN[lang]);
    expect(asCatalogue(f.amount.aboveMax)).toBe(ERROR_MESSAGES.AMOUNT_ABOVE_MAX[lang]);
    expect(asCatalogue(f.amount.aboveDailyLeft)).toBe(ERROR_MESSAGES.WITHDRAW_DAILY_LIMIT[lang]);
    expect(asCatalogue(f.withdraw.blockedTurnover)).toBe(ERROR_MESSAGES.TURNOVER_NOT_MET[lang]);
    expect(asCatalogue(f.withdraw.blockedCount)).toBe(ERROR_MESSAGES.WITHDRAW_COUNT_LIMIT[lang]);
  });

  it.each<[Lang, Texts]>([
    ['zh-CN', zhCN],
    ['zh-HK', zhHK],
    ['en', en],
  ])(
    '%s: the lobby’s maintenance toast is the catalogue’s venue-maintenance text',
    (lang, texts) => {
      expect(texts.home.maintenanceToast).toBe(ERROR_MESSAGES.VENUE_MAINTENANCE[lang]);
    },
  );

  it('keeps the spec wording of the router error screen in every language', () => {
    for (const resources of [zhCN, zhHK, en])
      expect(resources.error.title).toBe('Unexpected Application Error!');
  });
});
