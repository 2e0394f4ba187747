// Texts of the "join us" page (`/joinUs`), loaded with it under the top-level key `joinUs`.
import type { Widen } from '../zh-CN.ts';

export const zhCNJoinUs = {
  title: '加入我们',
  intro: {
    heading: '成为我们的代理',
    lead: '邀请好友来本站游戏，按团队业绩每月获得佣金。',
    invite: '分享您的专属邀请链接或邀请码，好友注册后即成为您的下线会员。',
    commission:
      '佣金按下线会员的净营收或有效投注计算，每个北京时间自然月结算一次，比例取决于当月达到的档位。',
    wallet: '月结后佣金直接发放到您的钱包，明细可在代理页查看。',
    review: '提交申请后，我们会尽快与您联系，确认合作细节。',
    member: '您已有专属邀请链接，可在代理页查看团队业绩。',
    agentPage: '前往代理页',
  },
  programme: {
    netRevenue: '佣金方案 · 按净营收计算',
    turnover: '佣金方案 · 按有效投注计算',
    netRevenueNote: '净营收 = 下线会员的公司输赢减去优惠红利。',
    turnoverNote: '有效投注 = 下线会员当月已结算的有效投注额。',
    depth: '统计 {{depth}} 级以内的下线会员。',
    active: '活跃会员：当月至少有一笔已结算投注的下线会员。',
    tierHead: '档位',
    tier: '第 {{n}} 档',
    minActive: '活跃会员至少',
    minNetRevenue: '净营收至少',
    minTurnover: '有效投注至少',
    rate: '佣金比例',
    closed: '佣金方案暂未开放',
    closedDesc: '目前暂不发放代理佣金，但仍欢迎您提交申请，我们会与您联系。',
  },
  form: {
    title: '申请成为代理',
    name: '称呼',
    namePlaceholder: '您的姓名或称呼',
    contactKind: '联系方式',
    contact: '联系账号',
    channels: '推广渠道（选填）',
    channelsPlaceholder: '您打算在哪里、如何推广，例如社群、网站或线下',
    submit: '提交申请',
    asMember: '将以当前登录账号提交申请',
  },
  kind: {
    phone: '手机',
    email: '邮箱',
    wechat: '微信',
    qq: 'QQ',
    telegram: 'Telegram',
  },
  placeholder: {
    phone: '请输入手机号码',
    email: '请输入邮箱地址',
    wechat: '请输入微信号',
    qq: '请输入QQ号',
    telegram: '请输入 Telegram 用户名',
  },
  done: {
    title: '申请已提交',
    desc: '申请已提交，我们会通过您留下的联系方式尽快联系您',
    state: '申请状态',
    contact: '联系方式',
    home: '返回首页',
  },
  state: {
    pending: '审核中',
    approved: '已通过',
    declined: '未通过',
  },
} as const;

export type JoinUsResources = Widen<typeof zhCNJoinUs>;
