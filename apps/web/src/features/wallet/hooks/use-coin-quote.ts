import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CoinQuote } from '@kirin/contract';
import { useNow } from '../../../hooks/use-now.ts';
import { coinQuoteKey, createCoinQuote, type CoinQuoteParams } from '../api/create-coin-quote.ts';

/** Typing pauses this long before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;
/** When neither the server's time nor the site's hold can be trusted, a quote is held this long. */
const FALLBACK_HOLD_MS = 30_000;

/** A quote handed over from another page (the exchange), with when it was received. */
export type SeededQuote = { quote: CoinQuote; receivedAt: number };

const paramsKey = (params: CoinQuoteParams | null) =>
  params ? `${params.side}:${params.network}:${params.amount}` : '';

/**
 * When a quote stops holding, on this device's clock. `expiresAt` is the server's clock; a device
 * whose clock runs ahead would see it already past and ask again without end, so the site's hold
 * (`holdSeconds`, from the coin wallet) counted from receipt caps it and stands in for it.
 */
export function quoteDeadline(quote: CoinQuote, receivedAt: number, holdSeconds: number): number {
  const hold = holdSeconds > 0 ? receivedAt + holdSeconds * 1000 : null;
  const stated = Date.parse(quote.expiresAt);
  if (Number.isFinite(stated) && stated > receivedAt + 1000) {
    return hold === null ? stated : Math.min(stated, hold);
  }
  return hold ?? receivedAt + FALLBACK_HOLD_MS;
}

/** The params after typing pauses; a cleared field (null) and the first params count at once. */
function useSettledParams(params: CoinQuoteParams | null): CoinQuoteParams | null {
  const [settled, setSettled] = useState(params);
  const key = paramsKey(params);
  const settledKey = paramsKey(settled);
  useEffect(() => {
    if (key === settledKey) return;
    if (params === null) {
      setSettled(null);
      return;
    }
    const timer = setTimeout(() => setSettled(params), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `params` is a new object every render; its key says whether it changed.
  }, [key, settledKey]);
  return settled;
}

export type CoinQuoteState = {
  /** The quote for exactly the params given now; undefined while typing, asking, or failed. */
  quote: CoinQuote | undefined;
  /** Whole seconds the quote still holds. */
  remaining: number;
  /** When this device received it (for handing it on with `SeededQuote`). */
  receivedAt: number;
  loading: boolean;
  error: unknown;
  /** The quote shown replaced one that ran out (or the server refused) for the same params. */
  renewed: boolean;
  /** Asks for a new quote at once (after a refusal); resolves with it. */
  renew: () => Promise<CoinQuote | undefined>;
};

/**
 * A quote for `params` (null: nothing valid to quote): asked for once typing pauses, counted down
 * on screen, and asked for again by itself when it runs out, saying so. A `seed` for the same
 * params is taken instead of asking (the exchange hands its quote to the withdraw page).
 */
export function useCoinQuote(
  params: CoinQuoteParams | null,
  { holdSeconds, seed }: { holdSeconds: number; seed?: SeededQuote | null },
): CoinQuoteState {
  const wanted = useSettledParams(params);
  const key = paramsKey(wanted);
  const seeded = seed && key !== '' && paramsKey(seed.quote) === key ? seed : undefined;
  const query = useQuery({
    queryKey: coinQuoteKey(wanted),
    queryFn: () => createCoinQuote(wanted as CoinQuoteParams),
    enabled: wanted !== null,
    initialData: seeded?.quote,
    initialDataUpdatedAt: seeded?.receivedAt,
    // A quote is replaced when it runs out, never because time passed or the tab came back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [renewedFor, setRenewedFor] = useState('');
  const current = key !== '' && paramsKey(params) === key;
  const quote = current ? query.data : undefined;
  const deadline = quote ? quoteDeadline(quote, query.dataUpdatedAt, holdSeconds) : 0;
  const now = useNow(quote !== undefined);
  const remaining = quote
    ? Math.max(0, Math.ceil((deadline - Math.max(now, query.dataUpdatedAt)) / 1000))
    : 0;
  const { refetch, isFetching, isError } = query;

  const renew = useCallback(async () => {
    const result = await refetch();
    if (result.isSuccess) setRenewedFor(key);
    return result.data;
  }, [key, refetch]);

  const expired = quote !== undefined && remaining === 0;
  useEffect(() => {
    // A failed renewal waits for the member's retry instead of asking again every second.
    if (expired && !isFetching && !isError) void renew();
  }, [expired, isFetching, isError, renew]);

  return {
    quote: quote && remaining > 0 ? quote : undefined,
    remaining,
    receivedAt: query.dataUpdatedAt,
    loading: params !== null && (!current || isFetching),
    error: current && isError ? query.error : null,
    renewed: current && renewedFor === key,
    renew,
  };
}

/** Seconds as "mm:ss", the form a rate lock counts down in. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = Math.floor(whole / 60);
  const ss = whole % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
