import { LIMIT_NAMES } from '@kirin/contract';
import type { ProtectionResources } from './zh-CN.ts';

const labels = (names: Record<'day' | 'week' | 'month', string>) => ({
  day: names.day.charAt(0).toUpperCase() + names.day.slice(1),
  week: names.week.charAt(0).toUpperCase() + names.week.slice(1),
  month: names.month.charAt(0).toUpperCase() + names.month.slice(1),
});

export const enProtection: ProtectionResources = {
  intro: 'Set limits, take a time-out or exclude yourself to keep playing fun.',
  notSet: 'Not set',
  kinds: {
    deposit: 'Deposit limit',
    loss: 'Loss limit',
    wager: 'Wager limit',
    session: 'Daily time limit',
    realityCheck: 'Reality check',
  },
  kindHints: {
    deposit: 'The most you can deposit in each period.',
    loss: 'The most you can lose in each period: stakes minus payouts, counting open bets and money in game wallets.',
    wager: 'The most you can stake in each period.',
  },
  periods: {
    day: 'Daily',
    week: 'Weekly',
    month: 'Monthly',
  },
  names: {
    // The server's names (the contract's LIMIT_NAMES), capitalised as labels.
    deposit: labels(LIMIT_NAMES.en.deposit),
    loss: labels(LIMIT_NAMES.en.loss),
    wager: labels(LIMIT_NAMES.en.wager),
    session: 'Daily time limit',
    realityCheck: 'Reality check',
  },
  usage: {
    day: 'Used today {{used}} · {{left}} left',
    week: 'Used this week {{used}} · {{left}} left',
    month: 'Used this month {{used}} · {{left}} left',
    label: '{{name}} used',
  },
  rule: 'A lower limit applies at once. A higher limit or a removal waits 24 hours and then needs your confirmation; until then the old limit still applies.',
  periodNote:
    'Periods follow Beijing time: a day starts at midnight, a week on Monday, a month on the 1st.',
  edit: {
    set: 'Set',
    change: 'Change',
    label: '{{name}} amount',
    placeholder: 'Enter an amount',
    minutesLabel: 'Minutes',
    minutesPlaceholder: '1-1440 minutes',
    save: 'Save',
    cancel: 'Cancel',
    remove: 'Remove limit',
    removeConfirm:
      'Remove this limit ({{name}})? A removal takes effect only after 24 hours and your confirmation.',
    invalidAmount: 'Enter a valid amount',
    invalidMinutes: 'Enter a whole number from 1 to 1440',
  },
  result: {
    applied: 'Applied',
    waiting: 'Requested. You can confirm it in 24 hours.',
    confirmed: 'Confirmed. The new limit applies now.',
  },
  session: {
    title: 'Time',
    minutesValue: '{{minutes}} min',
    sessionHint:
      'When your time logged in today (Beijing time) reaches this, you are logged out until tomorrow.',
    realityHint: 'Reminds you now and then how long you have played and how much you won or lost.',
    off: 'Off',
    every: 'Every {{minutes}} min',
  },
  pending: {
    tag: 'Waiting',
    title: 'Changes waiting',
    to: 'Change to {{value}}',
    removal: 'Remove limit',
    waiting: 'Can be confirmed in {{time}}',
    confirmable: 'The 24 hours are over. Confirm to apply it.',
    confirm: 'Confirm',
    effectiveAt: 'Can be confirmed from {{time}}',
  },
  timeout: {
    title: 'Time-out',
    hint: 'Stop deposits, bets and games for a while. You can still log in to withdraw and read your records.',
    d1: '1 day',
    d7: '7 days',
    d30: '30 days',
    d42: '42 days',
    choose: 'Length',
    submit: 'Start time-out',
    confirmTitle: 'Take a time-out of {{period}}?',
    confirmBody:
      'It starts now and ends at {{until}}. Until then you cannot deposit, bet or play, and you get no marketing messages. Every account registered on any brand of this platform with the same phone number or email is paused too. You will be logged out at once. A time-out cannot be shortened or ended early.',
    confirm: 'Start time-out',
    done: 'Your time-out lasts until {{until}}. You can still log in to withdraw and read your records.',
  },
  exclusion: {
    title: 'Self-exclusion',
    hint: 'If you find it hard to stay in control, exclude yourself for a long time. It cannot be shortened or undone before it ends.',
    choose: 'Length',
    months6: '6 months',
    year1: '1 year',
    years5: '5 years',
    permanent: 'Permanent',
    chooseRequired: 'Choose how long',
    password: 'Login password',
    passwordPlaceholder: 'Enter your login password again',
    submit: 'Exclude myself',
    confirmTitle: 'Exclude yourself for {{period}}?',
    confirmBody:
      'It starts now: {{until}}. Until then you cannot deposit, bet or play, and you get no marketing messages. Every account registered on any brand of this platform with the same phone number or email is excluded too, and none can be opened with them. You will be logged out at once. It cannot be shortened or undone before it ends.',
    untilDate: 'until {{until}}',
    untilForever: 'for good',
    confirm: 'Exclude me',
    done: 'Your self-exclusion applies {{until}}. You can still log in to withdraw and read your records.',
  },
  restriction: {
    timeout:
      'You are on a time-out until {{until}}. Until then you can only withdraw and read your records.',
    excluded:
      'You have excluded yourself until {{until}}. Until then you can only withdraw and read your records.',
    excludedForever:
      'You have excluded yourself for good. You can only withdraw and read your records.',
    notice: 'Please note',
  },
  help: {
    title: 'Why set limits',
    p1: 'Gambling should be entertainment, not a way to make money. Only play with money you can afford to lose, and decide beforehand how much money and time you want to spend.',
    p2: 'A limit is a safeguard you set for yourself: once it is reached, further deposits or bets are refused until the next period starts. You can lower a limit any time; raising it takes a 24-hour cooling-off, so that no decision is made on impulse.',
    lossCounts:
      'The loss limit counts the net losses of bets settled in the period, plus money that may yet be lost: the stakes of open bets and the money in your game wallets. Bringing money back to the central wallet frees that part of the limit.',
    p3: 'If you find yourself chasing losses, borrowing to play, or if gambling affects your work, family or mood, consider a time-out or self-exclusion, and talk to someone close to you or to a professional.',
    p4: 'No one under 18 may play.',
    servicePrefix: 'Questions, or need help? Contact',
    service: 'customer service',
  },
  invite: {
    title: 'Set a deposit limit',
    body: 'Set the most you will deposit per day, week or month, to keep playing fun. You can lower it any time.',
    set: 'Set limit',
    later: 'Not now',
    link: 'Set a deposit limit',
  },
};
