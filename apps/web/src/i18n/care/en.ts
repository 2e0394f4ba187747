import type { CareResources } from './zh-CN.ts';

export const enCare: CareResources = {
  duration: {
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
  reality: {
    title: 'Reality check',
    elapsed: 'You have been logged in for {{time}}',
    staked: 'Staked since log-in',
    net: 'Net result since log-in',
    note: 'Play for fun and within your means. You can log out at any time to take a break.',
    continue: 'Continue',
    logout: 'Log out',
    history: 'See my history',
  },
  end: {
    title: 'Session time limit',
    message: 'You have reached today’s session time limit. Please come back tomorrow.',
    confirm: 'OK',
  },
  lastLogin: {
    label: 'Last log-in: {{when}}',
    first: 'First log-in',
  },
  statement: {
    intro: 'Money and betting totals for the last 12 months, by calendar month in Beijing time',
    month: 'Month',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    stakes: 'Stakes',
    payouts: 'Payouts',
    bonuses: 'Bonuses',
    net: 'Net result',
    netHint: 'Net result = payouts + bonuses − stakes',
    total: 'Last 12 months',
    export: 'Export CSV',
    exported: 'Statement exported',
    empty: 'No statement yet',
    fileName: 'statement',
  },
};
