// Source language: every key is defined here first; zh-HK and en must have the same keys.
export const zhCN = {
  common: {
    backHome: '返回首页',
    back: '返回',
    loading: '加载中…',
    ok: '知道了',
    retry: '重试',
    language: '语言',
    copy: '复制',
    copyLabel: '复制{{label}}',
    copied: '复制成功',
    copyFailed: '复制失败',
  },
  nav: {
    home: '首页',
    activity: '优惠',
    customer: '客服',
    sponsor: '赞助',
    center: '会员中心',
    mainMenu: '主菜单',
  },
  home: {
    notice: '欢迎来到{{site}}！请理性投注，未满18周岁禁止参与。',
    noticeLabel: '公告',
    categories: '游戏分类',
    sportsbook: '体育',
    emptyGames: '游戏即将上线，敬请期待',
    loadFailed: '游戏列表加载失败',
    maintenance: '维护中',
    maintenanceToast: '该场馆维护中，请稍后再试',
    activities: '优惠活动',
    activitiesDesc: '新人礼、存款加赠等你来拿',
    banners: {
      welcome: {
        title: '欢迎来到{{site}}',
        subtitle: '体育 · 真人 · 电子，一站畅玩',
        action: '查看优惠',
      },
      responsible: {
        title: '理性投注 快乐游戏',
        subtitle: '未满18周岁禁止参与，请量力而行',
        action: '了解更多',
      },
      secure: {
        title: '资金安全 有据可查',
        subtitle: '每一笔资金往来均有完整记录',
        action: '查看交易记录',
      },
    },
  },
  header: {
    login: '登录',
    register: '注册',
    myAccount: '我的账户',
    accountMenu: '账户菜单：{{name}}',
    personalInfo: '个人资料',
    settings: '安全设置',
    cards: '提现账户',
    deposit: '充值',
    withdraw: '提现',
    assets: '我的资产',
    transfer: '转账',
    transactions: '交易记录',
    bets: '投注记录',
    feedback: '意见反馈',
    messages: '消息中心',
    unread: '{{count}}条未读消息',
    balance: '余额',
    refreshBalance: '刷新余额',
    help: '帮助中心',
    agent: '代理中心',
    shareEarn: '分享赚钱',
    vip: 'VIP中心',
    redemptions: '领取记录',
    statement: '月度报表',
    responsible: '负责任博彩',
    logout: '退出登录',
  },
  notFound: {
    title: '页面不存在',
    desc: '您访问的页面不存在或已被移除',
  },
  error: {
    title: 'Unexpected Application Error!',
    desc: '页面出现了问题，请返回首页后重试',
  },
  // The site pop-up opens on the home, so its texts ship with the page, not with the activities.
  popup: {
    close: '关闭',
    hideToday: '今日不再显示',
    view: '查看详情',
    next: '下一条',
    count: '{{index}}/{{total}}',
    table: '表格',
  },
  pwa: {
    offlineReady: '网站已可离线使用',
  },
  hijack: {
    title: '安全提示',
  },
  footer: {
    responsibleLink: '负责任博彩',
    joinUs: '加入我们',
    responsible: '理性投注 · 未满18周岁禁止参与',
    licence: '本平台由持牌运营商运营，请遵守当地法律法规',
    adult: '18+',
  },
} as const;

/** The shape of a source-language bundle that the other languages fill with their own words. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Resources = Widen<typeof zhCN>;
