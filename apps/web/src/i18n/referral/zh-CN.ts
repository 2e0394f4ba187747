// Texts of the share-and-earn page (`/user/shareEarn`), loaded with it under the top-level key
// `referral`. The menu entry's label (`header.shareEarn`) ships with the core bundle.
import type { Widen } from '../zh-CN.ts';

export const zhCNReferral = {
  rule: {
    perFriend: '每邀请一位好友首存即得',
    text: '好友首次存款满 {{deposit}}，您可获得 {{reward}} 奖励（需完成 {{multiple}} 倍流水）',
    textNoTurnover: '好友首次存款满 {{deposit}}，您可获得 {{reward}} 奖励',
    once: '每位好友仅奖励一次，奖励发放至您的中心钱包',
    paused: '推荐奖励暂停发放，您的邀请链接仍可正常使用',
  },
  steps: {
    title: '如何赚钱',
    share: '分享链接',
    register: '好友注册',
    deposit: '好友首存',
    reward: '获得奖励',
  },
  totals: {
    title: '邀请概况',
    invited: '已邀请',
    rewarded: '已奖励',
    paid: '累计奖励',
  },
  list: {
    title: '我邀请的好友',
    account: '好友账号',
    registered: '注册时间',
    state: '状态',
    reward: '奖励',
    rewardedAt: '奖励时间',
    registeredOn: '注册于 {{date}}',
    rewardedOn: '{{date}} 发放',
    waiting: '待首存',
    rewarded: '已奖励',
    empty: '还没有邀请好友',
    emptyDesc: '复制链接或让好友扫码，邀请好友一起来玩',
    latest: '显示最近 {{count}} 位好友',
  },
} as const;

export type ReferralResources = Widen<typeof zhCNReferral>;
