import type { Lang } from '@kirin/contract';

type Localized = Readonly<Record<Lang, string>>;

/**
 * Dictionary tree `010`: the banks a member can add a card of. Mainland banks that pay out to
 * UnionPay debit cards; the list is the operator's to extend (docs/decisions/member-accounts.md).
 */
const BANKS: readonly { id: string; name: Localized }[] = [
  { id: '010001', name: { 'zh-CN': '中国工商银行', 'zh-HK': '中國工商銀行', en: 'ICBC' } },
  {
    id: '010002',
    name: { 'zh-CN': '中国建设银行', 'zh-HK': '中國建設銀行', en: 'China Construction Bank' },
  },
  {
    id: '010003',
    name: { 'zh-CN': '中国农业银行', 'zh-HK': '中國農業銀行', en: 'Agricultural Bank of China' },
  },
  { id: '010004', name: { 'zh-CN': '中国银行', 'zh-HK': '中國銀行', en: 'Bank of China' } },
  {
    id: '010005',
    name: { 'zh-CN': '交通银行', 'zh-HK': '交通銀行', en: 'Bank of Communications' },
  },
  { id: '010006', name: { 'zh-CN': '招商银行', 'zh-HK': '招商銀行', en: 'China Merchants Bank' } },
  {
    id: '010007',
    name: {
      'zh-CN': '中国邮政储蓄银行',
      'zh-HK': '中國郵政儲蓄銀行',
      en: 'Postal Savings Bank of China',
    },
  },
  { id: '010008', name: { 'zh-CN': '中信银行', 'zh-HK': '中信銀行', en: 'China CITIC Bank' } },
  {
    id: '010009',
    name: { 'zh-CN': '中国光大银行', 'zh-HK': '中國光大銀行', en: 'China Everbright Bank' },
  },
  {
    id: '010010',
    name: { 'zh-CN': '中国民生银行', 'zh-HK': '中國民生銀行', en: 'China Minsheng Bank' },
  },
  { id: '010011', name: { 'zh-CN': '兴业银行', 'zh-HK': '興業銀行', en: 'Industrial Bank' } },
  {
    id: '010012',
    name: { 'zh-CN': '上海浦东发展银行', 'zh-HK': '上海浦東發展銀行', en: 'SPD Bank' },
  },
  { id: '010013', name: { 'zh-CN': '华夏银行', 'zh-HK': '華夏銀行', en: 'Hua Xia Bank' } },
  { id: '010014', name: { 'zh-CN': '广发银行', 'zh-HK': '廣發銀行', en: 'China Guangfa Bank' } },
  { id: '010015', name: { 'zh-CN': '平安银行', 'zh-HK': '平安銀行', en: 'Ping An Bank' } },
];

export type TreeNode = { id: string; name: string; children: TreeNode[] };

/** The children of a dictionary node, or undefined for a node we do not have. */
export function dictionaryChildren(id: string, lang: Lang): TreeNode[] | undefined {
  if (id !== '010') return undefined;
  return BANKS.map((bank) => ({ id: bank.id, name: bank.name[lang], children: [] }));
}

export function bankName(id: string, lang: Lang): string | undefined {
  return BANKS.find((bank) => bank.id === id)?.name[lang];
}
