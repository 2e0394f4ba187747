import { loadI18nPart, type I18nPart } from '../i18n/index.ts';

// The page modules of the route tree and the texts each loads with. The route tree itself
// (router.tsx) ships with the app; this table of imports, with the list of chunks each page needs,
// loads when a page other than the home is first wanted, or once the first page is idle (main.tsx),
// so that the home's first paint does not carry it.

/** A page whose module loads together with the texts of its area (`parts`). */
const withTexts =
  (...parts: I18nPart[]) =>
  <M>(load: () => Promise<M>) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), ...parts.map(loadI18nPart)]);
    return module;
  };

/** A page of the member-account area. */
const account = withTexts('account');
/** A wallet page: its texts, and the account texts its forms share (fields, errors). */
const finance = withTexts('account', 'finance');
/** The crypto pages and the withdraw page (USDT quotes): the wallet's texts and the coins'. */
const coins = withTexts('account', 'finance', 'coins');
/** Games and venue wallets: their texts, and the wallet texts they share (amounts, presets). */
const games = withTexts('account', 'finance', 'games');
/** Messages: their texts, and the account texts they share (errors, load states). */
const inbox = withTexts('account', 'messages');
/** Feedback pages: their texts, and the account texts their forms share (errors, success). */
const feedback = withTexts('account', 'feedback');
/** VIP pages: their texts, and the account texts they share (errors, forms, load states). */
const vip = withTexts('account', 'vip');
/** Reward records: the VIP texts, and the wallet texts of the records pieces they reuse. */
const rewardRecords = withTexts('account', 'finance', 'vip');
/** The agent page: its texts, and the account texts it shares (load states, copy). */
const agent = withTexts('account', 'agent');
/** "Join us": its texts, and the account texts its form shares (reasons, submitting). */
const joinUs = withTexts('account', 'joinUs');
/** Share and earn: its texts, and the account texts it shares (load states, copy). */
const referral = withTexts('account', 'referral');
/** Activities: their texts, and the account texts they share (errors, load states). */
const promotions = withTexts('account', 'promotions');
/** Customer service: the chat's texts, and the account texts it shares (errors, load states). */
const support = withTexts('account', 'support');
/** The sportsbook: its texts, and the account texts it shares (errors, load states). */
const sports = withTexts('account', 'sports');
/** The member centre (with the last log-in) and the monthly statement: session-care texts. */
const care = withTexts('account', 'care');
/** Responsible gambling: its texts, and the account texts its forms share (password, errors). */
const protection = withTexts('account', 'protection');
/** The deposit page: the wallet's texts, and the invitation to set a deposit limit. */
const depositTexts = withTexts('account', 'finance', 'protection');
/** The help centre, tutorials and sponsor page (content-routes.ts). */
const content = withTexts('content');

/** Every lazy page and frame of the route tree (router.tsx), by name. */
export const pages = {
  content: content(() => import('./routes/content-page.tsx')),
  activityList: promotions(() => import('./routes/activity-list.tsx')),
  activityDetail: promotions(() => import('./routes/activity-detail.tsx')),
  customer: support(() => import('./routes/customer.tsx')),
  customerFrame: support(() => import('./routes/iframe-customer-service.tsx')),
  center: care(() => import('./routes/center.tsx')),
  embedded: () => import('./routes/embedded.tsx'),
  entry: account(() => import('./routes/entry.tsx')),
  notFound: () => import('./routes/not-found.tsx'),
  pageLayout: () => import('./layouts/page-layout.tsx'),
  accountLayout: () => import('./layouts/account-layout.tsx'),
  login: account(() => import('./routes/login.tsx')),
  register: account(() => import('./routes/register.tsx')),
  forgetPassword: account(() => import('./routes/forget-password.tsx')),
  personalInfo: account(() => import('./routes/personal-info.tsx')),
  personalName: account(() => import('./routes/personal-name.tsx')),
  personalMail: account(() => import('./routes/personal-mail.tsx')),
  personalPhone: account(() => import('./routes/personal-phone.tsx')),
  setting: account(() => import('./routes/setting.tsx')),
  settingPassword: account(() => import('./routes/setting-password.tsx')),
  settingSuccess: account(() => import('./routes/setting-success.tsx')),
  settingWpassword: account(() => import('./routes/setting-wpassword.tsx')),
  settingWsuccess: account(() => import('./routes/setting-wsuccess.tsx')),
  settingVerification: account(() => import('./routes/setting-verification.tsx')),
  cards: account(() => import('./routes/cards.tsx')),
  cardsDetail: account(() => import('./routes/cards-bank-detail.tsx')),
  cardsAddBank: account(() => import('./routes/cards-add-bank-card.tsx')),
  cardsAddVirtual: account(() => import('./routes/cards-add-virtual-coin.tsx')),
  cardsAddAlipay: account(() => import('./routes/cards-add-alipay.tsx')),
  deposit: depositTexts(() => import('./routes/finance-deposit.tsx')),
  depositInfo: finance(() => import('./routes/finance-deposit-info.tsx')),
  withdraw: coins(() => import('./routes/finance-withdraw.tsx')),
  coinWallet: coins(() => import('./routes/user-virtual-wallet.tsx')),
  exchange: coins(() => import('./routes/user-exchange.tsx')),
  addCoin: coins(() => import('./routes/user-add-coin.tsx')),
  myAssets: finance(() => import('./routes/finance-my-assets.tsx')),
  transactionRecord: finance(() => import('./routes/user-transaction-record.tsx')),
  transactionDetail: finance(() => import('./routes/user-transaction-detail.tsx')),
  statement: care(() => import('./routes/user-statement.tsx')),
  transfer: games(() => import('./routes/finance-transfer.tsx')),
  sportsLobby: sports(() => import('./routes/sports.tsx')),
  sportsEvent: sports(() => import('./routes/sports-event.tsx')),
  sportsBets: sports(() => import('./routes/sports-bets.tsx')),
  bettingRecord: games(() => import('./routes/user-betting-record.tsx')),
  gamePlay: games(() => import('./routes/games-play.tsx')),
  venueBack: games(() => import('./routes/app-venue-back.tsx')),
  messages: inbox(() => import('./routes/user-message.tsx')),
  messageDetail: inbox(() => import('./routes/user-message-detail.tsx')),
  feedback: feedback(() => import('./routes/user-feedback.tsx')),
  feedbackList: feedback(() => import('./routes/user-feedback-list.tsx')),
  feedbackDetail: feedback(() => import('./routes/user-feedback-detail.tsx')),
  leaveMsg: feedback(() => import('./routes/tutorial-leave-msg.tsx')),
  vipPrivilege: vip(() => import('./routes/user-vip-privilege.tsx')),
  vipDetail: vip(() => import('./routes/user-vip-detail.tsx')),
  redemptionRecord: rewardRecords(() => import('./routes/user-redemption-record.tsx')),
  redemptionDetail: rewardRecords(() => import('./routes/user-redemption-detail.tsx')),
  agentPage: agent(() => import('./routes/user-agent-page.tsx')),
  joinUs: joinUs(() => import('./routes/join-us.tsx')),
  shareEarn: referral(() => import('./routes/referral-page.tsx')),
  responsible: protection(() => import('./routes/user-responsible.tsx')),
};

export type PageName = keyof typeof pages;
