import { api, type Page } from '../../lib/api.ts';

export type MoveState = 'pending' | 'posted' | 'voided';

/** A move between a member's central wallet and a venue wallet, as operators read it. */
export type VenueMove = {
  /** The trace id both sides know it by. */
  id: string;
  from: string;
  to: string;
  amount: string;
  state: MoveState;
  createdAt: string;
  siteCode: string;
  memberId: number;
  account: string;
  venue: string;
  direction: 'in' | 'out';
  currency: string;
  origin: string;
  attempts: number;
  lastError: string | null;
  nextCheckAt: string | null;
  resolvedAt: string | null;
};

export type DiscrepancyState = 'open' | 'cleared' | 'booked';

/** A venue wallet whose venue balance differs from what our books hold for it. */
export type Discrepancy = {
  id: number;
  siteCode: string;
  memberId: number;
  account?: string;
  venue: string;
  currency: string;
  venueBalance: string;
  bookedBalance: string;
  /** venueBalance − bookedBalance: positive, the venue says the member holds more. */
  difference: string;
  state: DiscrepancyState;
  firstSeenAt: string;
  lastSeenAt: string;
  closedAt: string | null;
  /** The operator who booked it. */
  closedBy: number | null;
};

export type MoveFilter = {
  state?: MoveState;
  site?: string;
  venue?: string;
  member?: string;
  /** Instants: filed at or after `from`, before `to`. */
  from?: string;
  to?: string;
};

export type DiscrepancyFilter = {
  state?: DiscrepancyState;
  site?: string;
  venue?: string;
  member?: string;
};

export const listMoves = (filter: MoveFilter, page: number, size: number) =>
  api<Page<VenueMove>>('/venues/transfers', { query: { ...filter, page, size } });

/** Asks the venue about a move in transit now; its answer posts or voids it, or it stays. */
export const reconcileMove = (traceId: string) =>
  api<{ id: string; state: MoveState }>(
    `/venues/transfers/${encodeURIComponent(traceId)}/reconcile`,
    { method: 'POST', body: {} },
  );

export const listDiscrepancies = (filter: DiscrepancyFilter, page: number, size: number) =>
  api<Page<Discrepancy>>('/venues/discrepancies', { query: { ...filter, page, size } });

export const bookDiscrepancy = (id: number, reason: string, idempotencyKey: string) =>
  api<Discrepancy>(`/venues/discrepancies/${id}/book`, { body: { reason }, idempotencyKey });
