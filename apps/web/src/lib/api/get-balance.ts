import type { Balance } from '@kirin/contract';
import { createThrottledRefresher } from '../../stores/refresh.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { apiData } from '../api-client.ts';

/** Fetches the central balance and keeps the latest copy in the session store (spec §4). */
export async function getBalance(): Promise<Balance> {
  const balance = await apiData<Balance>('/findmed/v1/member/balance');
  useSessionStore.getState().setBalance(balance);
  return balance;
}

/**
 * The store's copy, refreshed at most every 30 s (spec §9); `run(true)` after something moved
 * money (a deposit credited, a withdrawal requested) or when the member asks.
 */
export const balanceRefresher = createThrottledRefresher(getBalance);
