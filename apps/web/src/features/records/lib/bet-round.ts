// A bet's `detail` is the venue's own record of its round (docs/venue-protocol.md), JSON we did
// not write: it is read here into shapes the page can draw, and anything else is left out rather
// than trusted.

export type Card = { rank: number; suit: 'spades' | 'hearts' | 'clubs' | 'diamonds' };
export type LineWin = { line: number; symbol: number; count: number; pays: number };

export type Round =
  | { table: 'dragon-tiger'; dragon: Card; tiger: Card; winner: string }
  | {
      table: 'baccarat';
      playerCards: Card[];
      bankerCards: Card[];
      playerTotal: number;
      bankerTotal: number;
      winner: string;
      playerPair: boolean;
      bankerPair: boolean;
    }
  | { table: 'roulette'; number: number; color: 'red' | 'black' | 'green' }
  | { table: 'sic-bo' | 'k3'; dice: number[]; total: number; triple: boolean }
  | { table: 'slot'; grid: number[][]; symbols: string[]; lines: LineWin[]; multiplier: number };

export type Table = Round['table'];

export type Seeds = {
  serverSeedHash?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
};

type Json = Record<string, unknown>;

const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'];
const TABLES: readonly string[] = ['dragon-tiger', 'baccarat', 'roulette', 'sic-bo', 'k3', 'slot'];

const isInt = (value: unknown, low: number, high: number): value is number =>
  Number.isInteger(value) && (value as number) >= low && (value as number) <= high;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 200 ? value : undefined;
const isCard = (value: unknown): value is Card =>
  typeof value === 'object' &&
  value !== null &&
  isInt((value as Json).rank, 1, 13) &&
  SUITS.includes((value as Json).suit as string);
const isCards = (value: unknown): value is Card[] =>
  Array.isArray(value) && value.length <= 3 && value.every(isCard);
const isInts = (value: unknown, low: number, high: number): value is number[] =>
  Array.isArray(value) && value.every((n) => isInt(n, low, high));

/** The table the round was played at, when the venue says and we know it. */
export function tableOf(detail: Json): Table | undefined {
  return TABLES.includes(detail.table as string) ? (detail.table as Table) : undefined;
}

/** What was bet (`side` is Dragon Tiger's older name for it). */
export const betOf = (detail: Json): string | undefined => text(detail.bet) ?? text(detail.side);

export function seedsOf(detail: Json): Seeds {
  return {
    serverSeedHash: text(detail.serverSeedHash),
    serverSeed: text(detail.serverSeed),
    clientSeed: text(detail.clientSeed),
    nonce: isInt(detail.nonce, 0, Number.MAX_SAFE_INTEGER) ? detail.nonce : undefined,
  };
}

/** The round's result, once there is one (an open bet has none yet). */
export function roundOf(detail: Json): Round | undefined {
  const d = detail;
  switch (tableOf(d)) {
    case 'dragon-tiger':
      return isCard(d.dragon) && isCard(d.tiger) && text(d.winner)
        ? { table: 'dragon-tiger', dragon: d.dragon, tiger: d.tiger, winner: d.winner as string }
        : undefined;
    case 'baccarat':
      return isCards(d.playerCards) &&
        isCards(d.bankerCards) &&
        isInt(d.playerTotal, 0, 9) &&
        isInt(d.bankerTotal, 0, 9) &&
        text(d.winner)
        ? {
            table: 'baccarat',
            playerCards: d.playerCards,
            bankerCards: d.bankerCards,
            playerTotal: d.playerTotal,
            bankerTotal: d.bankerTotal,
            winner: d.winner as string,
            playerPair: d.playerPair === true,
            bankerPair: d.bankerPair === true,
          }
        : undefined;
    case 'roulette':
      return isInt(d.number, 0, 36) && ['red', 'black', 'green'].includes(d.color as string)
        ? { table: 'roulette', number: d.number, color: d.color as 'red' | 'black' | 'green' }
        : undefined;
    case 'sic-bo':
    case 'k3':
      return isInts(d.dice, 1, 6) && d.dice.length === 3 && isInt(d.total, 3, 18)
        ? {
            table: d.table as 'sic-bo' | 'k3',
            dice: d.dice,
            total: d.total,
            triple: d.triple === true,
          }
        : undefined;
    case 'slot': {
      const symbols = Array.isArray(d.symbols) ? d.symbols.map(text) : [];
      const grid = Array.isArray(d.grid) ? d.grid : [];
      const lines = Array.isArray(d.lines) ? (d.lines as Json[]) : [];
      const ok =
        symbols.length > 0 &&
        symbols.every((s) => s !== undefined) &&
        grid.length === 3 &&
        grid.every((row) => isInts(row, 0, symbols.length - 1) && row.length === 5) &&
        lines.every(
          (w) =>
            isInt(w.line, 1, 99) &&
            isInt(w.symbol, 0, symbols.length - 1) &&
            isInt(w.count, 1, 5) &&
            isInt(w.pays, 0, 1_000_000),
        ) &&
        isInt(d.multiplier, 0, 100_000_000);
      return ok
        ? {
            table: 'slot',
            grid: grid as number[][],
            symbols: symbols as string[],
            lines: lines as LineWin[],
            multiplier: d.multiplier as number,
          }
        : undefined;
    }
    default:
      return undefined;
  }
}

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_MARKS: Record<Card['suit'], string> = {
  spades: '♠',
  hearts: '♥',
  clubs: '♣',
  diamonds: '♦',
};

export const cardText = (card: Card) => `${RANKS[card.rank]}${SUIT_MARKS[card.suit]}`;
export const isRed = (card: Card) => card.suit === 'hearts' || card.suit === 'diamonds';
