import { useTranslation } from '../../i18n/use-translation.ts';
import { WithdrawPage } from '../../features/wallet/components/withdraw-page.tsx';
import { WithdrawPasswordGate } from '../../features/withdraw-accounts/components/withdraw-password-gate.tsx';

/** `/finance/withdraw`: behind the withdrawal-password gate, as adding an account is (spec §4). */
export function Component() {
  const { t } = useTranslation();
  return (
    <WithdrawPasswordGate advice={t('finance.withdraw.gateAdvice')}>
      <WithdrawPage />
    </WithdrawPasswordGate>
  );
}
