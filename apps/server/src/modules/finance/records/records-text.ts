import type { Lang, TransactionKind, TransactionState } from '@kirin/contract';

type Texts = Record<Lang, string>;

const KIND: Record<TransactionKind, Texts> = {
  deposit: { 'zh-CN': '充值', 'zh-HK': '存款', en: 'Deposit' },
  withdrawal: { 'zh-CN': '提现', 'zh-HK': '提款', en: 'Withdrawal' },
  transfer: { 'zh-CN': '转账', 'zh-HK': '轉賬', en: 'Transfer' },
  bonus: { 'zh-CN': '红利', 'zh-HK': '紅利', en: 'Bonus' },
  adjustment: { 'zh-CN': '调整', 'zh-HK': '調整', en: 'Adjustment' },
  bet: { 'zh-CN': '体育投注', 'zh-HK': '體育投注', en: 'Sports bet' },
};

const SPORTS: Record<string, Texts> = {
  sports_bet: { 'zh-CN': '体育投注', 'zh-HK': '體育投注', en: 'Sports bet' },
  sports_payout: { 'zh-CN': '体育派彩', 'zh-HK': '體育派彩', en: 'Sports payout' },
  sports_resettle: {
    'zh-CN': '赛果更正，收回派彩',
    'zh-HK': '賽果更正，收回派彩',
    en: 'Result corrected: payout taken back',
  },
  sports_cashout: { 'zh-CN': '提前结算', 'zh-HK': '提前結算', en: 'Cash-out' },
};

/** What a sportsbook movement of central was, by its ledger reason. */
export const sportsText = (reason: string, lang: Lang) => (SPORTS[reason] ?? KIND.bet)[lang];

const STATE: Record<TransactionState, Texts> = {
  pending: { 'zh-CN': '处理中', 'zh-HK': '處理中', en: 'Pending' },
  posted: { 'zh-CN': '成功', 'zh-HK': '成功', en: 'Completed' },
  voided: { 'zh-CN': '已撤销', 'zh-HK': '已撤銷', en: 'Cancelled' },
};

// Said from the central wallet's side, which the amount's sign is too: "转出 X +1,905" read as
// money leaving when it came back.
const INTO: Texts = { 'zh-CN': '转至{venue}', 'zh-HK': '轉至{venue}', en: 'To {venue}' };
const BACK: Texts = {
  'zh-CN': '自{venue}转回',
  'zh-HK': '自{venue}轉回',
  en: 'Back from {venue}',
};

export const kindText = (kind: TransactionKind, lang: Lang) => KIND[kind][lang];
export const stateText = (state: TransactionState, lang: Lang) => STATE[state][lang];
export const transferText = (into: boolean, venue: string, lang: Lang) =>
  (into ? INTO : BACK)[lang].replace('{venue}', venue);

export const CSV_HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['编号', '时间（北京时间）', '类型', '金额', '币种', '状态', '说明', '关联单号'],
  'zh-HK': ['編號', '時間（北京時間）', '類型', '金額', '幣種', '狀態', '說明', '關聯單號'],
  en: ['ID', 'Time (Beijing)', 'Type', 'Amount', 'Currency', 'State', 'Description', 'Reference'],
};
