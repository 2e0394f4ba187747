import type { ShowcaseResources } from './zh-CN.ts';

export const zhHKShowcase: ShowcaseResources = {
  promotions: '優惠活動',
  allActivities: '全部活動',
  allActivitiesDesc: '新人禮、存款加贈等你來拿',
  promoOpen: '查看詳情',
  hotGames: '熱門遊戲',
  jump: '遊戲分類導航',
  gamesCount: '{{count}} 款',
  showAll: '查看全部 {{count}} 款',
  showLess: '收起',
  sportsbookDesc: '滾球 · 過關 · 熱門賽事',
};
