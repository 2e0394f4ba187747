import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { showAlert } from '../../../components/feedback.ts';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';

const SET_WITHDRAW_PASSWORD_PATH = '/setting/wpassword';

/**
 * Spec §4: where the site has withdrawal passwords and the member has none, adding a withdrawal
 * account (and withdrawing) starts with setting one. The form is not shown; a dialog gives the
 * catalogue's advice and takes the member to the withdrawal-password page. `advice` is the
 * catalogue's variant for the page (spec §8 has two); the default is the one for accounts.
 */
export function WithdrawPasswordGate({
  children,
  advice: adviceText,
}: {
  children: ReactNode;
  advice?: string;
}) {
  const { t } = useTranslation();
  const advice = adviceText ?? t('account.cards.gateAdvice');
  const navigate = useNavigate();
  const config = useWithdrawConfig();
  const { isToSet } = withdrawPasswordState(config.data);
  const asked = useRef(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    if (!isToSet || asked.current) return;
    asked.current = true;
    setDialogOpen(true);
    void showAlert({
      title: t('account.cards.gateTitle'),
      content: advice,
      confirmText: t('account.cards.gateGo'),
    }).then(() => {
      setDialogOpen(false);
      navigate(SET_WITHDRAW_PASSWORD_PATH, { replace: true });
    });
  }, [advice, isToSet, navigate, t]);

  if (config.isPending) return <SkeletonLines lines={4} />;
  if (config.isError) return <LoadError onRetry={config.refetch} />;
  if (isToSet) {
    // The dialog says it; the page behind it stays blank rather than say it a second time. Should
    // the dialog close without going (the back button), the page says it instead.
    if (dialogOpen || !asked.current) return null;
    return (
      <StateBlock kind="empty" title={t('account.cards.gateTitle')} description={advice}>
        <Link className="button-primary" to={SET_WITHDRAW_PASSWORD_PATH} replace>
          {t('account.cards.gateGo')}
        </Link>
      </StateBlock>
    );
  }
  return children;
}
