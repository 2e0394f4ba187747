import '../../../components/state-tag.css';
import { Link } from 'react-router';
import type { AgentApplication } from '@kirin/contract';
import { ResultBlock } from '../../../components/result-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useKindLabels, useStateLabels } from './join-us-labels.ts';

const STATE_TONE: Record<AgentApplication['state'], string> = {
  pending: 'is-pending',
  approved: 'is-success',
  declined: 'is-muted',
};

/** In place of the form once it is sent: what happens next, and the application as recorded. */
export function ApplicationDone({ application }: { application: AgentApplication }) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const kindLabel = useKindLabels();
  const stateLabel = useStateLabels();
  return (
    <section className="panel-card join-card join-done" aria-label={t('joinUs.done.title')}>
      <ResultBlock title={t('joinUs.done.title')} description={t('joinUs.done.desc')}>
        <dl className="join-done-facts">
          <div>
            <dt>{t('joinUs.done.state')}</dt>
            <dd>
              <span className={`state-tag ${STATE_TONE[application.state]}`}>
                {stateLabel[application.state]}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('joinUs.done.contact')}</dt>
            <dd>{`${kindLabel[application.contactKind]} · ${application.contact}`}</dd>
          </div>
        </dl>
        <Link className="button-secondary" to={layout === 'mobile' ? '/app/home' : '/home'}>
          {t('joinUs.done.home')}
        </Link>
      </ResultBlock>
    </section>
  );
}
