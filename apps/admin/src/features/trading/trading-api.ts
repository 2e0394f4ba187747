import type { AdminSportsEvent, AdminSportsEventDetail, SportsEventState } from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';

export type { AdminSportsEvent, AdminSportsEventDetail };

export const EVENT_STATE_COLOURS: Record<SportsEventState, string> = {
  prematch: 'blue',
  live: 'red',
  ended: 'default',
  cancelled: 'default',
};

export type EventFilter = { state?: SportsEventState; q?: string };

/** What the book pays per selection if it wins, per currency, and the event's worst case. */
export type Liability = {
  eventId: number;
  totals: { currency: string; stakes: string; worstCase: string }[];
  markets: {
    id: number;
    selections: { id: number; liability: { currency: string; liability: string }[] }[];
  }[];
};

export type Score = { home: number; away: number };

export const listEvents = (filter: EventFilter, page: number, size: number) =>
  api<Page<AdminSportsEvent>>('/sports/events', { query: { ...filter, page, size } });

export const readEvent = (id: number) => api<AdminSportsEventDetail>(`/sports/events/${id}`);

export const readLiability = (id: number) => api<Liability>(`/sports/events/${id}/liability`);

/** `live` (in play) or `cancelled` (voids its bets). */
export const setEventState = (id: number, state: 'live' | 'cancelled') =>
  api<unknown>(`/sports/events/${id}/state`, { body: { state } });

export const postScore = (id: number, score: Score) =>
  api<unknown>(`/sports/events/${id}/score`, { body: score });

/** The final result: settles every market of the event, or resettles on a correction. */
export const postResult = (id: number, score: Score) =>
  api<unknown>(`/sports/events/${id}/result`, { body: score });

export const setOdds = (marketId: number, selections: { id: number; odds: string }[]) =>
  api<unknown>(`/sports/markets/${marketId}/odds`, { body: { selections } });

export const setMarketOpen = (marketId: number, open: boolean) =>
  api<unknown>(`/sports/markets/${marketId}/${open ? 'open' : 'suspend'}`, { body: {} });
