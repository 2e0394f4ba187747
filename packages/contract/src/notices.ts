import type { Lang } from './lang.ts';
import type { RedemptionKind } from './redemptions.ts';

/**
 * Messages the platform itself sends a member when their money or standing changes. Kept as a
 * kind and its parameters, and written out in the reader's language each time it is read, so a
 * member who switches language reads their inbox in it.
 */
export const NOTICE_KINDS = [
  'welcome',
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_rejected',
  'bonus_credited',
  'vip_upgraded',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

type Text = { readonly title: string; readonly body: string };

/** `{name}` placeholders are filled from the notice's parameters. */
const NOTICES: Readonly<Record<NoticeKind, Readonly<Record<Lang, Text>>>> = {
  welcome: {
    'zh-CN': {
      title: '欢迎加入{site}',
      body: '您好 {account}，欢迎加入{site}！充值、提现和转账都在“我的”页面；如有疑问，随时联系在线客服。请理性娱乐，量力而行。',
    },
    'zh-HK': {
      title: '歡迎加入{site}',
      body: '您好 {account}，歡迎加入{site}！存款、提款和轉賬都在「我的」頁面；如有疑問，隨時聯絡在線客服。請理性娛樂，量力而行。',
    },
    en: {
      title: 'Welcome to {site}',
      body: 'Hello {account}, welcome to {site}! Deposits, withdrawals and transfers are under "Me"; our live support is there whenever you need it. Please play responsibly.',
    },
  },
  deposit_credited: {
    'zh-CN': {
      title: '充值已到账',
      body: '您的充值订单 {orderNo} 已到账 {amount}，可在交易记录中查看。',
    },
    'zh-HK': {
      title: '存款已到賬',
      body: '您的存款訂單 {orderNo} 已到賬 {amount}，可在交易記錄中查看。',
    },
    en: {
      title: 'Deposit credited',
      body: 'Your deposit {orderNo} of {amount} has been credited. See it in your transaction records.',
    },
  },
  withdrawal_paid: {
    'zh-CN': {
      title: '提现已出款',
      body: '您的提现 {orderNo} 已出款，实际到账 {payout}（手续费 {fee}），收款账户 {account}。',
    },
    'zh-HK': {
      title: '提款已出款',
      body: '您的提款 {orderNo} 已出款，實際到賬 {payout}（手續費 {fee}），收款賬戶 {account}。',
    },
    en: {
      title: 'Withdrawal paid',
      body: 'Your withdrawal {orderNo} has been paid: {payout} to {account} (fee {fee}).',
    },
  },
  withdrawal_rejected: {
    'zh-CN': {
      title: '提现未通过',
      body: '您的提现 {orderNo}（{amount}）未通过审核：{reason}。款项已退回中心钱包。',
    },
    'zh-HK': {
      title: '提款未通過',
      body: '您的提款 {orderNo}（{amount}）未通過審核：{reason}。款項已退回中心錢包。',
    },
    en: {
      title: 'Withdrawal not approved',
      body: 'Your withdrawal {orderNo} ({amount}) was not approved: {reason}. The money is back in your main wallet.',
    },
  },
  bonus_credited: {
    'zh-CN': {
      title: '奖金已到账',
      body: '{what} {amount} 已存入您的中心钱包，需完成流水 {turnover} 后方可提现。',
    },
    'zh-HK': {
      title: '獎金已到賬',
      body: '{what} {amount} 已存入您的中心錢包，需完成流水 {turnover} 後方可提款。',
    },
    en: {
      title: 'Bonus credited',
      body: '{what} of {amount} is in your main wallet; {turnover} of turnover is needed before it can be withdrawn.',
    },
  },
  vip_upgraded: {
    'zh-CN': { title: 'VIP 晋级', body: '恭喜！您已晋级 VIP{level}，新的特权已生效。' },
    'zh-HK': { title: 'VIP 晉級', body: '恭喜！您已晉級 VIP{level}，新的特權已生效。' },
    en: {
      title: 'VIP upgrade',
      body: 'Congratulations! You are now VIP {level}, with its privileges in effect.',
    },
  },
};

/** A bonus notice names its reward (`params.reward`, a redemption kind) in the reader's language. */
const REWARD_NAMES: Readonly<Record<RedemptionKind, Readonly<Record<Lang, string>>>> = {
  rebate: { 'zh-CN': '返水', 'zh-HK': '回水', en: 'A rebate' },
  upgrade: { 'zh-CN': '晋级礼金', 'zh-HK': '晉級禮金', en: 'An upgrade bonus' },
  birthday: { 'zh-CN': '生日礼金', 'zh-HK': '生日禮金', en: 'A birthday bonus' },
  activity: { 'zh-CN': '活动奖励', 'zh-HK': '活動獎勵', en: 'A promotion reward' },
  commission: { 'zh-CN': '代理佣金', 'zh-HK': '代理佣金', en: 'Agent commission' },
  referral: { 'zh-CN': '推荐奖励', 'zh-HK': '推薦獎勵', en: 'A referral reward' },
};

/** A notice's title and body in `lang`, its placeholders filled (unknown ones left as they are). */
export function renderNotice(
  kind: NoticeKind,
  lang: Lang,
  params: Readonly<Record<string, string | number>>,
): Text {
  const reward = params.reward;
  const what =
    typeof reward === 'string' && Object.hasOwn(REWARD_NAMES, reward)
      ? REWARD_NAMES[reward as RedemptionKind][lang]
      : undefined;
  const all: Readonly<Record<string, string | number>> = what ? { ...params, what } : params;
  // `name@lang` (a brand's name in each language, say) wins over `name` for that language.
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const key = Object.hasOwn(all, `${name}@${lang}`) ? `${name}@${lang}` : name;
      return Object.hasOwn(all, key) ? String(all[key]) : whole;
    });
  const text = NOTICES[kind][lang];
  return { title: fill(text.title), body: fill(text.body) };
}

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && (NOTICE_KINDS as readonly string[]).includes(value);
}
