import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { StateBlock } from '../../components/state-block.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { homePath } from '../nav.ts';

/** The fallback page for unknown paths. */
export function Component() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  return (
    <main className="not-found">
      <StateBlock kind="missing" title={t('notFound.title')} description={t('notFound.desc')}>
        <Link className="button-primary" to={homePath(layout)}>
          {t('common.backHome')}
        </Link>
      </StateBlock>
    </main>
  );
}
