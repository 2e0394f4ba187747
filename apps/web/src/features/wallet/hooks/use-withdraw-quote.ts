import { useQuery } from '@tanstack/react-query';
import {
  toWireAmount,
  USDT_NETWORKS,
  type CoinWallet,
  type CurrencyCode,
  type UsdtNetwork,
  type WithdrawInfo,
  type WithdrawTarget,
} from '@kirin/contract';
import { coinWalletQuery } from '../api/get-coin-wallet.ts';
import { useCoinQuote, type CoinQuoteState, type SeededQuote } from './use-coin-quote.ts';

/** The network of a USDT address: as the coin wallet lists it, else as its label names it. */
function networkOf(account: WithdrawTarget, wallet: CoinWallet | undefined): UsdtNetwork | null {
  const bound = wallet?.addresses.find((address) => address.id === account.id);
  if (bound) return bound.network;
  return USDT_NETWORKS.find((network) => account.label.includes(network)) ?? null;
}

/**
 * The withdraw page's `sell` quote: only for a USDT address (`virtual`) and a valid amount. Bank
 * cards and Alipay ask for nothing, and a member without a USDT address never loads the coin
 * wallet.
 */
export function useWithdrawQuote({
  info,
  accountId,
  amountMinor,
  currency,
  seed,
}: {
  info: WithdrawInfo;
  accountId: number | undefined;
  amountMinor: bigint | null;
  currency: CurrencyCode;
  seed?: SeededQuote | null;
}): { virtual: boolean; state: CoinQuoteState } {
  const account = info.accounts.find((a) => a.id === accountId);
  const virtual = account?.kind === 'virtual';
  const wallet = useQuery({
    ...coinWalletQuery,
    enabled: info.accounts.some((a) => a.kind === 'virtual'),
  });
  const network = account && virtual ? networkOf(account, wallet.data) : null;
  const params =
    network && amountMinor !== null
      ? { side: 'sell' as const, network, amount: toWireAmount(amountMinor, currency) }
      : null;
  const state = useCoinQuote(params, { holdSeconds: wallet.data?.quoteSeconds ?? 0, seed });
  return { virtual, state };
}
