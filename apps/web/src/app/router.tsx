import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LayoutKind } from '../hooks/use-layout-kind.ts';
import { loadI18nPart } from '../i18n/index.ts';
import { DesktopLayout } from './layouts/desktop-layout.tsx';
import { MobileShellLayout } from './layouts/mobile-shell-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { homePath } from './nav.ts';
import type { PageHandle } from './page-handle.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';
import { requireSession } from './session-guard.ts';

/** Redirect to `to`, keeping the query string (spec §2: "/home goes to /app/home keeping the query"). */
const redirectKeepingQuery =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${to}${new URL(request.url).search}`);

/** A page of the member-account area: its module and its texts load together. */
const account =
  <M,>(load: () => Promise<M>) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), loadI18nPart('account')]);
    return module;
  };

/** A wallet page: its texts, and the account texts its forms share (fields, errors). */
const finance =
  <M,>(load: () => Promise<M>) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), loadI18nPart('account'), loadI18nPart('finance')]);
    return module;
  };

const page = {
  home: () => import('./routes/home.tsx'),
  customer: () => import('./routes/customer.tsx'),
  embedded: () => import('./routes/embedded.tsx'),
  entry: () => import('./routes/entry.tsx'),
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
  deposit: finance(() => import('./routes/finance-deposit.tsx')),
  depositInfo: finance(() => import('./routes/finance-deposit-info.tsx')),
  withdraw: finance(() => import('./routes/finance-withdraw.tsx')),
  myAssets: finance(() => import('./routes/finance-my-assets.tsx')),
  transactionRecord: finance(() => import('./routes/user-transaction-record.tsx')),
  transactionDetail: finance(() => import('./routes/user-transaction-detail.tsx')),
};

const titled = (handle: PageHandle) => handle;

/** A lazy page with the title and back target its frame shows. */
const route = (path: string, lazy: RouteObject['lazy'], handle: PageHandle): RouteObject => ({
  path,
  lazy,
  handle,
});

/** Password recovery: no session needed. */
const forgetPasswordRoute = (): RouteObject => ({
  path: 'forgetPassword',
  lazy: page.forgetPassword,
  handle: titled({ labelKey: 'account.forget.title', back: '/login' }),
});

/** The member's own pages (spec §2): personal info, settings, withdrawal accounts. */
const memberPages = (): RouteObject[] => [
  route('personalInfo', page.personalInfo, { labelKey: 'header.personalInfo' }),
  route('personalInfo/name', page.personalName, {
    labelKey: 'account.profile.nameTitle',
    back: '/personalInfo',
  }),
  route('personalInfo/mail', page.personalMail, {
    labelKey: 'account.profile.mailTitle',
    back: '/personalInfo',
  }),
  route('personalInfo/phone', page.personalPhone, {
    labelKey: 'account.profile.phoneTitle',
    back: '/personalInfo',
  }),
  route('setting', page.setting, { labelKey: 'header.settings' }),
  route('setting/password', page.settingPassword, {
    labelKey: 'account.setting.loginPassword',
    back: '/setting',
  }),
  route('setting/success', page.settingSuccess, {
    labelKey: 'account.setting.loginPassword',
    backTo: '/setting',
  }),
  route('setting/wpassword', page.settingWpassword, {
    labelKey: 'account.setting.withdrawPassword',
    back: '/setting',
  }),
  route('setting/wsuccess', page.settingWsuccess, {
    labelKey: 'account.setting.withdrawPassword',
    backTo: '/setting',
  }),
  route('setting/verification', page.settingVerification, {
    labelKey: 'account.setting.forgotWithdrawPassword',
    back: '/setting',
  }),
  route('cards', page.cards, { labelKey: 'header.cards' }),
  route('cards/bankDetail', page.cardsDetail, {
    labelKey: 'account.cards.detailTitle',
    back: '/cards',
  }),
  route('cards/addBankCard', page.cardsAddBank, {
    labelKey: 'account.cards.addBank',
    back: '/cards',
  }),
  route('cards/addVirtualCoin', page.cardsAddVirtual, {
    labelKey: 'account.cards.addVirtual',
    back: '/cards',
  }),
  route('cards/addAlipay', page.cardsAddAlipay, {
    labelKey: 'account.cards.addAlipay',
    back: '/cards',
  }),
];

/** The wallet (spec §2): deposit and its order, withdrawal, assets, transaction records. */
const financePages = (): RouteObject[] => [
  route('finance/deposit', page.deposit, { labelKey: 'header.deposit' }),
  route('finance/deposit/info', page.depositInfo, {
    labelKey: 'finance.info.title',
    back: '/finance/deposit',
  }),
  route('finance/withdraw', page.withdraw, { labelKey: 'header.withdraw' }),
  route('finance/myAssets', page.myAssets, { labelKey: 'header.assets' }),
  route('user/transactionRecord', page.transactionRecord, { labelKey: 'header.transactions' }),
  route('user/transactionDetail', page.transactionDetail, {
    labelKey: 'finance.records.detailTitle',
    back: '/user/transactionRecord',
  }),
];

/** Loader-guarded frame of the member pages (a gate on mobile, the account menu on desktop). */
const memberArea = (): RouteObject => ({
  loader: requireSession,
  lazy: page.accountLayout,
  children: [...memberPages(), ...financePages()],
});

/**
 * One route tree per layout. Pages are the same modules, loaded on demand; only the frame and the
 * two redirects of the spec differ.
 */
export function createRoutes(layout: LayoutKind): RouteObject[] {
  const shared: RouteObject[] = [
    { index: true, loader: redirectKeepingQuery(homePath(layout)) },
    { path: 'embedded', lazy: page.embedded },
    // Spec §2: /entry is the layout of /login and /register; the bare path goes to log-in.
    { path: 'entry', loader: redirectKeepingQuery('/login') },
    {
      lazy: page.entry,
      children: [
        { path: 'login', lazy: page.login },
        { path: 'register', lazy: page.register },
      ],
    },
    { path: '*', lazy: page.notFound },
  ];
  const framed: RouteObject[] =
    layout === 'mobile'
      ? [
          { path: 'home', loader: redirectKeepingQuery('/app/home') },
          {
            path: 'app',
            element: <MobileShellLayout />,
            children: [
              { path: 'home', lazy: page.home },
              { path: 'customer', lazy: page.customer },
            ],
          },
          // Outside the tab shell: a top bar with back and title.
          { lazy: page.pageLayout, children: [forgetPasswordRoute(), memberArea()] },
        ]
      : [
          { path: 'app/home', loader: redirectKeepingQuery('/home') },
          {
            element: <DesktopLayout />,
            children: [
              { path: 'home', lazy: page.home },
              { path: 'app/customer', lazy: page.customer },
              { lazy: page.pageLayout, children: [forgetPasswordRoute()] },
              memberArea(),
            ],
          },
        ];
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: [...framed, ...shared],
    },
  ];
}
