import type { ReferralResources } from './zh-CN.ts';

export const zhHKReferral: ReferralResources = {
  rule: {
    perFriend: '每邀請一位好友首存即得',
    text: '好友首次存款滿 {{deposit}}，您可獲得 {{reward}} 獎勵（需完成 {{multiple}} 倍流水）',
    textNoTurnover: '好友首次存款滿 {{deposit}}，您可獲得 {{reward}} 獎勵',
    once: '每位好友僅獎勵一次，獎勵發放至您的中心錢包',
    paused: '推薦獎勵暫停發放，您的邀請連結仍可正常使用',
  },
  steps: {
    title: '如何賺錢',
    share: '分享連結',
    register: '好友註冊',
    deposit: '好友首存',
    reward: '獲得獎勵',
  },
  totals: {
    title: '邀請概況',
    invited: '已邀請',
    rewarded: '已獎勵',
    paid: '累計獎勵',
  },
  list: {
    title: '我邀請的好友',
    account: '好友賬號',
    registered: '註冊時間',
    state: '狀態',
    reward: '獎勵',
    rewardedAt: '獎勵時間',
    registeredOn: '註冊於 {{date}}',
    rewardedOn: '{{date}} 發放',
    waiting: '待首存',
    rewarded: '已獎勵',
    empty: '還沒有邀請好友',
    emptyDesc: '複製連結或讓好友掃碼，邀請好友一起來玩',
    latest: '顯示最近 {{count}} 位好友',
  },
};
