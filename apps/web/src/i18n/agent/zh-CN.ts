// Texts of the agent page (`/user/agentPage`), loaded with it under the top-level key `agent`.
import type { Widen } from '../zh-CN.ts';

export const zhCNAgent = {
  joinUs: '代理计划与合作申请',
  invite: {
    hint: '好友通过您的链接注册后即成为您的下级',
  },
  period: {
    label: '统计周期',
    current: '本月',
    last: '上月',
    earlier: '更早月份',
    range: '{{from}} 至 {{to}}（北京时间）',
    open: '本月数据实时更新，月结后发放佣金',
  },
  team: {
    title: '我的团队',
    direct: '直属下级',
    indirect: '非直属下级',
    depth: '统计 {{depth}} 级下线',
  },
  stats: {
    title: '团队业绩',
    signUps: '新注册',
    firstDeposits: '首存人数',
    deposits: '存款总额',
    validTurnover: '有效投注',
    netWinLoss: '公司输赢',
    bonuses: '优惠红利',
    activeMembers: '活跃人数',
  },
  commission: {
    title: '佣金方案',
    netRevenue: '按净营收计算（公司输赢减去优惠红利）',
    turnover: '按有效投注计算',
    tier: '第 {{n}} 档',
    tierHead: '档位',
    minActive: '活跃人数',
    minAmount: '业绩',
    rate: '佣金比例',
    atLeast: '≥ {{value}}',
    estimate: '本期预估佣金',
    settled: '本期佣金',
    basis: '佣金基数',
    currentTier: '当前档位',
    noTier: '未达到佣金档位',
    off: '本站暂未开放代理佣金',
    paid: '已发放',
  },
  paid: {
    title: '已发放佣金',
    total: '累计 {{amount}}',
    empty: '暂无佣金发放记录',
    item: '{{period}} 佣金',
  },
  tree: {
    title: '下级成员',
    count: '直属下级 {{count}} 人',
    empty: '暂无下级成员',
    emptyDesc: '分享您的邀请链接，邀请好友注册',
    level: '{{level}} 级',
    registered: '注册于 {{date}}',
    direct: '直属 {{count}} 人',
    deposits: '存款',
    turnover: '有效投注',
    expand: '展开 {{account}} 的下级',
    collapse: '收起 {{account}} 的下级',
    more: '加载更多',
  },
} as const;

export type AgentResources = Widen<typeof zhCNAgent>;
