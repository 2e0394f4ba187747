import { lazy, Suspense, type ReactNode } from 'react';
import { Space, Spin } from 'antd';
import {
  createBrowserRouter,
  Navigate,
  useOutletContext,
  useParams,
  type RouteObject,
} from 'react-router';
import { EnrolPage } from '../features/auth/enrol-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import type { Me } from '../features/auth/auth-api.ts';
import { BooksBanner } from '../features/finance/books-banner.tsx';
import type { MemberTab } from '../features/members/member-page.tsx';
import { useLanguage } from '../i18n/language.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { screensFor } from './screens.ts';

const useOperator = () => useOutletContext<Me>();

/**
 * Every screen is its own chunk: an operator's first load carries the frame and the screen they
 * open, not antd's every table and form nor the dashboard's charts.
 */
const named = <K extends string, P>(
  load: () => Promise<Record<K, (props: P) => ReactNode>>,
  key: K,
) => lazy(() => load().then((m) => ({ default: m[key] })));

const AuditPage = named(() => import('../features/audit/audit-page.tsx'), 'AuditPage');
const DashboardPage = named(
  () => import('../features/dashboard/dashboard-page.tsx'),
  'DashboardPage',
);
const FeedbackPage = named(() => import('../features/feedback/feedback-page.tsx'), 'FeedbackPage');
const AdjustmentsPage = named(
  () => import('../features/finance/adjustments-page.tsx'),
  'AdjustmentsPage',
);
const CataloguePage = named(
  () => import('../features/catalogue/catalogue-page.tsx'),
  'CataloguePage',
);
const ContentPagesPage = named(
  () => import('../features/content/content-page.tsx'),
  'ContentPagesPage',
);
const DepositsPage = named(() => import('../features/finance/deposits-page.tsx'), 'DepositsPage');
const WithdrawalsPage = named(
  () => import('../features/finance/withdrawals-page.tsx'),
  'WithdrawalsPage',
);
const MemberPage = named(() => import('../features/members/member-page.tsx'), 'MemberPage');
const MembersPage = named(() => import('../features/members/members-page.tsx'), 'MembersPage');
const MessagesPage = named(() => import('../features/messages/messages-page.tsx'), 'MessagesPage');
const EventPage = named(() => import('../features/trading/event-page.tsx'), 'EventPage');
const EventsPage = named(() => import('../features/trading/events-page.tsx'), 'EventsPage');
const OutboxPage = named(() => import('../features/outbox/outbox-page.tsx'), 'OutboxPage');
const PromotionsPage = named(
  () => import('../features/promotions/promotions-page.tsx'),
  'PromotionsPage',
);
const SupportPage = named(() => import('../features/support/support-page.tsx'), 'SupportPage');
const PopupsPage = named(() => import('../features/popups/popups-page.tsx'), 'PopupsPage');
const VipPage = named(() => import('../features/vip/vip-page.tsx'), 'VipPage');
const AgentsPage = named(() => import('../features/agents/agents-page.tsx'), 'AgentsPage');
const ApplicationsPage = named(
  () => import('../features/agents/applications-page.tsx'),
  'ApplicationsPage',
);
const ReferralPage = named(() => import('../features/agents/referral-page.tsx'), 'ReferralPage');
const CoinsPage = named(() => import('../features/coins/coins-page.tsx'), 'CoinsPage');
const MaintenancePage = named(
  () => import('../features/maintenance/maintenance-page.tsx'),
  'MaintenancePage',
);
const ReconciliationPage = named(
  () => import('../features/reconciliation/reconciliation-page.tsx'),
  'ReconciliationPage',
);
const OperatorsPage = named(
  () => import('../features/operators/operators-page.tsx'),
  'OperatorsPage',
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
      <DashboardPage sites={sites} links={links} />
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
function Support() {
  return <SupportPage sites={useOperator().sites} />;
}
function Popups() {
  return <PopupsPage sites={useOperator().sites} />;
}
function Vip() {
  return <VipPage sites={useOperator().sites} />;
}
function Agents() {
  const { sites, role } = useOperator();
  return <AgentsPage sites={sites} role={role} />;
}
function Applications() {
  return <ApplicationsPage sites={useOperator().sites} />;
}
function Referral() {
  return <ReferralPage sites={useOperator().sites} />;
}
function Coins() {
  return <CoinsPage sites={useOperator().sites} />;
}
function Maintenance() {
  return <MaintenancePage sites={useOperator().sites} />;
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
            <Suspense fallback={<Spin />}>
              <DepositsPage sites={sites} member={{ site: m.siteCode, account: m.account }} />
            </Suspense>
          ),
        },
        {
          key: 'withdrawals',
          label: texts.members.withdrawals,
          render: (m) => (
            <Suspense fallback={<Spin />}>
              <WithdrawalsPage sites={sites} member={{ site: m.siteCode, account: m.account }} />
            </Suspense>
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
      canSetLevel={finance}
      canLimitStakes={role === 'admin'}
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
      { path: 'support', element: <Support /> },
      { path: 'feedback', element: <Feedback /> },
      { path: 'popups', element: <Popups /> },
      { path: 'messages', element: <Messages /> },
      { path: 'content', element: <ContentPagesPage /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'catalogue', element: <Catalogue /> },
      { path: 'finance/reconciliation', element: <ReconciliationPage /> },
      { path: 'vip', element: <Vip /> },
      { path: 'agents', element: <Agents /> },
      { path: 'referral', element: <Referral /> },
      { path: 'coins', element: <Coins /> },
      { path: 'agent-applications', element: <Applications /> },
      { path: 'trading', element: <EventsPage /> },
      { path: 'trading/:id', element: <TradingEvent /> },
      { path: 'operators', element: <OperatorsPage /> },
      { path: 'maintenance', element: <Maintenance /> },
      { path: 'outbox', element: <OutboxPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: '*', element: null },
    ],
  },
];

/** The console lives under /admin/ on the server. */
export const createRouter = () => createBrowserRouter(routes, { basename: '/admin' });
