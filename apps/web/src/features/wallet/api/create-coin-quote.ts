import type { CoinQuote, CoinSide, UsdtNetwork } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { ME } from '../../../lib/api/keys.ts';

/** `amount`: the site currency, a wire decimal. */
export type CoinQuoteParams = { side: CoinSide; network: UsdtNetwork; amount: string };

/**
 * A rate locked until the quote's `expiresAt`. It moves no money, so it needs no
 * Idempotency-Key: asking again only gives another quote.
 */
export const createCoinQuote = (params: CoinQuoteParams) =>
  apiData<CoinQuote>('/findmed/v1/finance/coins/quote', { body: params });

/**
 * Under `me` but outside the wallet's key: what invalidates the wallet after a request (balances,
 * limits) must not swap the quote on screen for another without the member being told.
 */
export const coinQuoteKey = (params: CoinQuoteParams | null) =>
  [...ME, 'coinQuote', params?.side, params?.network, params?.amount] as const;
