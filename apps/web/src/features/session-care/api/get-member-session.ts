import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_KEY } from '../../../lib/api/keys.ts';
import { apiData } from '../../../lib/api-client.ts';

/** The log-in before this session: when, from where, on what. */
export type PreviousLogin = {
  readonly at: string;
  readonly ip: string | null;
  readonly device: string | null;
};

/**
 * `GET /member/session`: this session's start, its end by the member's session-time limit, the
 * reality-check interval, and the money staked and won or lost since log-in (wire amounts).
 */
export type MemberSession = {
  readonly loginAt: string;
  readonly previousLogin: PreviousLogin | null;
  readonly sessionMinutes: number | null;
  readonly endsAt: string | null;
  readonly realityCheckMinutes: number | null;
  readonly staked: string;
  readonly net: string;
};

/** A minute: the figures shown outside the reality check need not be fresher. */
const SESSION_STALE_MS = 60_000;

export const getMemberSession = () => apiData<MemberSession>('/findmed/v1/member/session');

export const memberSessionQuery = () =>
  queryOptions({ queryKey: SESSION_KEY, queryFn: getMemberSession, staleTime: SESSION_STALE_MS });

export const useMemberSession = () => useQuery(memberSessionQuery());
