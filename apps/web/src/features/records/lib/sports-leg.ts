import { lineText, parseLine, type SportsBetLeg } from '@kirin/contract';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A handicap as members read it: signed, "+0.25" for the side that gets the start. */
function signedLine(quarters: number): string {
  return quarters > 0 ? `+${lineText(quarters)}` : lineText(quarters);
}

/**
 * What a leg bet on, as Asian books write it: the market ("让球") and the pick ("阿森纳 -0.25",
 * "大 2.5", "和局", "2-1"). The wire's handicap line is the home side's; the away side's is its
 * opposite.
 */
export function legPick(leg: SportsBetLeg, t: T): { market: string; pick: string } {
  const market = t(`games.bets.sports.market.${leg.type}`);
  const team = leg.outcome === 'home' ? leg.home : leg.outcome === 'away' ? leg.away : undefined;
  const quarters = leg.line === null ? undefined : parseLine(leg.line);
  switch (leg.type) {
    case '1x2':
      return { market, pick: team ?? t('games.bets.sports.outcome.draw') };
    case 'ah': {
      const side = quarters === undefined ? 0 : leg.outcome === 'away' ? -quarters : quarters;
      return { market, pick: `${team ?? leg.outcome} ${signedLine(side)}` };
    }
    case 'ou':
      return {
        market,
        pick: `${t(`games.bets.sports.outcome.${leg.outcome === 'over' ? 'over' : 'under'}`)} ${leg.line ?? ''}`.trim(),
      };
    case 'cs':
      return { market, pick: leg.outcome };
  }
}
