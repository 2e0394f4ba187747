import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { venueWalletsKey } from '../../../lib/api/get-venue-wallets.ts';
import { assetsQuery } from './get-assets.ts';
import { WALLET } from './keys.ts';

/** Keys of the transfer pages' data, under the wallet's (signing out drops them). */
export const TRANSFER = [...WALLET, 'transfer'] as const;

export const transferMovesKey = [...TRANSFER, 'moves'] as const;

/** Where the member's money is: the header's balance, the assets and the venue wallets. */
export function refreshBalances(client: QueryClient): Promise<void> {
  void balanceRefresher.run(true);
  return Promise.all([
    client.invalidateQueries({ queryKey: assetsQuery.queryKey }),
    client.invalidateQueries({ queryKey: venueWalletsKey }),
  ]).then(() => undefined);
}

/** After money moved (or may have): the balances and the list of moves are asked again. */
export function refreshAfterMove(client: QueryClient): Promise<void> {
  return Promise.all([
    refreshBalances(client),
    client.invalidateQueries({ queryKey: transferMovesKey }),
  ]).then(() => undefined);
}

export function useRefreshBalances() {
  const client = useQueryClient();
  return useCallback(() => refreshBalances(client), [client]);
}
