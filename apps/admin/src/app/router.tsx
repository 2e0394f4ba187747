import { createBrowserRouter, Navigate, useOutletContext, type RouteObject } from 'react-router';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { EnrolPage } from '../features/auth/enrol-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import type { Me } from '../features/auth/auth-api.ts';
import { DepositsPage } from '../features/finance/deposits-page.tsx';
import { WithdrawalsPage } from '../features/finance/withdrawals-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';

const useOperator = () => useOutletContext<Me>();

function Deposits() {
  return <DepositsPage sites={useOperator().sites} />;
}
function Withdrawals() {
  return <WithdrawalsPage sites={useOperator().sites} />;
}

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/enrol', element: <EnrolPage /> },
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <Navigate to="/finance/deposits" replace /> },
      { path: 'finance/deposits', element: <Deposits /> },
      { path: 'finance/withdrawals', element: <Withdrawals /> },
      { path: 'audit', element: <AuditPage /> },
      { path: '*', element: null },
    ],
  },
];

/** The console lives under /admin/ on the server. */
export const createRouter = () => createBrowserRouter(routes, { basename: '/admin' });
