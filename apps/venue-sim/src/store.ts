import { randomBytes } from 'node:crypto';
import { simGame } from './games/catalogue.ts';
import { hashSeed, newServerSeed, roundBytes } from './games/fair.ts';
import { TABLES } from './games/tables.ts';
import { formatAmount } from './money.ts';
import {
  freshState,
  StateFileStore,
  type Change,
  type Lang,
  type OperatorState,
  type PlayerState,
  type Session,
  type TraceContent,
  type VenueState,
  type WireBet,
} from './persistence.ts';
import { Refusal, refusals } from './refusal.ts';

export interface TransferRequest extends TraceContent {
  traceId: string;
  deadlineMs: number;
}

/** A bet at a table, as the page sends it (already checked for shape, not for the table). */
export interface RoundInput {
  bet: string;
  stakeMinor: bigint;
  clientSeed: string;
}

export const SESSION_TTL_MS = 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

const sameContent = (a: TraceContent, b: TraceContent) =>
  a.player === b.player &&
  a.direction === b.direction &&
  a.amountMinor === b.amountMinor &&
  a.currency === b.currency;

/**
 * All of the venue's books: players per operator, trace ids, game sessions and the bet change
 * feed. Every method runs to completion without awaiting, so requests never interleave inside
 * one, and each change is saved (when a file is configured) before its answer goes out.
 */
export class VenueStore {
  readonly #state: VenueState;
  readonly #file: StateFileStore | undefined;

  constructor(dataFile?: string) {
    this.#file = dataFile ? new StateFileStore(dataFile) : undefined;
    this.#state = this.#file?.load() ?? freshState();
  }

  #commit(): void {
    this.#file?.save(this.#state);
  }

  #operator(id: string): OperatorState {
    let operator = this.#state.operators.get(id);
    if (!operator) {
      operator = { players: new Map(), traces: new Map() };
      this.#state.operators.set(id, operator);
    }
    return operator;
  }

  #player(operator: string, player: string): PlayerState {
    const found = this.#state.operators.get(operator)?.players.get(player);
    if (!found) throw refusals.playerNotFound();
    return found;
  }

  createPlayer(operator: string, player: string, currency: string) {
    const players = this.#operator(operator).players;
    const existing = players.get(player);
    if (existing) {
      if (existing.currency !== currency) throw refusals.currencyMismatch();
      return { player, currency, created: false };
    }
    players.set(player, { currency, balanceMinor: 0n });
    this.#commit();
    return { player, currency, created: true };
  }

  balance(operator: string, player: string) {
    const found = this.#player(operator, player);
    return { player, balance: formatAmount(found.balanceMinor), currency: found.currency };
  }

  /** Applies a trace id at most once; a refusal is recorded too, so its fate never changes. */
  transfer(operator: string, request: TransferRequest, nowMs: number) {
    const { traceId } = request;
    const traces = this.#operator(operator).traces;
    const existing = traces.get(traceId);
    if (existing) {
      if (existing.status === 'cancelled') throw refusals.traceCancelled();
      if (!sameContent(existing, request)) throw refusals.traceConflict();
      if (existing.status === 'refused') {
        throw new Refusal(existing.httpStatus, existing.code, existing.message);
      }
      return { traceId, status: 'applied' as const, balance: formatAmount(existing.balanceMinor) };
    }
    const { player, direction, amountMinor, currency } = request;
    const content = { player, direction, amountMinor, currency };
    const refuse = (refusal: Refusal): never => {
      const { status: httpStatus, code, message } = refusal;
      traces.set(traceId, {
        status: 'refused',
        at: iso(nowMs),
        httpStatus,
        code,
        message,
        ...content,
      });
      this.#commit();
      throw refusal;
    };
    if (nowMs > request.deadlineMs) refuse(refusals.expired());
    const holder = this.#state.operators.get(operator)?.players.get(player);
    if (!holder) return refuse(refusals.playerNotFound());
    if (holder.currency !== currency) refuse(refusals.currencyMismatch());
    if (direction === 'out' && holder.balanceMinor < amountMinor) {
      refuse(refusals.insufficientBalance());
    }
    holder.balanceMinor += direction === 'in' ? amountMinor : -amountMinor;
    traces.set(traceId, {
      status: 'applied',
      at: iso(nowMs),
      balanceMinor: holder.balanceMinor,
      ...content,
    });
    this.#commit();
    return { traceId, status: 'applied' as const, balance: formatAmount(holder.balanceMinor) };
  }

  /** Answers a trace id's fate; an unseen one is cancelled by this very question. */
  transferStatus(operator: string, traceId: string, nowMs: number) {
    const traces = this.#operator(operator).traces;
    const record = traces.get(traceId);
    if (!record) {
      traces.set(traceId, { status: 'cancelled', at: iso(nowMs) });
      this.#commit();
      return { traceId, status: 'cancelled' as const };
    }
    if (record.status === 'cancelled') return { traceId, status: record.status };
    const { status, direction, amountMinor, player, currency } = record;
    const view = {
      traceId,
      status,
      direction,
      amount: formatAmount(amountMinor),
      player,
      currency,
    };
    return record.status === 'refused' ? { ...view, code: record.code } : view;
  }

  /**
   * Test switch: a win (positive) or loss (negative) at the venue without playing. Without an
   * operator the player name must be unique across operators.
   */
  adjust(operator: string | undefined, player: string, deltaMinor: bigint) {
    const owner = this.#ownerOf(operator, player);
    const holder = this.#player(owner, player);
    if (holder.balanceMinor + deltaMinor < 0n) throw refusals.insufficientBalance();
    holder.balanceMinor += deltaMinor;
    this.#commit();
    return { operator: owner, ...this.balance(owner, player) };
  }

  /**
   * Test switch: a bet played without the table (stake taken, payout credited), written to the
   * feed like a round (open, then settled), so a test can move a player's balance and find the
   * play in the bet records. Without an operator the player name must be unique across operators.
   */
  manualBet(
    operator: string | undefined,
    player: string,
    input: { stakeMinor: bigint; payoutMinor: bigint; game: string },
    nowMs: number,
  ) {
    const owner = this.#ownerOf(operator, player);
    const holder = this.#player(owner, player);
    if (input.stakeMinor > holder.balanceMinor) throw refusals.insufficientBalance();
    holder.balanceMinor += input.payoutMinor - input.stakeMinor;
    const count = ++this.#state.betCount;
    const at = iso(nowMs);
    const open: WireBet = {
      betId: `vb_${this.#state.epoch}_${count}`,
      player,
      game: input.game,
      round: `mb_${this.#state.epoch}_${count}`,
      currency: holder.currency,
      stake: formatAmount(input.stakeMinor),
      validStake: '0.00',
      payout: '0.00',
      status: 'open',
      placedAt: at,
      settledAt: null,
      detail: { manual: true },
    };
    const settled: WireBet = {
      ...open,
      validStake: formatAmount(input.payoutMinor === input.stakeMinor ? 0n : input.stakeMinor),
      payout: formatAmount(input.payoutMinor),
      status: 'settled',
      settledAt: at,
    };
    this.#append(owner, open);
    this.#append(owner, settled);
    this.#commit();
    return { operator: owner, betId: settled.betId, ...this.balance(owner, player) };
  }

  #ownerOf(operator: string | undefined, player: string): string {
    if (operator !== undefined) return operator;
    const owners = [...this.#state.operators].filter(([, op]) => op.players.has(player));
    if (owners.length > 1) {
      throw refusals.badRequest('Several operators have this player: give "operator".');
    }
    const owner = owners[0]?.[0];
    if (owner === undefined) throw refusals.playerNotFound();
    return owner;
  }

  createSession(
    operator: string,
    input: { player: string; game: string; lang: Lang; returnUrl: string },
    nowMs: number,
  ): Session {
    this.#player(operator, input.player);
    if (!simGame(input.game)) throw refusals.gameNotFound();
    // Forget sessions nobody can use any more, so the state file does not grow without end.
    for (const [token, session] of this.#state.sessions) {
      if (session.expiresAtMs <= nowMs) this.#state.sessions.delete(token);
    }
    const session: Session = {
      token: randomBytes(24).toString('base64url'),
      operator,
      ...input,
      expiresAtMs: nowMs + SESSION_TTL_MS,
      serverSeed: newServerSeed(),
      nonce: 1,
    };
    this.#state.sessions.set(session.token, session);
    this.#commit();
    return session;
  }

  session(token: string, nowMs: number): Session | undefined {
    const session = this.#state.sessions.get(token);
    return session && session.expiresAtMs > nowMs ? session : undefined;
  }

  /** The balance of a session's player. */
  sessionBalance(session: Session) {
    return this.balance(session.operator, session.player);
  }

  /**
   * One round of the session's game: stake taken, the outcome read from the session's seed,
   * payout credited, and the bet written to the feed twice (open, then settled) as a venue with
   * a betting window would. The seed is then revealed and replaced.
   */
  playRound(session: Session, input: RoundInput, nowMs: number) {
    const game = simGame(session.game);
    if (!game) throw refusals.gameNotFound();
    const table = TABLES[game.table];
    const { bet, stakeMinor, clientSeed } = input;
    if (!table.isBet(bet)) throw refusals.badRequest(table.betHelp);
    const holder = this.#player(session.operator, session.player);
    if (stakeMinor > holder.balanceMinor) {
      throw new Refusal(422, 'INSUFFICIENT_BALANCE', 'The stake is above the balance.');
    }
    const { serverSeed, nonce } = session;
    const serverSeedHash = hashSeed(serverSeed);
    const { result, settlement } = table.play(
      roundBytes(serverSeed, clientSeed, nonce),
      bet,
      stakeMinor,
    );
    holder.balanceMinor += settlement.payoutMinor - stakeMinor;

    const count = ++this.#state.betCount;
    const at = iso(nowMs);
    // Dragon Tiger wrote its bet as `side` before the other tables came; it keeps that name too.
    const side = game.table === 'dragon-tiger' ? { side: bet } : {};
    const theme = game.theme ? { theme: game.theme.id, symbols: game.theme.symbols } : {};
    const open: WireBet = {
      betId: `vb_${this.#state.epoch}_${count}`,
      player: session.player,
      game: session.game,
      round: `${table.roundPrefix}_${this.#state.epoch}_${count}`,
      currency: holder.currency,
      stake: formatAmount(stakeMinor),
      validStake: '0.00',
      payout: '0.00',
      status: 'open',
      placedAt: at,
      settledAt: null,
      detail: { table: game.table, ...side, bet, ...theme, serverSeedHash, clientSeed, nonce },
    };
    const settled: WireBet = {
      ...open,
      validStake: formatAmount(settlement.validStakeMinor),
      payout: formatAmount(settlement.payoutMinor),
      status: 'settled',
      settledAt: at,
      detail: { ...open.detail, serverSeed, ...result },
    };
    this.#append(session.operator, open);
    this.#append(session.operator, settled);

    session.serverSeed = newServerSeed();
    session.nonce += 1;
    this.#commit();
    return {
      bet: settled,
      game: game.code,
      table: game.table,
      ...side,
      ...result,
      serverSeed,
      serverSeedHash,
      clientSeed,
      nonce,
      balance: formatAmount(holder.balanceMinor),
      next: { serverSeedHash: hashSeed(session.serverSeed), nonce: session.nonce },
    };
  }

  #append(operator: string, bet: WireBet): void {
    this.#state.changes.push({ seq: ++this.#state.seq, operator, bet });
  }

  /** The operator's changes after a cursor, oldest first; see `decodeCursor` for the cursor. */
  betsAfter(operator: string, cursor: string, limit: number) {
    let after = decodeCursor(cursor, this.#state.epoch);
    const { changes } = this.#state;
    const bets: WireBet[] = [];
    for (let i = firstAfter(changes, after); i < changes.length && bets.length < limit; i++) {
      const change = changes[i]!;
      if (change.operator !== operator) continue;
      bets.push(change.bet);
      after = change.seq;
    }
    return { bets, nextCursor: encodeCursor(this.#state.epoch, after) };
  }

  /** Test switch: both columns of the venue's books. */
  books(operator?: string) {
    const entries = [...this.#state.operators].filter(([id]) => !operator || id === operator);
    return {
      players: entries.flatMap(([id, op]) =>
        [...op.players].map(([player, state]) => ({
          operator: id,
          player,
          currency: state.currency,
          balance: formatAmount(state.balanceMinor),
        })),
      ),
      applied: entries.flatMap(([id, op]) =>
        [...op.traces].flatMap(([traceId, record]) =>
          record.status === 'applied'
            ? [
                {
                  operator: id,
                  traceId,
                  direction: record.direction,
                  amount: formatAmount(record.amountMinor),
                  player: record.player,
                  times: 1,
                },
              ]
            : [],
        ),
      ),
    };
  }
}

function firstAfter(changes: Change[], seq: number): number {
  let low = 0;
  let high = changes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (changes[middle]!.seq <= seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A cursor is base64url of `epoch.seq`: the last change the caller has seen. */
export const encodeCursor = (epoch: string, seq: number) =>
  Buffer.from(`${epoch}.${seq}`, 'utf8').toString('base64url');

/**
 * The seq after which to continue. A cursor from another epoch (the venue's state was wiped)
 * starts again from the beginning rather than skipping the new state's first changes.
 */
export function decodeCursor(cursor: string, epoch: string): number {
  if (cursor === '') return 0;
  const match = /^([0-9a-f]{8})\.(0|[1-9]\d{0,15})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  if (!match || encodeCursor(match[1]!, Number(match[2])) !== cursor) {
    throw refusals.badRequest('cursor is not one this venue gave out');
  }
  return match[1] === epoch ? Number(match[2]) : 0;
}
