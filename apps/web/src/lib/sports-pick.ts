import { lineText, parseLine, type MarketType, type SportsBetState } from '@kirin/contract';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A handicap as members read it: signed, "+0.25" for the side that gets the start. */
function signedLine(quarters: number): string {
  return quarters > 0 ? `+${lineText(quarters)}` : lineText(quarters);
}

/** What a pick is made of: a bet's leg, a slip's selection, an odds button. */
export type Pick = {
  type: MarketType;
  line: string | null;
  outcome: string;
  home: string;
  away: string;
};

/**
 * What a leg bet on, as Asian books write it: the market ("让球") and the pick ("阿森纳 -0.25",
 * "大 2.5", "和局", "2-1"). The wire's handicap line is the home side's; the away side's is its
 * opposite. `words` is where the texts live: `<words>.market.<type>` and
 * `<words>.outcome.{draw,over,under}`.
 */
export function legPick(
  leg: Pick,
  t: T,
  words = 'games.bets.sports',
): { market: string; pick: string } {
  const market = t(`${words}.market.${leg.type}`);
  const team = leg.outcome === 'home' ? leg.home : leg.outcome === 'away' ? leg.away : undefined;
  const quarters = leg.line === null ? undefined : parseLine(leg.line);
  switch (leg.type) {
    case '1x2':
      return { market, pick: team ?? t(`${words}.outcome.draw`) };
    case 'ah': {
      const side = quarters === undefined ? 0 : leg.outcome === 'away' ? -quarters : quarters;
      return { market, pick: `${team ?? leg.outcome} ${signedLine(side)}` };
    }
    case 'ou':
      return {
        market,
        pick: `${t(`${words}.outcome.${leg.outcome === 'over' ? 'over' : 'under'}`)} ${leg.line ?? ''}`.trim(),
      };
    case 'cs':
      return { market, pick: leg.outcome };
  }
}

/** A sportsbook result in the words members know (赢半, 输半, 走水); won green, lost red. */
export const SPORTS_TONE: Record<SportsBetState, string> = {
  open: 'state-tag is-pending',
  won: 'state-tag is-success',
  half_won: 'state-tag is-success',
  lost: 'state-tag is-danger',
  half_lost: 'state-tag is-danger',
  push: 'state-tag is-muted',
  void: 'state-tag is-muted',
  cashed_out: 'state-tag is-success',
};
