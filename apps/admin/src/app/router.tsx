import { lazy, Suspense, type ReactNode } from 'react';
import { Space, Spin } from 'antd';
import {
  createBrowserRouter,
  Navigate,
  useOutletContext,
  useParams,
  type RouteObject,
} from 'react-router';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { EnrolPage } from '../features/auth/enrol-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import type { Me } from '../features/auth/auth-api.ts';
import { FeedbackPage } from '../features/feedback/feedback-page.tsx';
import { AdjustmentsPage } from '../features/finance/adjustments-page.tsx';
import { BooksBanner } from '../features/finance/books-banner.tsx';
import { CataloguePage } from '../features/catalogue/catalogue-page.tsx';
import { ContentPagesPage } from '../features/content/content-page.tsx';
import { DepositsPage } from '../features/finance/deposits-page.tsx';
import { WithdrawalsPage } from '../features/finance/withdrawals-page.tsx';
import { MemberPage, type MemberTab } from '../features/members/member-page.tsx';
import { MembersPage } from '../features/members/members-page.tsx';
import { MessagesPage } from '../features/messages/messages-page.tsx';
import { EventPage } from '../features/trading/event-page.tsx';
import { EventsPage } from '../features/trading/events-page.tsx';
import { OutboxPage } from '../features/outbox/outbox-page.tsx';
import { PromotionsPage } from '../features/promotions/promotions-page.tsx';
import { useLanguage } from '../i18n/language.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { screensFor } from './screens.ts';

const useOperator = () => useOutletContext<Me>();

// The charts come with the dashboard only, not with every screen's first load.
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);

/** The books' last check heads the money screens of a platform operator (it is platform-wide). */
function WithBooks({ sites, children }: { sites: string[] | null; children: ReactNode }) {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {sites === null && <BooksBanner />}
      {children}
    </Space>
  );
}

function Dashboard() {
  const { sites, role, outbox } = useOperator();
  // Each queue's card opens its screen, where this operator has one.
  const paths = new Map(screensFor(role, sites, outbox).map((screen) => [screen.key, screen.path]));
  const links = {
    deposits: paths.get('deposits'),
    withdrawals: paths.get('withdrawals'),
    adjustments: paths.get('adjustments'),
    feedback: paths.get('feedback'),
  };
  return (
    <WithBooks sites={sites}>
      <Suspense fallback={<Spin />}>
        <DashboardPage sites={sites} links={links} />
      </Suspense>
    </WithBooks>
  );
}
function Adjustments() {
  const { sites } = useOperator();
  return (
    <WithBooks sites={sites}>
      <AdjustmentsPage sites={sites} />
    </WithBooks>
  );
}
function Deposits() {
  return <DepositsPage sites={useOperator().sites} />;
}
function Withdrawals() {
  return <WithdrawalsPage sites={useOperator().sites} />;
}
function Members() {
  return <MembersPage sites={useOperator().sites} />;
}
function Catalogue() {
  const { role } = useOperator();
  return <CataloguePage canEdit={role === 'admin' || role === 'support'} />;
}
function Messages() {
  return <MessagesPage sites={useOperator().sites} />;
}
function TradingEvent() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/trading" replace />;
  return <EventPage key={id} id={id} />;
}
function Feedback() {
  return <FeedbackPage sites={useOperator().sites} />;
}

/** A member's page, with their deposits and withdrawals for the roles that read finance. */
function Member() {
  const { sites, role } = useOperator();
  const { texts } = useLanguage();
  const id = Number(useParams().id);
  const finance = role === 'admin' || role === 'finance';
  const tabs: MemberTab[] = finance
    ? [
        {
          key: 'deposits',
          label: texts.members.deposits,
          render: (m) => (
            <DepositsPage sites={sites} member={{ site: m.siteCode, account: m.account }} />
          ),
        },
        {
          key: 'withdrawals',
          label: texts.members.withdrawals,
          render: (m) => (
            <WithdrawalsPage sites={sites} member={{ site: m.siteCode, account: m.account }} />
          ),
        },
      ]
    : [];
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/members" replace />;
  return (
    <MemberPage
      key={id}
      id={id}
      tabs={tabs}
      canDisable={role === 'admin' || role === 'support'}
      auditLink={screensFor(role, sites).some((screen) => screen.key === 'audit')}
    />
  );
}

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/enrol', element: <EnrolPage /> },
  {
    element: <ConsoleLayout />,
    children: [
      // The layout opens the first screen of the operator's role.
      { index: true, element: null },
      { path: 'dashboard', element: <Dashboard /> },
      { path: 'finance/deposits', element: <Deposits /> },
      { path: 'finance/withdrawals', element: <Withdrawals /> },
      { path: 'finance/adjustments', element: <Adjustments /> },
      { path: 'members', element: <Members /> },
      { path: 'members/:id', element: <Member /> },
      { path: 'feedback', element: <Feedback /> },
      { path: 'messages', element: <Messages /> },
      { path: 'content', element: <ContentPagesPage /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'catalogue', element: <Catalogue /> },
      { path: 'trading', element: <EventsPage /> },
      { path: 'trading/:id', element: <TradingEvent /> },
      { path: 'outbox', element: <OutboxPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: '*', element: null },
    ],
  },
];

/** The console lives under /admin/ on the server. */
export const createRouter = () => createBrowserRouter(routes, { basename: '/admin' });
