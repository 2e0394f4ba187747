import type { DashboardFigures } from '@kirin/contract';
import { api } from '../../lib/api.ts';

export type { DashboardFigures };

export const readDashboard = (site: string | undefined) =>
  api<DashboardFigures>('/reports/dashboard', { query: { site } });
