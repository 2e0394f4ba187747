import type { SportsEvent, SportsMarket, SportsSelection } from '@kirin/contract';
import { legPick } from '../../../lib/sports-pick.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * An odds button's short label (主 / 和 / 客, the side's handicap line, 大 2.5, 2-1) and its full
 * name for screen readers and the slip (阿森纳 · 让球 -0.25).
 */
export function buttonLabel(
  event: SportsEvent,
  market: SportsMarket,
  selection: SportsSelection,
  t: T,
): { label: string; name: string; pick: string } {
  const { market: kind, pick } = legPick(
    {
      type: market.type,
      line: market.line,
      outcome: selection.outcome,
      home: event.home,
      away: event.away,
    },
    t,
    'sports',
  );
  const name = `${kind} ${pick}`;
  if (market.type === '1x2') return { label: t(`sports.outcome.${selection.outcome}`), name, pick };
  // The handicap button shows the side's line; the team is the row's.
  if (market.type === 'ah') return { label: pick.slice(pick.lastIndexOf(' ') + 1), name, pick };
  return { label: pick, name, pick };
}
