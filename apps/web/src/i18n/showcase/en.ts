import type { ShowcaseResources } from './zh-CN.ts';

export const enShowcase: ShowcaseResources = {
  promotions: 'Promotions',
  allActivities: 'All promotions',
  allActivitiesDesc: 'Welcome gifts, deposit bonuses and more',
  promoOpen: 'Details',
  hotGames: 'Hot games',
  jump: 'Game categories',
  gamesCount: '{{count}} games',
  showAll: 'Show all {{count}}',
  showLess: 'Show fewer',
  sportsbookDesc: 'In-play · parlays · top matches',
};
