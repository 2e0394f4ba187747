import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  CENTRAL_WALLET,
  type CurrencyCode,
  type TransferMove,
  type TransferMoveState,
  type VenueWallet,
} from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { showMinor } from '../../../lib/money.ts';
import { summarizeMoves } from '../lib/transfer-checks.ts';

/** A wallet code in words: the central wallet, a venue's name, or the code of one not listed. */
export function useWalletName(venues: readonly VenueWallet[]) {
  const { t } = useTranslation();
  return useCallback(
    (code: string): string =>
      code === CENTRAL_WALLET
        ? t('games.wallet.central')
        : (venues.find((venue) => venue.code === code)?.name ?? code),
    [t, venues],
  );
}

export function useMoveStateLabel() {
  const { t } = useTranslation();
  return (state: TransferMoveState): string => {
    switch (state) {
      case 'pending':
        return t('games.moves.state.pending');
      case 'posted':
        return t('games.moves.state.posted');
      case 'voided':
        return t('games.moves.state.voided');
    }
  };
}

export const MOVE_TONE: Record<TransferMoveState, string> = {
  pending: 'state-tag is-pending',
  posted: 'state-tag is-success',
  voided: 'state-tag is-muted',
};

/** The words for what a recall did: how much came back, and whether some is still in transit. */
export function useRecallText(currency: CurrencyCode) {
  const { t } = useTranslation();
  return useCallback(
    (moves: readonly TransferMove[]): { text: string; settled: boolean } => {
      const { movedMinor, pending } = summarizeMoves(moves, currency);
      const amount = showMinor(movedMinor, currency);
      if (pending > 0) return { text: t('games.recall.pending', { amount }), settled: false };
      if (movedMinor === 0n) return { text: t('games.recall.nothing'), settled: true };
      return { text: t('games.recall.done', { amount }), settled: true };
    },
    [currency, t],
  );
}

/** A recall's outcome as a toast. */
export function useRecallToast(currency: CurrencyCode) {
  const recallText = useRecallText(currency);
  return useCallback(
    (moves: readonly TransferMove[]) => {
      const { text, settled } = recallText(moves);
      void showToast(text, settled ? 'success' : undefined);
    },
    [recallText],
  );
}
