import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CURRENCIES, type CurrencyCode } from '@kirin/contract';
import { showMinor } from '../../../lib/money.ts';
import type { AmountProblem } from '../lib/amount-checks.ts';

/** The words under an amount field for each problem (limits and balances as the page shows them). */
export function useAmountProblemText(currency: CurrencyCode) {
  const { t } = useTranslation();
  return useCallback(
    (problem: AmountProblem): string => {
      switch (problem.reason) {
        case 'required':
          return t('finance.amount.required');
        case 'invalid':
          return t('finance.amount.invalid');
        case 'too_many_decimals':
          return t('finance.amount.decimals', { scale: CURRENCIES[currency].scale });
        case 'below_min':
          return t('finance.amount.belowMin', { min: showMinor(problem.limit, currency) });
        case 'above_max':
          return t('finance.amount.aboveMax', { max: showMinor(problem.limit, currency) });
        case 'above_available':
          return t('finance.amount.aboveAvailable', {
            available: showMinor(problem.limit, currency),
          });
        case 'above_daily_left':
          return t('finance.amount.aboveDailyLeft', { left: showMinor(problem.limit, currency) });
        case 'not_above_fee':
          return t('finance.amount.notAboveFee', { fee: showMinor(problem.limit, currency) });
      }
    },
    [currency, t],
  );
}
