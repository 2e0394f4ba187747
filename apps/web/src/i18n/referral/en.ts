import type { ReferralResources } from './zh-CN.ts';

export const enReferral: ReferralResources = {
  rule: {
    perFriend: 'For each friend who makes a first deposit',
    text: "When a friend's first deposit reaches {{deposit}}, you get a {{reward}} reward ({{multiple}}× turnover)",
    textNoTurnover:
      "When a friend's first deposit reaches {{deposit}}, you get a {{reward}} reward",
    once: 'One reward per friend, paid to your central wallet',
    paused: 'Referral rewards are paused for now; your invite link still works',
  },
  steps: {
    title: 'How it works',
    share: 'Share your link',
    register: 'Friend signs up',
    deposit: 'First deposit',
    reward: 'You get rewarded',
  },
  totals: {
    title: 'Overview',
    invited: 'Invited',
    rewarded: 'Rewarded',
    paid: 'Total rewards',
  },
  list: {
    title: 'Friends I invited',
    account: 'Account',
    registered: 'Signed up',
    state: 'Status',
    reward: 'Reward',
    rewardedAt: 'Rewarded at',
    registeredOn: 'Signed up {{date}}',
    rewardedOn: 'Paid {{date}}',
    waiting: 'Awaiting deposit',
    rewarded: 'Rewarded',
    empty: 'No friends invited yet',
    emptyDesc: 'Copy your link or let friends scan the code to invite them',
    latest: 'Showing the latest {{count}} friends',
  },
};
