import type { Resources } from './zh-CN.ts';

export const en: Resources = {
  common: {
    backHome: 'Back to home',
    back: 'Back',
    loading: 'Loading…',
    ok: 'OK',
    retry: 'Retry',
    language: 'Language',
    copy: 'Copy',
    copyLabel: 'Copy {{label}}',
    copied: 'Copied.',
    copyFailed: 'Copy failed.',
  },
  nav: {
    home: 'Home',
    customer: 'Support',
    mainMenu: 'Main menu',
  },
  home: {
    notice: 'Welcome to {{site}}! Please bet responsibly. No one under 18 may take part.',
    noticeLabel: 'Notice',
    categories: 'Game categories',
    emptyGames: 'Games are coming soon',
    loadFailed: 'The game list could not be loaded',
    maintenance: 'Maintenance',
    banners: {
      welcome: {
        title: 'Welcome to {{site}}',
        subtitle: 'Sports, live casino and slots in one place',
      },
      responsible: {
        title: 'Play responsibly',
        subtitle: 'Adults only. Set deposit limits or take a break at any time',
      },
      secure: {
        title: 'Your funds, always accounted for',
        subtitle: 'Every movement of money is on record',
      },
    },
  },
  customer: {
    title: 'Customer service',
    desc: 'Here for you around the clock',
    open: 'Chat with customer service',
    whatsapp: 'Contact us on WhatsApp',
    unavailable: 'Customer service is not available yet. Please try again later.',
  },
  header: {
    login: 'Log in',
    register: 'Register',
    myAccount: 'My account',
    accountMenu: 'Account menu: {{name}}',
    personalInfo: 'Personal info',
    settings: 'Security',
    cards: 'Withdrawal accounts',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    assets: 'My assets',
    transactions: 'Transactions',
    balance: 'Balance',
    refreshBalance: 'Refresh balance',
    logout: 'Log out',
  },
  entry: {
    welcome: 'Welcome to {{site}}',
    adultOnly: 'This site is for adults aged 18 and over only',
    tabs: 'Log in or register',
  },
  notFound: {
    title: 'Page not found',
    desc: 'The page you are looking for does not exist or has been removed',
  },
  error: {
    title: 'Unexpected Application Error!',
    desc: 'Something went wrong on this page. Please go back home and try again.',
  },
  pwa: {
    offlineReady: 'This site now works offline',
  },
  hijack: {
    title: 'Security notice',
  },
  footer: {
    responsible: 'Bet responsibly · No one under 18',
    licence: 'Operated by a licensed operator. Please follow the laws where you live.',
    adult: '18+',
  },
};
