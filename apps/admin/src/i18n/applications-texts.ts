// The agent applications and referral rule screens' words; texts.ts puts them under
// `applications` and `referral`.

export const applicationsZh = {
  title: '代理申请',
  name: '姓名',
  contact: '联系方式',
  contactKinds: { phone: '手机', email: '邮箱', wechat: '微信', qq: 'QQ', telegram: 'Telegram' },
  channels: '推广渠道',
  account: '会员账号',
  guest: '游客',
  submittedAt: '提交时间',
  decidedAt: '处理时间',
  note: '备注',
  states: { pending: '待处理', approved: '已通过', declined: '已拒绝' },
  approve: '通过',
  decline: '拒绝',
  approveTitle: '通过申请 #{id}',
  declineTitle: '拒绝申请 #{id}',
  approveHint:
    '通过只记录已接纳此人为代理（合同、条款在平台外签订），不会改变会员状态：每位会员已有邀请链接和代理页面。',
  declineHint: '拒绝后此人可以再次申请。',
  noteLabel: '备注（仅运营人员可见，可不填）',
  done: '已处理',
};

export const applicationsEn: typeof applicationsZh = {
  title: 'Agent applications',
  name: 'Name',
  contact: 'Contact',
  contactKinds: {
    phone: 'Phone',
    email: 'Email',
    wechat: 'WeChat',
    qq: 'QQ',
    telegram: 'Telegram',
  },
  channels: 'Channels',
  account: 'Member account',
  guest: 'Guest',
  submittedAt: 'Submitted',
  decidedAt: 'Answered',
  note: 'Note',
  states: { pending: 'Pending', approved: 'Approved', declined: 'Declined' },
  approve: 'Approve',
  decline: 'Decline',
  approveTitle: 'Approve application #{id}',
  declineTitle: 'Decline application #{id}',
  approveHint:
    'Approving records that you have taken the person on (contract and terms are signed outside the platform); it changes nothing about the member: every member already has an invite link and an agent page.',
  declineHint: 'The person may apply again once declined.',
  noteLabel: 'Note (operators only; may be empty)',
  done: 'Answered',
};

export const referralZh = {
  title: '推荐奖励规则',
  intro:
    '会员邀请的好友首次单笔存款达到最低金额时，邀请人获得一次奖励（从站点优惠账户发放到中心钱包）。金额为站点币种。',
  site: '站点',
  none: '此站点还没有推荐奖励规则，不发放奖励。',
  reward: '奖励金额',
  minDeposit: '最低首存金额',
  minDepositHint: '好友单笔存款达到此金额才发放；小额存款不占用机会',
  turnoverMultiple: '流水倍数',
  turnoverHint: '奖励需完成的投注额 = 奖励 × 倍数',
  enabled: '启用',
  enabledHint: '关闭期间不发放；重新开启后，关闭期间已达标的好友会补发奖励',
  save: '保存规则',
  saveAsk: '保存站点 {site} 的推荐奖励规则？之后发放的奖励按新规则计算。',
  saved: '规则已保存',
  reset: '撤销修改',
  required: '请填写此项',
  refused: '以下字段未通过检查：',
};

export const referralEn: typeof referralZh = {
  title: 'Referral reward rule',
  intro:
    "When a member's invitee makes a first deposit of at least the minimum, the member is paid the reward once (from the site's promotions account to their main wallet). Amounts are in the site's currency.",
  site: 'Site',
  none: 'This site has no referral rule: no rewards are paid.',
  reward: 'Reward',
  minDeposit: 'Minimum first deposit',
  minDepositHint: 'One deposit of at least this pays it; smaller ones do not use the chance up',
  turnoverMultiple: 'Turnover multiple',
  turnoverHint: 'Betting the reward brings = reward × multiple',
  enabled: 'On',
  enabledHint:
    'Nothing is paid while off; switched on again, invitees who qualified meanwhile are paid',
  save: 'Save the rule',
  saveAsk: 'Save the referral rule of {site}? Rewards paid from now on use it.',
  saved: 'Rule saved',
  reset: 'Undo changes',
  required: 'Required',
  refused: 'These fields were refused:',
};
