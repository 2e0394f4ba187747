import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoinWallet } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { WALLET } from './keys.ts';

/** The virtual-currency wallet: balance and its USDT, rates, network fees, bound addresses. */
export const getCoinWallet = () => apiData<CoinWallet>('/findmed/v1/finance/coins');

export const coinWalletQuery = queryOptions({
  queryKey: [...WALLET, 'coins'],
  queryFn: getCoinWallet,
});

export const useCoinWallet = () => useQuery(coinWalletQuery);
