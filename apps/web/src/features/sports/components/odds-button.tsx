import { useEffect, useRef, useState } from 'react';
import {
  parseOdds,
  type SportsEvent,
  type SportsMarket,
  type SportsSelection,
} from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useOddsText } from '../../../stores/odds-format-store.ts';
import { buttonLabel } from '../lib/button-label.ts';
import { useSlipStore } from '../stores/slip-store.ts';

/** Whether the book takes bets on this market now. */
export const marketOpen = (event: SportsEvent, market: SportsMarket): boolean =>
  market.state === 'open' && (event.state === 'prematch' || event.state === 'live');

/** 'up' or 'down' for a couple of seconds after the odds move, so the eye catches it. */
function useOddsMove(odds: string): 'up' | 'down' | undefined {
  const last = useRef(odds);
  const [move, setMove] = useState<'up' | 'down' | undefined>(undefined);
  useEffect(() => {
    const before = parseOdds(last.current);
    const now = parseOdds(odds);
    last.current = odds;
    if (before === undefined || now === undefined || before === now) return;
    setMove(now > before ? 'up' : 'down');
    const timer = setTimeout(() => setMove(undefined), 1500);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}

/**
 * A selection's odds: a tap puts it on the slip or takes it off. A suspended market's buttons
 * lock; moved odds flash green up or red down. Above the odds, the pick in short (主, -0.25, as a
 * match row shows it) or in full (the team and line, as an event's page shows it); to a screen
 * reader, always in full with the market.
 */
export function OddsButton({
  event,
  market,
  selection,
  short = false,
}: {
  event: SportsEvent;
  market: SportsMarket;
  selection: SportsSelection;
  short?: boolean;
}) {
  const { t } = useTranslation();
  const { label, name, pick } = buttonLabel(event, market, selection, t);
  const picked = useSlipStore((s) => s.picks.some((p) => p.selectionId === selection.id));
  const toggle = useSlipStore((s) => s.toggle);
  const move = useOddsMove(selection.odds);
  const open = marketOpen(event, market);
  const shown = useOddsText()(selection.odds, market.type);
  const classes = ['odds-button', picked && 'is-picked', move && `is-${move}`].filter(Boolean);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-pressed={picked}
      aria-label={`${name} ${shown}`}
      disabled={!open}
      onClick={() => toggle(event, market, selection)}
    >
      <span className="odds-label">{short ? label : pick}</span>
      <span className="odds-value">
        {open ? (
          shown
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="odds-lock">
            <path d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z" />
          </svg>
        )}
      </span>
    </button>
  );
}
