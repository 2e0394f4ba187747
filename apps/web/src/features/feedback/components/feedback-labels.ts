import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FeedbackThreadState, FeedbackType } from '@kirin/contract';

export function useTypeLabel() {
  const { t } = useTranslation();
  return (type: FeedbackType): string => {
    switch (type) {
      case 'deposit':
        return t('feedback.type.deposit');
      case 'withdraw':
        return t('feedback.type.withdraw');
      case 'game':
        return t('feedback.type.game');
      case 'account':
        return t('feedback.type.account');
      case 'suggestion':
        return t('feedback.type.suggestion');
      case 'other':
        return t('feedback.type.other');
    }
  };
}

export function useStateLabel() {
  const { t } = useTranslation();
  return (state: FeedbackThreadState): string => {
    switch (state) {
      case 'open':
        return t('feedback.state.open');
      case 'replied':
        return t('feedback.state.replied');
      case 'closed':
        return t('feedback.state.closed');
    }
  };
}

/** Waiting for us is the state that asks for attention; a reply is good news. */
export const STATE_TONE: Record<FeedbackThreadState, string> = {
  open: 'state-tag is-pending',
  replied: 'state-tag is-success',
  closed: 'state-tag is-muted',
};
