import type { TFunction } from 'i18next';
import type { Round, Table } from '../lib/bet-round.ts';

// Words for a round's table, bet and result. Every key is written out (no keys built from the
// venue's words), so a missing translation fails the i18n test and a bet we do not know shows
// as the venue wrote it rather than as a raw key.

export function tableName(t: TFunction, table: Table): string {
  switch (table) {
    case 'dragon-tiger':
      return t('games.bets.round.dragonTiger');
    case 'baccarat':
      return t('games.bets.round.baccarat');
    case 'roulette':
      return t('games.bets.round.roulette');
    case 'sic-bo':
      return t('games.bets.round.sicBo');
    case 'k3':
      return t('games.bets.round.k3');
    case 'slot':
      return t('games.bets.round.slot');
  }
}

/** Words shared by several tables' bets and results. */
function plainWord(t: TFunction, word: string): string | undefined {
  switch (word) {
    case 'dragon':
      return t('games.bets.round.dragon');
    case 'tiger':
      return t('games.bets.round.tiger');
    case 'tie':
      return t('games.bets.round.tie');
    case 'player':
      return t('games.bets.round.player');
    case 'banker':
      return t('games.bets.round.banker');
    case 'player-pair':
      return t('games.bets.round.playerPair');
    case 'banker-pair':
      return t('games.bets.round.bankerPair');
    case 'red':
      return t('games.bets.round.red');
    case 'black':
      return t('games.bets.round.black');
    case 'green':
      return t('games.bets.round.green');
    case 'odd':
      return t('games.bets.round.odd');
    case 'even':
      return t('games.bets.round.even');
    case 'big':
      return t('games.bets.round.big');
    case 'small':
      return t('games.bets.round.small');
    case 'any-straight':
      return t('games.bets.round.anyStraight');
    default:
      return undefined;
  }
}

/** A bet as the member reads it ("庄", "直注 17", "和值 9"); unknown bets as the venue wrote them. */
export function betLabel(t: TFunction, table: Table | undefined, bet: string): string {
  const numbered = /^([a-z-]+)-(\d{1,2})$/.exec(bet);
  const [kind, n] = numbered ? [numbered[1], numbered[2]] : [bet, undefined];
  switch (table === undefined ? '' : `${table}:${kind}`) {
    case 'roulette:low':
      return t('games.bets.round.low');
    case 'roulette:high':
      return t('games.bets.round.high');
    case 'roulette:straight':
      return t('games.bets.round.straight', { n });
    case 'roulette:dozen':
      return t('games.bets.round.dozen', { n });
    case 'roulette:column':
      return t('games.bets.round.column', { n });
    case 'sic-bo:total':
      return t('games.bets.round.total', { n });
    case 'sic-bo:single':
      return t('games.bets.round.single', { n });
    case 'sic-bo:double':
      return t('games.bets.round.double', { n });
    case 'sic-bo:triple':
      return t('games.bets.round.triple', { n });
    case 'sic-bo:any-triple':
      return t('games.bets.round.anyTriple');
    case 'k3:sum':
      return t('games.bets.round.sum', { n });
    case 'k3:triple':
      return t('games.bets.round.k3Triple', { n });
    case 'k3:any-triple':
      return t('games.bets.round.k3AnyTriple');
    case 'k3:pair':
      return t('games.bets.round.pair', { n });
    case 'slot:lines':
      return t('games.bets.round.lines', { n });
  }
  return (table !== undefined && numbered === null && plainWord(t, bet)) || bet;
}

/** The round's result in a few words ("庄胜", "17 红", "4 5 6 · 15 大"). */
export function resultLine(t: TFunction, round: Round): string {
  switch (round.table) {
    case 'dragon-tiger':
    case 'baccarat': {
      if (round.winner === 'tie') return t('games.bets.round.tieResult');
      const side = plainWord(t, round.winner) ?? round.winner;
      return t('games.bets.round.wins', { side });
    }
    case 'roulette':
      return `${round.number} ${plainWord(t, round.color)}`;
    case 'sic-bo':
    case 'k3': {
      const dice = t('games.bets.round.dice', { dice: round.dice.join(' ') });
      if (round.triple) return `${dice} · ${round.total} ${t('games.bets.round.leopard')}`;
      const size = round.total >= 11 ? t('games.bets.round.big') : t('games.bets.round.small');
      const parity = round.total % 2 ? t('games.bets.round.odd') : t('games.bets.round.even');
      return `${dice} · ${round.total} ${size} ${parity}`;
    }
    case 'slot':
      return round.multiplier > 0
        ? t('games.bets.round.multiplier', { n: round.lines.length, x: round.multiplier })
        : t('games.bets.round.noWin');
  }
}
