import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { ResultBlock } from '../../components/result-block.tsx';

/** `/setting/wsuccess`: the withdrawal password was set, changed or reset. */
export function Component() {
  const { t } = useTranslation();
  // How the member got here (set, change or reset) comes as navigation state: the URL stays plain.
  const mode = (useLocation().state as { mode?: string } | null)?.mode;
  const title =
    mode === 'set' ? t('account.setting.withdrawSetDone') : t('account.success.modified');
  return (
    <ResultBlock title={title} description={t('account.setting.withdrawDoneDesc')}>
      <Link className="button-primary" to="/cards">
        {t('account.setting.toCards')}
      </Link>
      <Link className="button-secondary" to="/setting" replace>
        {t('account.setting.backToSettings')}
      </Link>
    </ResultBlock>
  );
}
