import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameLaunch } from '@kirin/contract';
import { IDEMPOTENCY_HEADER, useKeyedSend } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { venueWalletsKey } from '../../../lib/api/get-venue-wallets.ts';

export type LaunchParams = { id: string; code: string; gtype: string };

// The server may first move the member's balance into the venue (auto-transfer) and wait for
// the venue's answer: allow it more than the default 10 s.
const LAUNCH_TIMEOUT_MS = 30_000;

/** The POST: with auto-transfer on it moves the central balance in first, once per key. */
export const launchGame = (params: LaunchParams, idempotencyKey: string) =>
  apiData<GameLaunch>('/findmed/v1/game/launch', {
    body: params,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeoutMs: LAUNCH_TIMEOUT_MS,
  });

/**
 * A mutation, not a query: launching may move money, so it must run once per tap, never again
 * on a refocus or a remount; a retry after an unknown outcome replays the same key.
 */
export function useLaunchGame() {
  const client = useQueryClient();
  const send = useKeyedSend(launchGame);
  return useMutation({
    mutationFn: (params: LaunchParams) =>
      send(`${params.id}|${params.code}|${params.gtype}`, () => params),
    onSuccess: (launch) => {
      if (launch.moved === null) return;
      void balanceRefresher.run(true);
      void client.invalidateQueries({ queryKey: venueWalletsKey });
    },
  });
}
