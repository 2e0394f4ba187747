import type { JoinUsResources } from './zh-CN.ts';

export const enJoinUs: JoinUsResources = {
  title: 'Join us',
  intro: {
    heading: 'Become our agent',
    lead: 'Invite friends to play with us and earn a monthly commission on your team’s results.',
    invite: 'Share your own invite link or code: friends who register become your downline.',
    commission:
      'Commission is a share of your downline’s net revenue or valid turnover, settled once per calendar month in Beijing time, at the rate of the tier reached that month.',
    wallet:
      'After the month ends, commission is paid into your wallet; the agent page shows the details.',
    review: 'Once you apply, we will contact you soon to agree the details.',
    member: 'You already have an invite link; the agent page shows your team’s results.',
    agentPage: 'Go to the agent page',
  },
  programme: {
    netRevenue: 'Commission scheme · on net revenue',
    turnover: 'Commission scheme · on valid turnover',
    netRevenueNote: 'Net revenue = the house’s win/loss on your downline, less their bonuses.',
    turnoverNote: 'Valid turnover = the valid stakes of your downline’s bets settled in the month.',
    depth: 'Counts members down to {{depth}} levels below you.',
    active: 'Active member: a downline member with at least one bet settled in the month.',
    tierHead: 'Tier',
    tier: 'Tier {{n}}',
    minActive: 'Active members at least',
    minNetRevenue: 'Net revenue at least',
    minTurnover: 'Valid turnover at least',
    rate: 'Commission rate',
    closed: 'Commission is not open right now',
    closedDesc:
      'We are not paying agent commission at the moment, but applications are still welcome and we will contact you.',
  },
  form: {
    title: 'Apply to become an agent',
    name: 'Name',
    namePlaceholder: 'Your name, or what to call you',
    contactKind: 'Contact by',
    contact: 'Contact',
    channels: 'How you would bring players (optional)',
    channelsPlaceholder: 'Where and how you would promote us, e.g. groups, a website, in person',
    submit: 'Apply',
    asMember: 'You are applying with your signed-in account',
  },
  kind: {
    phone: 'Phone',
    email: 'Email',
    wechat: 'WeChat',
    qq: 'QQ',
    telegram: 'Telegram',
  },
  placeholder: {
    phone: 'Your phone number',
    email: 'Your email address',
    wechat: 'Your WeChat ID',
    qq: 'Your QQ number',
    telegram: 'Your Telegram username',
  },
  done: {
    title: 'Application sent',
    desc: 'Your application has been sent. We will contact you soon using the contact details you gave.',
    state: 'Status',
    contact: 'Contact',
    home: 'Back to home',
  },
  state: {
    pending: 'Under review',
    approved: 'Approved',
    declined: 'Declined',
  },
};
