import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { ResultBlock } from '../../components/result-block.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { homePath } from '../nav.ts';

/** `/setting/success`: the login password was changed (the catalogue's words). */
export function Component() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  return (
    <ResultBlock
      title={t('account.success.passwordChanged')}
      description={t('account.setting.passwordChangedDesc')}
    >
      <Link className="button-primary" to="/setting" replace>
        {t('account.setting.backToSettings')}
      </Link>
      <Link className="button-secondary" to={homePath(layout)}>
        {t('common.backHome')}
      </Link>
    </ResultBlock>
  );
}
