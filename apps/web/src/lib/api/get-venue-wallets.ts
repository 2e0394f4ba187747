import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueWallet } from '@kirin/contract';
import { apiData } from '../api-client.ts';
import { ME } from './keys.ts';

/** The member's wallet at each venue of the site (balance and state), in the catalogue's order. */
export async function getVenueWallets(): Promise<readonly VenueWallet[]> {
  const data = await apiData<{ list: VenueWallet[] }>('/game/walletlist', { query: { show: 1 } });
  return data.list;
}

/** Under `me`: balances are the member's own; a move invalidates it by this key. */
export const venueWalletsKey = [...ME, 'venueWallets'] as const;

export const venueWalletsQuery = queryOptions({
  queryKey: venueWalletsKey,
  queryFn: getVenueWallets,
});

export const useVenueWallets = () => useQuery(venueWalletsQuery);
