import type { WithdrawalCoin } from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';
import type { ListFilter } from '../../components/list-filters.tsx';

export type DepositState = 'creating' | 'pending' | 'credited' | 'rejected' | 'expired' | 'failed';

export type Deposit = {
  id: string;
  siteCode: string;
  memberAccount: string;
  channelName: string;
  channelKind: string;
  amount: string;
  currency: string;
  state: DepositState;
  depositorName: string | null;
  paidClaimedAt: string | null;
  reference: string | null;
  reason: string | null;
  createdAt: string;
  /** An operator id. */
  decidedBy: number | null;
  decidedAt: string | null;
};

export type WithdrawalState = 'reviewing' | 'paid' | 'rejected';

export type Withdrawal = {
  id: string;
  siteCode: string;
  memberAccount: string;
  amount: string;
  fee: string;
  payout: string;
  currency: string;
  /** Where it goes, masked: "中国工商银行 ****1234". */
  account: { id: number; kind: 'bank' | 'virtual' | 'alipay'; label: string };
  state: WithdrawalState;
  reason: string | null;
  createdAt: string;
  needsApproval: boolean;
  /** Operator ids. */
  approvedBy: number | null;
  decidedBy: number | null;
  /** To a USDT address: what its locked quote sends on chain; null for bank and Alipay. */
  coin: WithdrawalCoin | null;
};

export type Payee = {
  orderNo: string;
  kind: 'bank' | 'virtual' | 'alipay';
  number: string;
  holder: string;
  bankName?: string;
  branch?: string;
  network?: string;
  removed?: boolean;
};

const query = (filter: ListFilter, page: number, size: number) => ({ ...filter, page, size });

export const listDeposits = (filter: ListFilter, page: number, size: number) =>
  api<Page<Deposit>>('/finance/deposits', { query: query(filter, page, size) });

export const confirmDeposit = (id: string, idempotencyKey: string) =>
  api<Deposit>(`/finance/deposits/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: {},
    idempotencyKey,
  });

export const rejectDeposit = (id: string, reason: string, idempotencyKey: string) =>
  api<Deposit>(`/finance/deposits/${encodeURIComponent(id)}/reject`, {
    body: { reason },
    idempotencyKey,
  });

export const listWithdrawals = (filter: ListFilter, page: number, size: number) =>
  api<Page<Withdrawal>>('/finance/withdrawals', { query: query(filter, page, size) });

export const withdrawalPayee = (id: string) =>
  api<Payee>(`/finance/withdrawals/${encodeURIComponent(id)}/payee`);

export const decideWithdrawal = (
  id: string,
  action: 'approve' | 'pay' | 'reject',
  idempotencyKey: string,
  reason?: string,
) =>
  api<Withdrawal>(`/finance/withdrawals/${encodeURIComponent(id)}/${action}`, {
    body: reason === undefined ? {} : { reason },
    idempotencyKey,
  });

export type AdjustmentState = 'applied' | 'awaiting_approval' | 'rejected';

export type Adjustment = {
  id: number;
  siteCode: string;
  memberId: number;
  account: string;
  /** Signed: positive credited the member, negative debited. */
  amount: string;
  currency: string;
  reason: string;
  turnoverMultiple: string;
  state: AdjustmentState;
  requestedBy: number;
  requestedByName: string;
  approvedBy: number | null;
  approvedByName: string | null;
  decidedAt: string | null;
  createdAt: string;
};

export type AdjustmentDraft = {
  site: string;
  account: string;
  amount: string;
  reason: string;
  turnoverMultiple?: string;
};

export const listAdjustments = (filter: ListFilter, page: number, size: number) =>
  api<Page<Adjustment>>('/finance/adjustments', {
    query: { state: filter.state, site: filter.site, page, size },
  });

export const createAdjustment = (draft: AdjustmentDraft, idempotencyKey: string) =>
  api<Adjustment>('/finance/adjustments', { body: draft, idempotencyKey });

export const decideAdjustment = (
  id: number,
  action: 'approve' | 'reject',
  idempotencyKey: string,
) => api<Adjustment>(`/finance/adjustments/${id}/${action}`, { body: {}, idempotencyKey });

export type BooksCheck = {
  ok: boolean;
  violations: ({ kind: string } & Record<string, unknown>)[];
  startedAt: string;
  since: string | null;
};

/** The newest minute-by-minute check of the books; null before the first. */
export const lastBooksCheck = () => api<BooksCheck | null>('/finance/invariants/last');
