import { api, type Page } from '../../lib/api.ts';

export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'trader'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Roles that move money sign in with a second factor (the server's SECOND_FACTOR_ROLES). */
const FACTOR_ROLES: readonly OperatorRole[] = ['admin', 'finance', 'trader'];

export type Operator = {
  id: number;
  account: string;
  role: OperatorRole;
  /** The sites they work for; null: a platform operator, every site. */
  sites: string[] | null;
  disabled: boolean;
  secondFactor: boolean;
  createdAt: string;
  lastSignInAt: string | null;
};

/** On; due (their role needs it, set up at their next sign-in); or off (optional for them). */
export const factorState = (o: Operator): 'on' | 'due' | 'off' =>
  o.secondFactor ? 'on' : FACTOR_ROLES.includes(o.role) ? 'due' : 'off';

export type OperatorFilter = {
  account?: string;
  role?: OperatorRole;
  state?: 'active' | 'disabled';
};

export type OperatorDraft = {
  account: string;
  password: string;
  role: OperatorRole;
  sites?: string[];
};

export type OperatorAction = 'disable' | 'enable' | 'reset-second-factor';

/**
 * The API answers every operator at once (there are few): the filter and the page are applied
 * here, so the screen pages, filters and exports like every other list.
 */
export async function pageOfOperators(
  filter: OperatorFilter,
  page: number,
  size: number,
): Promise<Page<Operator>> {
  const { list } = await api<{ list: Operator[] }>('/operators');
  const account = filter.account?.trim().toLowerCase();
  const found = list.filter(
    (o) =>
      (!account || o.account.toLowerCase().includes(account)) &&
      (!filter.role || o.role === filter.role) &&
      (!filter.state || o.disabled === (filter.state === 'disabled')),
  );
  return { list: found.slice((page - 1) * size, page * size), total: found.length, page, size };
}

export const createOperator = (draft: OperatorDraft) =>
  api<Operator>('/operators', {
    body: {
      account: draft.account.trim(),
      password: draft.password,
      role: draft.role,
      ...(draft.sites && draft.sites.length > 0 ? { sites: draft.sites } : {}),
    },
  });

export const changeOperator = (id: number, action: OperatorAction) =>
  api<Operator>(`/operators/${id}/${action}`, { method: 'POST', body: {} });
