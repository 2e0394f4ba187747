import type { Lang } from '@kirin/contract';
import type { AccountResources } from './account/zh-CN.ts';
import type { ContentResources } from './content/zh-CN.ts';
import type { FinanceResources } from './finance/zh-CN.ts';
import type { FeedbackResources } from './feedback/zh-CN.ts';
import type { GamesResources } from './games/zh-CN.ts';
import type { MessagesResources } from './messages/zh-CN.ts';
import type { PromotionsResources } from './promotions/zh-CN.ts';
import type { VipResources } from './vip/zh-CN.ts';
import type { AgentResources } from './agent/zh-CN.ts';
import type { SupportResources } from './support/zh-CN.ts';
import type { SportsResources } from './sports/zh-CN.ts';
import type { ShowcaseResources } from './showcase/zh-CN.ts';
import type { ProtectionResources } from './protection/zh-CN.ts';
import type { CareResources } from './care/zh-CN.ts';
import type { MaintenanceResources } from './maintenance/zh-CN.ts';
import type { JoinUsResources } from './join-us/zh-CN.ts';
import type { ReferralResources } from './referral/zh-CN.ts';
import type { CoinsResources } from './coins/zh-CN.ts';

/**
 * Texts of areas that the home page does not show (the member-account pages) live in parts of
 * their own, merged under one top-level key of the same `translation` namespace when a page of
 * the area loads: first paint stays small, and keys stay plain (`account.login.submit` and so on).
 * This table of imports loads with the first part (index.ts): the home page needs none.
 */
export const parts = {
  account: {
    'zh-CN': () => import('./account/zh-CN.ts').then((m): AccountResources => m.zhCNAccount),
    'zh-HK': () => import('./account/zh-HK.ts').then((m) => m.zhHKAccount),
    en: () => import('./account/en.ts').then((m) => m.enAccount),
  },
  // The wallet: deposit, withdrawal, assets and transaction records.
  finance: {
    'zh-CN': () => import('./finance/zh-CN.ts').then((m): FinanceResources => m.zhCNFinance),
    'zh-HK': () => import('./finance/zh-HK.ts').then((m) => m.zhHKFinance),
    en: () => import('./finance/en.ts').then((m) => m.enFinance),
  },
  // Games and venue wallets: launching, coming back, transfers, betting records.
  games: {
    'zh-CN': () => import('./games/zh-CN.ts').then((m): GamesResources => m.zhCNGames),
    'zh-HK': () => import('./games/zh-HK.ts').then((m) => m.zhHKGames),
    en: () => import('./games/en.ts').then((m) => m.enGames),
  },
  // The member's messages: the inbox and one message.
  messages: {
    'zh-CN': () => import('./messages/zh-CN.ts').then((m): MessagesResources => m.zhCNMessages),
    'zh-HK': () => import('./messages/zh-HK.ts').then((m) => m.zhHKMessages),
    en: () => import('./messages/en.ts').then((m) => m.enMessages),
  },
  // Feedback: submitting, the member's threads, one thread; the tutorial "leave a message" page.
  feedback: {
    'zh-CN': () => import('./feedback/zh-CN.ts').then((m): FeedbackResources => m.zhCNFeedback),
    'zh-HK': () => import('./feedback/zh-HK.ts').then((m) => m.zhHKFeedback),
    en: () => import('./feedback/en.ts').then((m) => m.enFeedback),
  },
  // The agent page: invite link, team figures, commission, downline.
  agent: {
    'zh-CN': () => import('./agent/zh-CN.ts').then((m): AgentResources => m.zhCNAgent),
    'zh-HK': () => import('./agent/zh-HK.ts').then((m) => m.zhHKAgent),
    en: () => import('./agent/en.ts').then((m) => m.enAgent),
  },
  // VIP: the ladder, the member's level and rewards to claim; reward records.
  vip: {
    'zh-CN': () => import('./vip/zh-CN.ts').then((m): VipResources => m.zhCNVip),
    'zh-HK': () => import('./vip/zh-HK.ts').then((m) => m.zhHKVip),
    en: () => import('./vip/en.ts').then((m) => m.enVip),
  },
  // Activities (list and detail) and the site pop-up.
  promotions: {
    'zh-CN': () =>
      import('./promotions/zh-CN.ts').then((m): PromotionsResources => m.zhCNPromotions),
    'zh-HK': () => import('./promotions/zh-HK.ts').then((m) => m.zhHKPromotions),
    en: () => import('./promotions/en.ts').then((m) => m.enPromotions),
  },
  // The help centre, tutorials and sponsor page (the articles come from the server).
  content: {
    'zh-CN': () => import('./content/zh-CN.ts').then((m): ContentResources => m.zhCNContent),
    'zh-HK': () => import('./content/zh-HK.ts').then((m) => m.zhHKContent),
    en: () => import('./content/en.ts').then((m) => m.enContent),
  },
  // The customer-service chat.
  support: {
    'zh-CN': () => import('./support/zh-CN.ts').then((m): SupportResources => m.zhCNSupport),
    'zh-HK': () => import('./support/zh-HK.ts').then((m) => m.zhHKSupport),
    en: () => import('./support/en.ts').then((m) => m.enSupport),
  },
  // The sportsbook: the lobby, an event's markets, the bet slip.
  sports: {
    'zh-CN': () => import('./sports/zh-CN.ts').then((m): SportsResources => m.zhCNSports),
    'zh-HK': () => import('./sports/zh-HK.ts').then((m) => m.zhHKSports),
    en: () => import('./sports/en.ts').then((m) => m.enSports),
  },
  // The showcase home (brand.json `homeLayout`), with that layout's code.
  showcase: {
    'zh-CN': () => import('./showcase/zh-CN.ts').then((m): ShowcaseResources => m.zhCNShowcase),
    'zh-HK': () => import('./showcase/zh-HK.ts').then((m) => m.zhHKShowcase),
    en: () => import('./showcase/en.ts').then((m) => m.enShowcase),
  },
  // Session care (reality check, session end, last log-in) and the monthly statement.
  care: {
    'zh-CN': () => import('./care/zh-CN.ts').then((m): CareResources => m.zhCNCare),
    'zh-HK': () => import('./care/zh-HK.ts').then((m) => m.zhHKCare),
    en: () => import('./care/en.ts').then((m) => m.enCare),
  },
  // Responsible gambling: limits, time-out, self-exclusion, the deposit-limit invitation.
  protection: {
    'zh-CN': () =>
      import('./protection/zh-CN.ts').then((m): ProtectionResources => m.zhCNProtection),
    'zh-HK': () => import('./protection/zh-HK.ts').then((m) => m.zhHKProtection),
    en: () => import('./protection/en.ts').then((m) => m.enProtection),
  },
  // Site-wide maintenance: the page on every route while in force, the notice ahead of it.
  maintenance: {
    'zh-CN': () =>
      import('./maintenance/zh-CN.ts').then((m): MaintenanceResources => m.zhCNMaintenance),
    'zh-HK': () => import('./maintenance/zh-HK.ts').then((m) => m.zhHKMaintenance),
    en: () => import('./maintenance/en.ts').then((m) => m.enMaintenance),
  },
  // "Join us": the agent programme and the application form.
  joinUs: {
    'zh-CN': () => import('./join-us/zh-CN.ts').then((m): JoinUsResources => m.zhCNJoinUs),
    'zh-HK': () => import('./join-us/zh-HK.ts').then((m) => m.zhHKJoinUs),
    en: () => import('./join-us/en.ts').then((m) => m.enJoinUs),
  },
  // Share and earn: the referral reward, the invite link, the invitees.
  referral: {
    'zh-CN': () => import('./referral/zh-CN.ts').then((m): ReferralResources => m.zhCNReferral),
    'zh-HK': () => import('./referral/zh-HK.ts').then((m) => m.zhHKReferral),
    en: () => import('./referral/en.ts').then((m) => m.enReferral),
  },
  // Virtual coins: the USDT wallet, the exchange, where to buy; the withdraw page's USDT quote.
  coins: {
    'zh-CN': () => import('./coins/zh-CN.ts').then((m): CoinsResources => m.zhCNCoins),
    'zh-HK': () => import('./coins/zh-HK.ts').then((m) => m.zhHKCoins),
    en: () => import('./coins/en.ts').then((m) => m.enCoins),
  },
} satisfies {
  coins: Record<Lang, () => Promise<CoinsResources>>;
  referral: Record<Lang, () => Promise<ReferralResources>>;
  joinUs: Record<Lang, () => Promise<JoinUsResources>>;
  maintenance: Record<Lang, () => Promise<MaintenanceResources>>;
  protection: Record<Lang, () => Promise<ProtectionResources>>;
  sports: Record<Lang, () => Promise<SportsResources>>;
  showcase: Record<Lang, () => Promise<ShowcaseResources>>;
  care: Record<Lang, () => Promise<CareResources>>;
  support: Record<Lang, () => Promise<SupportResources>>;
  content: Record<Lang, () => Promise<ContentResources>>;
  feedback: Record<Lang, () => Promise<FeedbackResources>>;
  account: Record<Lang, () => Promise<AccountResources>>;
  finance: Record<Lang, () => Promise<FinanceResources>>;
  games: Record<Lang, () => Promise<GamesResources>>;
  messages: Record<Lang, () => Promise<MessagesResources>>;
  promotions: Record<Lang, () => Promise<PromotionsResources>>;
  vip: Record<Lang, () => Promise<VipResources>>;
  agent: Record<Lang, () => Promise<AgentResources>>;
};
export type I18nPart = keyof typeof parts;
