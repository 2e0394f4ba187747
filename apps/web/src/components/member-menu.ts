import { currency } from '@brand/brand.json';

/** The exchange: only where the site currency is not USDT itself (there is nothing to exchange). */
const EXCHANGE = '/user/exchange';

/**
 * The member's own pages, as the account menu in the header lists them and the desktop account
 * frame's left menu too: only pages that exist are listed.
 */
const ALL_ENTRIES = [
  { to: '/finance/deposit', labelKey: 'header.deposit' },
  { to: '/finance/withdraw', labelKey: 'header.withdraw' },
  { to: '/finance/myAssets', labelKey: 'header.assets' },
  { to: '/finance/transfer', labelKey: 'header.transfer' },
  { to: '/user/virtualWallet', labelKey: 'header.coinWallet' },
  { to: EXCHANGE, labelKey: 'header.exchange' },
  { to: '/user/addCoin', labelKey: 'header.addCoin' },
  { to: '/user/transactionRecord', labelKey: 'header.transactions' },
  { to: '/user/bettingRecord', labelKey: 'header.bets' },
  { to: '/user/statement', labelKey: 'header.statement' },
  { to: '/user/redemptionRecord', labelKey: 'header.redemptions' },
  { to: '/user/vip/detail', labelKey: 'header.vip' },
  { to: '/user/feedback', labelKey: 'header.feedback' },
  { to: '/user/message', labelKey: 'header.messages' },
  { to: '/user/agentPage', labelKey: 'header.agent' },
  { to: '/user/shareEarn', labelKey: 'header.shareEarn' },
  { to: '/personalInfo', labelKey: 'header.personalInfo' },
  { to: '/setting', labelKey: 'header.settings' },
  { to: '/cards', labelKey: 'header.cards' },
  { to: '/user/responsible', labelKey: 'header.responsible' },
  { to: '/help/center', labelKey: 'header.help' },
] as const;

/** The entries a site of this currency has: on a USDT site, no exchange. */
export const memberMenuFor = (siteCurrency: string) =>
  ALL_ENTRIES.filter((entry) => siteCurrency !== 'USDT' || entry.to !== EXCHANGE);

export const MEMBER_MENU = memberMenuFor(currency);
