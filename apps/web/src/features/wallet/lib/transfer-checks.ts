// The rules of the transfer form, checked as the member types (the server checks them again).
import {
  CENTRAL_WALLET,
  type CurrencyCode,
  type TransferMove,
  type VenueWallet,
} from '@kirin/contract';
import { readAmountInput, wireMinor } from '../../../lib/money.ts';
import type { AmountProblem } from './amount-checks.ts';

/** One side is always the central wallet: `from` → `to`. */
export type TransferPair = { readonly from: string; readonly to: string };

export const canTransferWith = (venue: VenueWallet | undefined): boolean =>
  venue !== undefined && venue.state === 'on';

/** The venue end of a pair. */
export const venueOf = (pair: TransferPair): string =>
  pair.from === CENTRAL_WALLET ? pair.to : pair.from;

/**
 * The pair the form shows: the member's pick while both ends are usable, else central → the
 * first venue open for transfers; null when no venue is.
 */
export function usablePair(
  picked: TransferPair | null,
  venues: readonly VenueWallet[],
): TransferPair | null {
  if (picked) {
    const venue = venues.find((v) => v.code === venueOf(picked));
    const oneCentral = (picked.from === CENTRAL_WALLET) !== (picked.to === CENTRAL_WALLET);
    if (oneCentral && canTransferWith(venue)) return picked;
  }
  const first = venues.find(canTransferWith);
  return first ? { from: CENTRAL_WALLET, to: first.code } : null;
}

export type TransferProblem = AmountProblem | { readonly reason: 'above_balance'; limit: bigint };

export type TransferCheck =
  | { readonly ok: true; readonly minor: bigint }
  | { readonly ok: false; readonly problem: TransferProblem };

/** An amount above zero, in the currency's scale, and no more than the source wallet holds. */
export function checkTransferAmount(
  text: string | undefined,
  sourceMinor: bigint,
  currency: CurrencyCode,
): TransferCheck {
  const input = readAmountInput(text, currency);
  if (!input.ok) return { ok: false, problem: { reason: input.reason } };
  if (input.minor > sourceMinor) {
    return { ok: false, problem: { reason: 'above_balance', limit: sourceMinor } };
  }
  return input;
}

/** What a recall (or a batch of moves) came to: the money moved, and whether some is in transit. */
export function summarizeMoves(
  moves: readonly TransferMove[],
  currency: CurrencyCode,
): { movedMinor: bigint; pending: number; voided: number } {
  let movedMinor = 0n;
  let pending = 0;
  let voided = 0;
  for (const move of moves) {
    if (move.state === 'voided') {
      voided += 1;
      continue;
    }
    if (move.state === 'pending') pending += 1;
    movedMinor += wireMinor(move.amount, currency) ?? 0n;
  }
  return { movedMinor, pending, voided };
}
