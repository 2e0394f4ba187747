import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Direction = 'in' | 'out';
export type Lang = 'zh-CN' | 'zh-HK' | 'en';

export interface PlayerState {
  currency: string;
  balanceMinor: bigint;
}

/** What a trace id came with; a repeat must match it (the deadline is not part of it). */
export interface TraceContent {
  player: string;
  direction: Direction;
  amountMinor: bigint;
  currency: string;
}

/** A trace id's fate, fixed once written. */
export type TraceRecord =
  | ({ status: 'applied'; at: string; balanceMinor: bigint } & TraceContent)
  | ({
      status: 'refused';
      at: string;
      httpStatus: number;
      code: string;
      message: string;
    } & TraceContent)
  | { status: 'cancelled'; at: string };

export interface Session {
  token: string;
  operator: string;
  player: string;
  game: string;
  lang: Lang;
  returnUrl: string;
  expiresAtMs: number;
  /** The next round's seed, secret until the round is played. */
  serverSeed: string;
  nonce: number;
}

/** A bet as the protocol writes it in `GET /v1/bets`. */
export interface WireBet {
  betId: string;
  player: string;
  game: string;
  round: string;
  currency: string;
  stake: string;
  validStake: string;
  payout: string;
  status: 'open' | 'settled' | 'void';
  placedAt: string;
  settledAt: string | null;
  detail: Record<string, unknown>;
}

export interface Change {
  seq: number;
  operator: string;
  bet: WireBet;
}

export interface OperatorState {
  players: Map<string, PlayerState>;
  traces: Map<string, TraceRecord>;
}

export interface VenueState {
  /** Random per fresh state: bet ids and cursors from an earlier, forgotten state never clash. */
  epoch: string;
  seq: number;
  betCount: number;
  operators: Map<string, OperatorState>;
  sessions: Map<string, Session>;
  /** Ordered by seq; append-only. */
  changes: Change[];
}

export const freshState = (): VenueState => ({
  epoch: randomBytes(4).toString('hex'),
  seq: 0,
  betCount: 0,
  operators: new Map(),
  sessions: new Map(),
  changes: [],
});

// On disk bigints are decimal strings: JSON numbers would lose them past 2^53.
const bigintReplacer = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? { $bigint: value.toString() } : value;

const bigintReviver = (_key: string, value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { $bigint?: unknown }).$bigint === 'string'
    ? BigInt((value as { $bigint: string }).$bigint)
    : value;

interface StateFile {
  version: 1;
  epoch: string;
  seq: number;
  betCount: number;
  operators: Record<string, { players: [string, PlayerState][]; traces: [string, TraceRecord][] }>;
  sessions: Session[];
  changes: Change[];
}

export function serializeState(state: VenueState): string {
  const file: StateFile = {
    version: 1,
    epoch: state.epoch,
    seq: state.seq,
    betCount: state.betCount,
    operators: Object.fromEntries(
      [...state.operators].map(([id, op]) => [
        id,
        { players: [...op.players], traces: [...op.traces] },
      ]),
    ),
    sessions: [...state.sessions.values()],
    changes: state.changes,
  };
  return JSON.stringify(file, bigintReplacer);
}

export function deserializeState(text: string): VenueState {
  const file = JSON.parse(text, bigintReviver) as StateFile;
  if (file.version !== 1)
    throw new Error(`unknown venue-sim state version ${String(file.version)}`);
  return {
    epoch: file.epoch,
    seq: file.seq,
    betCount: file.betCount,
    operators: new Map(
      Object.entries(file.operators).map(([id, op]) => [
        id,
        { players: new Map(op.players), traces: new Map(op.traces) },
      ]),
    ),
    sessions: new Map(file.sessions.map((session) => [session.token, session])),
    changes: file.changes,
  };
}

/** Where the state lives between runs; without a file it lives only in memory. */
export class StateFileStore {
  constructor(readonly file: string) {}

  load(): VenueState {
    if (!existsSync(this.file)) return freshState();
    return deserializeState(readFileSync(this.file, 'utf8'));
  }

  /**
   * Synchronous on purpose: an answer goes out only after its change is on disk, and no two
   * saves can interleave. Write-then-rename so a crash never leaves half a file.
   */
  save(state: VenueState): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, serializeState(state));
    renameSync(temporary, this.file);
  }
}
