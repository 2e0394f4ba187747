import { useTranslation } from '../../../i18n/use-translation.ts';
import type { TransactionKind, TransactionState } from '@kirin/contract';

export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: TransactionKind): string => {
    switch (kind) {
      case 'deposit':
        return t('finance.records.kind.deposit');
      case 'withdrawal':
        return t('finance.records.kind.withdrawal');
      case 'transfer':
        return t('finance.records.kind.transfer');
      case 'bonus':
        return t('finance.records.kind.bonus');
      case 'adjustment':
        return t('finance.records.kind.adjustment');
      case 'bet':
        return t('finance.records.kind.bet');
    }
  };
}

/**
 * A state in the words of its kind: a voided withdrawal was rejected, a voided transfer came
 * back, a pending deposit is still on its way.
 */
export function useStateLabel() {
  const { t } = useTranslation();
  return (kind: TransactionKind, state: TransactionState): string => {
    switch (kind) {
      case 'deposit':
        if (state === 'pending') return t('finance.records.state.deposit.pending');
        if (state === 'posted') return t('finance.records.state.deposit.posted');
        return t('finance.records.state.deposit.voided');
      case 'withdrawal':
        if (state === 'pending') return t('finance.records.state.withdrawal.pending');
        if (state === 'posted') return t('finance.records.state.withdrawal.posted');
        return t('finance.records.state.withdrawal.voided');
      case 'transfer':
        if (state === 'pending') return t('finance.records.state.transfer.pending');
        if (state === 'posted') return t('finance.records.state.transfer.posted');
        return t('finance.records.state.transfer.voided');
      case 'bonus':
        if (state === 'pending') return t('finance.records.state.bonus.pending');
        if (state === 'posted') return t('finance.records.state.bonus.posted');
        return t('finance.records.state.bonus.voided');
      case 'adjustment':
        if (state === 'pending') return t('finance.records.state.adjustment.pending');
        if (state === 'posted') return t('finance.records.state.adjustment.posted');
        return t('finance.records.state.adjustment.voided');
      case 'bet':
        if (state === 'pending') return t('finance.records.state.bet.pending');
        if (state === 'posted') return t('finance.records.state.bet.posted');
        return t('finance.records.state.bet.voided');
    }
  };
}

export const STATE_TONE: Record<TransactionState, string> = {
  pending: 'state-tag is-pending',
  posted: 'state-tag is-success',
  voided: 'state-tag is-muted',
};
