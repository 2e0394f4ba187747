// Texts of session care (the reality check, the end of a session by the member's time limit, the
// last log-in in the member centre) and the monthly statement, under the top-level key `care`.
import type { Widen } from '../zh-CN.ts';

export const zhCNCare = {
  duration: {
    hoursMinutes: '{{hours}} 小时 {{minutes}} 分钟',
    minutes: '{{minutes}} 分钟',
  },
  reality: {
    title: '游戏时间提醒',
    elapsed: '您已登录 {{time}}',
    staked: '登录以来投注',
    net: '登录以来输赢',
    note: '理性娱乐，量力而行。如需休息，可随时退出登录。',
    continue: '继续',
    logout: '退出登录',
    history: '查看记录',
  },
  end: {
    title: '在线时长提醒',
    message: '您已达到今日在线时长限制，请明天再来',
    confirm: '我知道了',
  },
  lastLogin: {
    label: '上次登录：{{when}}',
    first: '首次登录',
  },
  statement: {
    intro: '近 12 个月的资金与投注汇总，按北京时间自然月统计',
    month: '月份',
    deposits: '存款',
    withdrawals: '提款',
    stakes: '投注',
    payouts: '派彩',
    bonuses: '红利',
    net: '净输赢',
    netHint: '净输赢 = 派彩 + 红利 − 投注',
    total: '近 12 个月合计',
    export: '导出 CSV',
    exported: '报表已导出',
    empty: '暂无报表数据',
    fileName: '月度报表',
  },
} as const;

export type CareResources = Widen<typeof zhCNCare>;
