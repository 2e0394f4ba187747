// Texts of the showcase home (brand.json `homeLayout: "showcase"`), loaded with that layout's code
// under the top-level key `showcase`; the standard home needs none of them.
import type { Widen } from '../zh-CN.ts';

export const zhCNShowcase = {
  promotions: '优惠活动',
  allActivities: '全部活动',
  allActivitiesDesc: '新人礼、存款加赠等你来拿',
  promoOpen: '查看详情',
  hotGames: '热门游戏',
  jump: '游戏分类导航',
  gamesCount: '{{count}} 款',
  showAll: '查看全部 {{count}} 款',
  showLess: '收起',
  sportsbookDesc: '滚球 · 串关 · 热门赛事',
} as const;

export type ShowcaseResources = Widen<typeof zhCNShowcase>;
