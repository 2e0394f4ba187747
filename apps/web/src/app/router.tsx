import type { RouteObject } from 'react-router';
import type { LayoutKind } from '../hooks/use-layout-kind.ts';
import { contentPages, sponsorRoute } from './content-routes.ts';
import { createFirstRoutes, redirectKeepingQuery, type MoreRoutes } from './first-routes.tsx';
import { homePath } from './nav.ts';
import type { PageHandle } from './page-handle.ts';
import { lazyPage as page } from './lazy-page.ts';
import { requireSession } from './session-guard.ts';

/** A lazy page with the title and back target its frame shows. */
const route = (path: string, lazy: RouteObject['lazy'], handle: PageHandle): RouteObject => ({
  path,
  lazy,
  handle,
});

/** A page of a section; the key is written out as `labelKey` for the translation test. */
type SectionPage = {
  path: string;
  lazy: RouteObject['lazy'];
  labelKey: string;
  /** A success page: back always leads to the section, never into the form just sent. */
  done?: true;
};

/** A page and the pages below it (`<path>/<sub-path>`), whose back leads up to it. */
function section(top: SectionPage, below: SectionPage[] = []): RouteObject[] {
  const up = `/${top.path}`;
  return [
    route(top.path, top.lazy, { labelKey: top.labelKey }),
    ...below.map(({ path, lazy, labelKey, done }) =>
      route(`${top.path}/${path}`, lazy, done ? { labelKey, backTo: up } : { labelKey, back: up }),
    ),
  ];
}

/** Activities (issue 7), no session needed: the list in the shell, one activity under a bar. */
const activityListRoute = (): RouteObject => ({
  path: 'activity/list',
  lazy: page('activityList'),
});
const activityDetailRoute = (): RouteObject =>
  route('activity/detail', page('activityDetail'), {
    labelKey: 'promotions.detailTitle',
    back: '/activity/list',
  });

/**
 * The sportsbook (issue 23), no session needed to look: the lobby, one match below it; the
 * member's bets need one.
 */
const sportsPages = (): RouteObject[] => [
  route('sports', page('sportsLobby'), { labelKey: 'sports.title' }),
  route('sports/event/:id', page('sportsEvent'), { labelKey: 'sports.title', back: '/sports' }),
  {
    loader: requireSession,
    children: [
      route('sports/bets', page('sportsBets'), { labelKey: 'sports.bets.title', back: '/sports' }),
    ],
  },
];

/** Spec §2: customer service in a frame, under the page's bar. */
const customerFrameRoute = (): RouteObject =>
  route('iframeCustomerService', page('customerFrame'), { labelKey: 'support.outside.title' });

/** "Join us" (issue 26): the agent programme and the application, for guests and members. */
const joinUsRoute = (): RouteObject =>
  route('joinUs', page('joinUs'), { labelKey: 'joinUs.title' });

/** Password recovery: no session needed. */
const forgetPasswordRoute = (): RouteObject =>
  route('forgetPassword', page('forgetPassword'), {
    labelKey: 'account.forget.title',
    back: '/login',
  });

/** The member's own pages (spec §2): personal info, settings, withdrawal accounts. */
const memberPages = (): RouteObject[] => [
  ...section(
    { path: 'personalInfo', lazy: page('personalInfo'), labelKey: 'header.personalInfo' },
    [
      { path: 'name', lazy: page('personalName'), labelKey: 'account.profile.nameTitle' },
      { path: 'mail', lazy: page('personalMail'), labelKey: 'account.profile.mailTitle' },
      { path: 'phone', lazy: page('personalPhone'), labelKey: 'account.profile.phoneTitle' },
    ],
  ),
  ...section({ path: 'setting', lazy: page('setting'), labelKey: 'header.settings' }, [
    { path: 'password', lazy: page('settingPassword'), labelKey: 'account.setting.loginPassword' },
    {
      path: 'success',
      lazy: page('settingSuccess'),
      labelKey: 'account.setting.loginPassword',
      done: true,
    },
    {
      path: 'wpassword',
      lazy: page('settingWpassword'),
      labelKey: 'account.setting.withdrawPassword',
    },
    {
      path: 'wsuccess',
      lazy: page('settingWsuccess'),
      labelKey: 'account.setting.withdrawPassword',
      done: true,
    },
    {
      path: 'verification',
      lazy: page('settingVerification'),
      labelKey: 'account.setting.forgotWithdrawPassword',
    },
  ]),
  ...section({ path: 'cards', lazy: page('cards'), labelKey: 'header.cards' }, [
    { path: 'bankDetail', lazy: page('cardsDetail'), labelKey: 'account.cards.detailTitle' },
    { path: 'addBankCard', lazy: page('cardsAddBank'), labelKey: 'account.cards.addBank' },
    { path: 'addVirtualCoin', lazy: page('cardsAddVirtual'), labelKey: 'account.cards.addVirtual' },
    { path: 'addAlipay', lazy: page('cardsAddAlipay'), labelKey: 'account.cards.addAlipay' },
  ]),
];

/**
 * The wallet (spec §2): deposit and its order, withdrawal, assets, transfers between the central
 * and venue wallets, transaction and betting records.
 */
const financePages = (): RouteObject[] => [
  ...section({ path: 'finance/deposit', lazy: page('deposit'), labelKey: 'header.deposit' }, [
    { path: 'info', lazy: page('depositInfo'), labelKey: 'finance.info.title' },
  ]),
  route('finance/withdraw', page('withdraw'), { labelKey: 'header.withdraw' }),
  route('finance/myAssets', page('myAssets'), { labelKey: 'header.assets' }),
  route('finance/transfer', page('transfer'), { labelKey: 'header.transfer' }),
  // Virtual coins: the USDT wallet, the exchange at a locked rate, where to buy USDT.
  route('user/virtualWallet', page('coinWallet'), { labelKey: 'header.coinWallet' }),
  route('user/exchange', page('exchange'), { labelKey: 'header.exchange' }),
  route('user/addCoin', page('addCoin'), { labelKey: 'header.addCoin' }),
  route('user/transactionRecord', page('transactionRecord'), { labelKey: 'header.transactions' }),
  route('user/bettingRecord', page('bettingRecord'), { labelKey: 'header.bets' }),
  // The member's monthly statement (responsible gambling): totals per Beijing month.
  route('user/statement', page('statement'), { labelKey: 'header.statement' }),
  // The spec's paths put the detail beside its list, not below it.
  route('user/transactionDetail', page('transactionDetail'), {
    labelKey: 'finance.records.detailTitle',
    back: '/user/transactionRecord',
  }),
];

/**
 * Feedback (issue 7): submit, the member's threads, one thread beside the list (spec paths), and
 * the tutorial "leave a message" page, which posts feedback too and so needs a session.
 */
const feedbackPages = (): RouteObject[] => [
  route('user/feedback', page('feedback'), { labelKey: 'header.feedback' }),
  route('user/feedbackList', page('feedbackList'), { labelKey: 'feedback.listTitle' }),
  route('user/feedbackDetail', page('feedbackDetail'), {
    labelKey: 'feedback.detailTitle',
    back: '/user/feedbackList',
  }),
  route('tutorial/leaveMsg', page('leaveMsg'), {
    labelKey: 'feedback.leaveMsg.title',
    back: '/help/center',
  }),
];

/**
 * VIP (issue 7): the ladder, the member's VIP centre with rewards to claim, the reward records and
 * one reward beside the list (spec paths).
 */
const vipPages = (): RouteObject[] => [
  route('user/vip/privilege', page('vipPrivilege'), {
    labelKey: 'vip.privilegeTitle',
    back: '/user/vip/detail',
  }),
  route('user/vip/detail', page('vipDetail'), { labelKey: 'header.vip' }),
  route('user/redemptionRecord', page('redemptionRecord'), { labelKey: 'header.redemptions' }),
  route('user/redemptionDetail', page('redemptionDetail'), {
    labelKey: 'vip.record.detailTitle',
    back: '/user/redemptionRecord',
  }),
];

/** The member's messages (issue 7): the inbox, one message below it. */
const messagePages = (): RouteObject[] =>
  section({ path: 'user/message', lazy: page('messages'), labelKey: 'header.messages' }, [
    { path: 'detail', lazy: page('messageDetail'), labelKey: 'messages.detailTitle' },
  ]);

/**
 * Where a venue returns the member: their balance comes back from it, so a session is needed.
 * Back leads home, never into the game just left.
 */
const venueBackRoute = (layout: LayoutKind): RouteObject => ({
  loader: requireSession,
  children: [
    route('app/venueBack', page('venueBack'), {
      labelKey: 'games.back.title',
      backTo: homePath(layout),
    }),
  ],
});

/** The member centre: a tab of the phone's shell; on a desktop, a page of the account frame. */
const centerRoute = (): RouteObject => ({
  path: 'app/center',
  loader: requireSession,
  lazy: page('center'),
  handle: { labelKey: 'nav.center' },
});

/**
 * Loader-guarded frame of the member pages (a gate on mobile, the account menu on desktop, whose
 * menu the desktop member centre shares with every other member page).
 */
const memberArea = (layout: LayoutKind): RouteObject => ({
  loader: requireSession,
  lazy: page('accountLayout'),
  children: [
    ...(layout === 'desktop' ? [centerRoute()] : []),
    ...memberPages(),
    ...financePages(),
    ...messagePages(),
    ...feedbackPages(),
    ...vipPages(),
    // The agent page (issue 7): invite link, team figures, commission, downline tree.
    route('user/agentPage', page('agentPage'), { labelKey: 'header.agent' }),
    // Share and earn (issue 26): the referral reward, the invite link and QR code, the invitees.
    route('user/shareEarn', page('shareEarn'), { labelKey: 'header.shareEarn' }),
    // Responsible gambling (issue 25): limits, time-out, self-exclusion.
    route('user/responsible', page('responsible'), { labelKey: 'header.responsible' }),
  ],
});

/** The tab pages beside the home, in the phone's shell or the desktop frame. */
const tabPages = (layout: LayoutKind): RouteObject[] => [
  { path: 'app/customer', lazy: page('customer') },
  sponsorRoute('app/sponsor'),
  ...(layout === 'mobile' ? [centerRoute()] : []),
  activityListRoute(),
];

/** Pages outside the tabs, under a top bar with back and title. */
const barredPages = (layout: LayoutKind): RouteObject[] => [
  activityDetailRoute(),
  // A phone shows the book under the page's bar; a desktop in the wide frame (moreRoutes).
  ...(layout === 'mobile' ? sportsPages() : []),
  forgetPasswordRoute(),
  customerFrameRoute(),
  joinUsRoute(),
  venueBackRoute(layout),
  ...contentPages(),
];

/** The entry layout (spec §2) and its two pages. */
const entryRoutes = (): RouteObject => ({
  lazy: page('entry'),
  children: [
    { path: 'login', lazy: page('login') },
    { path: 'register', lazy: page('register') },
  ],
});

/**
 * Every route but the first paint's (first-routes.tsx), by the parent it goes under. Pages are the
 * same modules in both layouts, loaded on demand; only the frames and the spec's redirects differ.
 */
export function moreRoutes(layout: LayoutKind): MoreRoutes {
  const shared: RouteObject[] = [
    { path: 'embedded', lazy: page('embedded') },
    // A game fills the screen under its own slim bar, outside both frames.
    {
      path: 'games/:id/:title/:code/:gtype',
      loader: requireSession,
      lazy: page('gamePlay'),
      handle: { labelKey: 'games.launch.title' },
    },
    // Spec §2: /entry is the layout of /login and /register; the bare path goes to log-in.
    { path: 'entry', loader: redirectKeepingQuery('/login') },
  ];
  if (layout === 'mobile') {
    return {
      shell: tabPages(layout),
      root: [
        { lazy: page('pageLayout'), children: [...barredPages(layout), memberArea(layout)] },
        // A phone's log-in fills the screen, without the shell.
        entryRoutes(),
        ...shared,
      ],
    };
  }
  return {
    frame: [
      ...tabPages(layout),
      ...sportsPages(),
      { lazy: page('pageLayout'), children: barredPages(layout) },
      memberArea(layout),
      // Log-in and registration inside the site's header and footer, like every desktop page.
      entryRoutes(),
    ],
    root: shared,
  };
}

/** The whole route tree of a layout, as the router holds it once the rest is grafted on. */
export const createRoutes = (layout: LayoutKind): RouteObject[] =>
  createFirstRoutes(layout, moreRoutes(layout));
