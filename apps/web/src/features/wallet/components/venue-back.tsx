import './wallet.css';
import './transfer.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResultBlock } from '../../../components/result-block.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { describeError } from '../../../lib/describe-error.ts';
import { currencyOf } from '../../../lib/money.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useAutoTransfer } from '../api/auto-transfer.ts';
import { useRecallVenues } from '../api/recall-venues.ts';
import { useRefreshBalances } from '../api/transfer-moves.ts';
import { useRecallText } from './transfer-labels.ts';

/** After everything came back, home follows on its own after this long. */
export const VENUE_BACK_REDIRECT_MS = 3_000;

function Progress({ text }: { text: string }) {
  return (
    <div className="venue-back-progress" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/**
 * `/app/venueBack?code=<venue>`: where a venue returns the member (and our own "back to lobby").
 * The game session ends here. With auto-transfer on, the venue's balance is brought back to the
 * central wallet, showing whether it arrived or is still in transit; then home.
 */
export function VenueBack({ home }: { home: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read before the game session is cleared below.
  const [code] = useState(() => params.get('code') || useSessionStore.getState().game.platform);
  const currency = currencyOf(useSessionStore((s) => s.balance?.currency));
  const auto = useAutoTransfer();
  const { mutate: recall, ...recalled } = useRecallVenues();
  const recallText = useRecallText(currency);
  const refreshBalances = useRefreshBalances();
  const started = useRef(false);
  const enabled = auto.data?.enabled;
  const bringBack = enabled === true && code !== '';

  useEffect(() => useSessionStore.getState().clearGameSession(), []);

  useEffect(() => {
    if (enabled === undefined || started.current) return;
    started.current = true;
    // The recall refreshes the balances itself; without one, the venue may still have paid out.
    if (bringBack) recall(code);
    else void refreshBalances();
  }, [enabled, bringBack, code, recall, refreshBalances]);

  const outcome = recalled.data ? recallText(recalled.data.list) : null;
  useEffect(() => {
    if (!outcome?.settled) return;
    const timer = setTimeout(() => void navigate(home, { replace: true }), VENUE_BACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome?.settled, navigate, home]);

  const links = (
    <>
      <Link className="button-primary" to={home} replace>
        {t('common.backHome')}
      </Link>
      <Link className="button-secondary" to="/finance/transfer">
        {t('games.back.toTransfer')}
      </Link>
    </>
  );

  if (auto.isError) {
    return (
      <div className="venue-back">
        <StateBlock kind="error" title={describeError(t, auto.error)}>
          <button type="button" className="button-secondary" onClick={() => void auto.refetch()}>
            {t('common.retry')}
          </button>
          {links}
        </StateBlock>
      </div>
    );
  }
  if (auto.isPending) return <Progress text={t('games.back.leaving')} />;
  if (!bringBack) {
    return (
      <div className="venue-back">
        <ResultBlock title={t('games.back.left')} description={t('games.back.autoOff')}>
          {links}
        </ResultBlock>
      </div>
    );
  }
  if (recalled.isError) {
    return (
      <div className="venue-back">
        <StateBlock
          kind="error"
          title={describeError(t, recalled.error)}
          description={t('games.back.recallFailed')}
        >
          <button type="button" className="button-secondary" onClick={() => recall(code)}>
            {t('common.retry')}
          </button>
          {links}
        </StateBlock>
      </div>
    );
  }
  if (!outcome) return <Progress text={t('games.back.recalling')} />;
  return (
    <div className="venue-back">
      <ResultBlock
        title={outcome.settled ? t('games.back.done') : t('games.back.inTransit')}
        description={outcome.text}
      >
        {outcome.settled && <p className="muted">{t('games.back.redirecting')}</p>}
        {links}
      </ResultBlock>
    </div>
  );
}
