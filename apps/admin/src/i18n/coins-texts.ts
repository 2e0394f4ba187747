// The coin settings screen's words, and what the withdrawals screen says of a withdrawal to a
// USDT address; texts.ts puts them under `coins` and `withdrawals.coin`.

export const coinsZh = {
  title: '虚拟币设置',
  intro:
    '会员提现到 USDT 地址时，提现金额按卖出汇率换成 USDT，扣除网络手续费后发送到会员地址。合作商是会员购买 USDT 的去处（“加币”页）。',
  site: '站点',
  none: '此站点还没有虚拟币设置：会员不能提现到 USDT 地址，也不能兑换。',
  sellRate: '卖出汇率',
  sellRateUnit: '站点币种 / 1 USDT',
  sellRateHint:
    '每 1 USDT 折合的站点币种金额，用于提现到 USDT 地址。买入（USDT 充值）的汇率取各 USDT 充值渠道的汇率，不在此设置。',
  networkFees: '网络手续费',
  networkFeesHint: '链上发送一笔提现的成本，单位 USDT，从发送给会员的 USDT 中扣除；0 表示不扣',
  partners: '合作商',
  partnersHint: '会员在“加币”页按此顺序看到这些合作商，最多 {n} 个。',
  noPartners: '还没有合作商：会员的“加币”页为空。',
  partner: '合作商 {n}',
  name: '名称',
  url: '链接',
  urlHint: '以 https:// 开头的网址',
  networks: '支持网络',
  instructions: '购买步骤',
  instructionsHint: '每行一步，会员按行看到编号的步骤',
  add: '添加合作商',
  remove: '删除',
  save: '保存设置',
  saveAsk: '保存站点 {site} 的虚拟币设置？之后的报价按新汇率和手续费计算，已锁定的报价不变。',
  saved: '设置已保存',
  reset: '撤销修改',
  required: '请填写此项',
  networksRequired: '至少选择一个网络',
  refused: '以下字段未通过检查：',
};

export const coinsEn: typeof coinsZh = {
  title: 'Virtual coins',
  intro:
    'A withdrawal to a USDT address is changed into USDT at the sell rate and sent to the address less the network fee. Partners are where members buy USDT (the "add coin" page).',
  site: 'Site',
  none: 'This site has no coin settings: members cannot withdraw to a USDT address or exchange.',
  sellRate: 'Sell rate',
  sellRateUnit: 'site currency / 1 USDT',
  sellRateHint:
    "What 1 USDT costs in the site's currency, for withdrawals to a USDT address. Buying (USDT deposits) uses each USDT deposit channel's own rate, not set here.",
  networkFees: 'Network fees',
  networkFeesHint:
    'What the chain costs to send a withdrawal, in USDT, taken from what is sent; 0 takes nothing',
  partners: 'Partners',
  partnersHint: 'Members see them on the "add coin" page in this order; {n} at most.',
  noPartners: 'No partners yet: the "add coin" page is empty.',
  partner: 'Partner {n}',
  name: 'Name',
  url: 'Link',
  urlHint: 'An address starting with https://',
  networks: 'Networks',
  instructions: 'How to buy',
  instructionsHint: 'One step a line; members see the lines as numbered steps',
  add: 'Add a partner',
  remove: 'Remove',
  save: 'Save settings',
  saveAsk:
    'Save the coin settings of {site}? Quotes from now on use the new rate and fees; quotes already locked keep theirs.',
  saved: 'Settings saved',
  reset: 'Undo changes',
  required: 'Required',
  networksRequired: 'Choose a network at least',
  refused: 'These fields were refused:',
};

export const coinPayoutZh = {
  send: '链上发送 {receive} USDT（{network}）',
  bought: '汇率 {rate}，买入 {usdt} USDT',
  fee: '网络手续费 {networkFee} USDT',
  title: '链上发送',
  receive: '发送到地址',
  rate: '汇率（锁定）',
  usdt: '买入 USDT',
  networkFee: '网络手续费',
  payAsk: '确认已在 {network} 链上向会员地址发送 {receive} USDT？',
  csv: '链上发送 USDT',
};

export const coinPayoutEn: typeof coinPayoutZh = {
  send: 'Send {receive} USDT on chain ({network})',
  bought: 'Rate {rate}, {usdt} USDT bought',
  fee: 'Network fee {networkFee} USDT',
  title: 'Send on chain',
  receive: 'To the address',
  rate: 'Rate (locked)',
  usdt: 'USDT bought',
  networkFee: 'Network fee',
  payAsk: "Have you sent {receive} USDT on {network} to the member's address?",
  csv: 'USDT sent on chain',
};
