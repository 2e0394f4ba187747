import './games.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import type { GameLaunch } from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { isProtectionRefusal, ResponsibleLink } from '../../../components/responsible-link.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { describeError } from '../../../lib/describe-error.ts';
import { venueBackPath } from '../../../lib/game-path.ts';
import { showAmount } from '../../../lib/money.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useLaunchGame } from '../api/launch-game.ts';

/**
 * Opens the venue's page in a new window. Null when a blocker stopped it (the launch answers
 * after the tap, so browsers may no longer count it as the member's gesture).
 */
function openWindow(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  try {
    // The venue's page must not be able to steer ours (`noopener` would hide a blocked window).
    opened.opener = null;
  } catch {
    // some browsers refuse the write; the page is another origin anyway
  }
  return true;
}

function BackToLobby({ platform, className }: { platform: string; className: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to={venueBackPath(platform)}>
      {t('games.launch.backToLobby')}
    </Link>
  );
}

/** The venue's page framed under a slim bar: back to the lobby (recalling funds) and the title. */
function GameFrame({ launch, title }: { launch: GameLaunch; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="game-page is-framed">
      <header className="game-bar">
        <Link
          className="game-bar-back"
          to={venueBackPath(launch.platform)}
          aria-label={t('games.launch.backToLobby')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
          <span>{t('games.launch.lobby')}</span>
        </Link>
        <h1 className="game-bar-title">{title}</h1>
        <span className="game-bar-spacer" aria-hidden="true" />
      </header>
      <iframe
        className="game-frame"
        src={launch.url}
        title={title}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </div>
  );
}

/** The venue's page is in its own window (or the blocker kept it: then a button opens it). */
function GameElsewhere({
  launch,
  title,
  blocked,
  onOpen,
}: {
  launch: GameLaunch;
  title: string;
  blocked: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="game-page">
      <div className="game-panel" role="status">
        <h1 className="game-panel-title">{title}</h1>
        <p className="muted">
          {blocked ? t('games.launch.blocked') : t('games.launch.openedElsewhere')}
        </p>
        <div className="game-panel-actions">
          <button type="button" className="button-primary" onClick={onOpen}>
            {blocked ? t('games.launch.open') : t('games.launch.openAgain')}
          </button>
          <BackToLobby platform={launch.platform} className="button-secondary" />
        </div>
      </div>
    </div>
  );
}

/**
 * `/games/:id/:title/:code/:gtype`: launches the game once (the server may first move the
 * member's balance into the venue, which can take seconds), keeps the game session for the
 * heartbeat, then shows the venue's page framed or in a new window. Refusals are the server's words.
 */
export function GameLaunchPage({ home }: { home: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const title = params.title ?? '';
  const id = params.id ?? '';
  const code = params.code ?? '';
  const gtype = params.gtype ?? '';
  const { mutate, data, error, isError, isSuccess } = useLaunchGame();
  const [blocked, setBlocked] = useState(false);
  const started = useRef(false);

  const start = useCallback(() => {
    mutate(
      { id, code, gtype },
      {
        onSuccess: (launch) => {
          const store = useSessionStore.getState();
          store.setGameSession({ isLogin: true, gameid: launch.gameid, platform: launch.platform });
          if (launch.moved) {
            const amount = showAmount(launch.moved.amount);
            void showToast(
              launch.moved.state === 'pending'
                ? t('games.launch.movedPending', { amount })
                : t('games.launch.moved', { amount }),
            );
          }
          if (!launch.embeddable) setBlocked(!openWindow(launch.url));
        },
      },
    );
  }, [mutate, id, code, gtype, t]);

  useEffect(() => {
    // Once per visit: React's development double effects must not launch (and move money) twice.
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (isSuccess) {
    if (data.embeddable) return <GameFrame launch={data} title={title} />;
    return (
      <GameElsewhere
        launch={data}
        title={title}
        blocked={blocked}
        onOpen={() => setBlocked(!openWindow(data.url))}
      />
    );
  }
  if (isError) {
    return (
      <div className="game-page">
        <div className="game-panel">
          <StateBlock kind="error" title={describeError(t, error)} description={title}>
            <div className="game-panel-actions">
              <Link className="button-primary" to={home}>
                {t('common.backHome')}
              </Link>
              {isProtectionRefusal(error) ? (
                // Trying again cannot help during a time-out or at a limit: show the settings.
                <ResponsibleLink className="button-secondary" />
              ) : (
                <button type="button" className="button-secondary" onClick={start}>
                  {t('common.retry')}
                </button>
              )}
            </div>
          </StateBlock>
        </div>
      </div>
    );
  }
  return (
    <div className="game-page">
      <div className="game-panel" role="status" aria-live="polite">
        <span className="spinner game-spinner" aria-hidden="true" />
        <h1 className="game-panel-title">{title}</h1>
        <p className="muted">{t('games.launch.entering')}</p>
      </div>
    </div>
  );
}
