import { useTranslation } from '../../../i18n/use-translation.ts';
import { cardText, isRed, type Card, type Round } from '../lib/bet-round.ts';
import { resultLine } from './bet-round-labels.ts';

// A round drawn as the table showed it: cards, the roulette number, dice or the reels.

function Cards({ label, cards, total }: { label: string; cards: Card[]; total?: string }) {
  return (
    <div className="round-hand">
      <span className="round-hand-label">{label}</span>
      <span className="round-cards">
        {cards.map((card, i) => (
          <span key={i} className={`round-card${isRed(card) ? ' is-red' : ''}`}>
            {cardText(card)}
          </span>
        ))}
      </span>
      {total !== undefined && <span className="round-total">{total}</span>}
    </div>
  );
}

const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function Die({ face }: { face: number }) {
  return (
    <span className={`round-die${face === 1 || face === 4 ? ' is-red' : ''}`} aria-hidden="true">
      {Array.from({ length: 9 }, (_, i) => (
        <i key={i} className={PIPS[face]?.includes(i) ? 'is-on' : undefined} />
      ))}
    </span>
  );
}

function Drawing({ round }: { round: Round }) {
  const { t } = useTranslation();
  switch (round.table) {
    case 'dragon-tiger':
      return (
        <div className="round-hands">
          <Cards label={t('games.bets.round.dragon')} cards={[round.dragon]} />
          <Cards label={t('games.bets.round.tiger')} cards={[round.tiger]} />
        </div>
      );
    case 'baccarat': {
      const points = (n: number) => t('games.bets.round.points', { n });
      return (
        <div className="round-hands">
          <Cards
            label={
              round.playerPair
                ? `${t('games.bets.round.player')} · ${t('games.bets.round.playerPair')}`
                : t('games.bets.round.player')
            }
            cards={round.playerCards}
            total={points(round.playerTotal)}
          />
          <Cards
            label={
              round.bankerPair
                ? `${t('games.bets.round.banker')} · ${t('games.bets.round.bankerPair')}`
                : t('games.bets.round.banker')
            }
            cards={round.bankerCards}
            total={points(round.bankerTotal)}
          />
        </div>
      );
    }
    case 'roulette':
      return (
        <span className={`round-ball is-${round.color}`} aria-hidden="true">
          {round.number}
        </span>
      );
    case 'sic-bo':
    case 'k3':
      return (
        <span className="round-dice">
          {round.dice.map((face, i) => (
            <Die key={i} face={face} />
          ))}
        </span>
      );
    case 'slot':
      return (
        <div className="round-slot">
          <div className="round-reels" role="img" aria-label={t('games.bets.round.reels')}>
            {round.grid.flatMap((row, r) =>
              row.map((symbol, c) => (
                <span key={`${r}-${c}`} className={`round-symbol s${symbol}`}>
                  {round.symbols[symbol]}
                </span>
              )),
            )}
          </div>
          {round.lines.length > 0 && (
            <ul className="round-lines">
              {round.lines.map((win) => (
                <li key={win.line}>
                  {t('games.bets.round.lineWin', {
                    line: win.line,
                    symbol: round.symbols[win.symbol],
                    count: win.count,
                    pays: win.pays,
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
  }
}

/** The round's result: drawn, then said in words. */
export function BetRound({ round }: { round: Round }) {
  const { t } = useTranslation();
  return (
    <section className="round" aria-label={t('games.bets.detail.result')}>
      <Drawing round={round} />
      <p className="round-result">{resultLine(t, round)}</p>
    </section>
  );
}
