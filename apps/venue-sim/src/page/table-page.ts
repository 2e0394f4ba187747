import { type SimGame } from '../games/catalogue.ts';
import { type Lang } from '../persistence.ts';
import { type CommonText } from './play-text.ts';

/** The words every table must give: its kind of game, its action button, its fairness recipe. */
export interface TableWords {
  /** The kind of game ("百家乐"), shown under the game's own name. */
  kind: string;
  action: string;
  acting: string;
  /** Some of the stake back, less than all of it. */
  partial: string;
  /** How this table reads the bytes (after the common explanation), and what it pays. */
  verifyHelp: string;
}

export type Words<T> = T & TableWords & CommonText;

/**
 * One table's part of the page: its words, stage, bet spots and script (see page-script.ts).
 * Methods, not function properties, so a table with more words still fits `TablePage`.
 */
export interface TablePage<T extends TableWords = TableWords> {
  text: Readonly<Record<Lang, T>>;
  style(game: SimGame): string;
  stage(t: Words<T>, game: SimGame): string;
  board(t: Words<T>, game: SimGame): string;
  script: string;
  /** Data the table's script needs besides the round (a slot's reels), put in the boot JSON. */
  data?(game: SimGame): unknown;
}
