import './join-us.css';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgentApplication } from '@kirin/contract';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useProgramme } from '../api/get-programme.ts';
import { ApplicationDone } from './application-done.tsx';
import { ApplyForm } from './apply-form.tsx';
import { ProgrammeCard } from './programme-card.tsx';

/** What an agent does and earns, in a few plain lines (the site's own terms, not the server's). */
function Intro() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.token !== null);
  return (
    <section className="panel-card join-card join-intro" aria-labelledby="join-intro-title">
      <h2 id="join-intro-title" className="join-intro-title">
        {t('joinUs.intro.heading')}
      </h2>
      <p className="join-lead">{t('joinUs.intro.lead')}</p>
      <ol className="join-steps">
        <li>{t('joinUs.intro.invite')}</li>
        <li>{t('joinUs.intro.commission')}</li>
        <li>{t('joinUs.intro.wallet')}</li>
        <li>{t('joinUs.intro.review')}</li>
      </ol>
      {/* A member has an invite link already (docs/decisions/join-us.md): show them where. */}
      {signedIn && (
        <p className="join-member">
          {t('joinUs.intro.member')} <Link to="/user/agentPage">{t('joinUs.intro.agentPage')}</Link>
        </p>
      )}
    </section>
  );
}

/**
 * `/joinUs`, for guests and members: the programme in plain words, its commission table (or a
 * note that it is closed for now), and the application form, which a confirmation replaces once
 * it is sent. On a desktop the terms and the form sit side by side.
 */
export function JoinUsPage() {
  const layout = useLayoutKind();
  const programme = useProgramme();
  const [sent, setSent] = useState<AgentApplication | null>(null);

  function done(application: AgentApplication) {
    setSent(application);
    window.scrollTo?.({ top: 0 });
  }

  return (
    <div className={`join-page join-${layout}`}>
      <div className="join-terms">
        <Intro />
        {programme.isPending ? (
          <SkeletonLines lines={5} />
        ) : programme.isError ? (
          <LoadError onRetry={programme.refetch} />
        ) : (
          <ProgrammeCard scheme={programme.data.scheme} />
        )}
      </div>
      <div className="join-apply">
        {sent ? (
          <ApplicationDone application={sent} />
        ) : (
          <section className="panel-card join-card join-form">
            <ApplyForm onDone={done} />
          </section>
        )}
      </div>
    </div>
  );
}
