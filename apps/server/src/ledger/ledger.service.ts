import DataLoader from 'dataloader';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import type { LedgerAccountKind, LedgerTransferKind } from '../db/wallet-schema.ts';
import { DomainError } from '../lib/errors.ts';
import { checkInvariants, type InvariantReport } from './invariants.ts';
import {
  accountById,
  accountsByIds,
  callTransfer,
  callTransferMany,
  ensureAccount,
  findAccountIds,
  lockAccounts,
  memberAccounts,
  membersAccounts,
  transferIdExpression,
  type AccountIdentity,
  type AccountTotalsRow,
  type TransferCall,
  type TransferRow,
} from './ledger.repository.ts';

/** Where money sits: a member's wallet, or one of the house's accounts of a site. */
export type AccountRef =
  | {
      kind: Extract<LedgerAccountKind, `member_${string}`>;
      siteCode: string;
      memberId: number;
      currency: string;
      venueCode?: string;
    }
  | {
      kind: Extract<LedgerAccountKind, `house_${string}`>;
      siteCode: string;
      currency: string;
      venueCode?: string;
      /** Which of the kind's rows: a busy house account is spread over several (0 by default). */
      shard?: number;
    };

export type TransferInput = {
  /** Caller-chosen and unique: replaying it with the same content returns the first result. */
  key: string;
  debit: AccountRef | number;
  credit: AccountRef | number;
  amount: bigint;
  currency: string;
  reason: string;
  /** Two-phase: hold now, post or void later (exactly once). */
  pending?: boolean;
  meta?: Record<string, unknown>;
};

export type Transfer = {
  id: number;
  replayed: boolean;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  createdAt: Date;
};

export type Totals = {
  id: number;
  kind: LedgerAccountKind;
  venueCode: string;
  currency: string;
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
  /** What the owner may use now: credits posted less debits posted and held. */
  available: bigint;
  /** Posted balance, holds included (credit-normal: what the house owes the member). */
  balance: bigint;
};

const REFUSALS: Record<string, DomainError['code']> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
};

/** A refusal raised inside ledger_transfer, e.g. 'LEDGER:INSUFFICIENT_FUNDS'. */
export class LedgerError extends Error {
  override name = 'LedgerError';
  constructor(readonly reason: string) {
    super(`ledger refused: ${reason}`);
  }
}

/** A refusal raised by the ledger's SQL (also when called from another function) as our error. */
export function ledgerRefusal(error: unknown): unknown {
  const message = findMessage(error);
  const match = /LEDGER:([A-Z_]+)/.exec(message ?? '');
  if (!match?.[1]) {
    if (/ledger_accounts_member_not_negative/.test(message ?? '')) {
      return new DomainError('INSUFFICIENT_FUNDS');
    }
    return error;
  }
  const code = REFUSALS[match[1]];
  return code ? new DomainError(code) : new LedgerError(match[1]);
}

/** Drivers wrap the server's error differently; the message is somewhere along `cause`. */
function findMessage(error: unknown): string | undefined {
  let current: unknown = error;
  const seen: string[] = [];
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof Error) seen.push(current.message);
    current = (current as { cause?: unknown }).cause;
  }
  return seen.join('\n');
}

const toTransfer = (row: TransferRow): Transfer => ({
  id: Number(row.transfer_id),
  replayed: row.replayed,
  debitAccountId: Number(row.debit_account_id),
  creditAccountId: Number(row.credit_account_id),
  amount: BigInt(row.amount),
  createdAt: new Date(row.created_at),
});

export const toTotals = (row: AccountTotalsRow): Totals => {
  const t = {
    id: Number(row.id),
    kind: row.kind,
    venueCode: row.venue_code,
    currency: row.currency,
    debitsPending: BigInt(row.debits_pending),
    debitsPosted: BigInt(row.debits_posted),
    creditsPending: BigInt(row.credits_pending),
    creditsPosted: BigInt(row.credits_posted),
  };
  return {
    ...t,
    available: t.creditsPosted - t.debitsPosted - t.debitsPending,
    balance: t.creditsPosted - t.debitsPosted,
  };
};

const identityOf = (ref: AccountRef): AccountIdentity => ({
  siteCode: ref.siteCode,
  kind: ref.kind,
  memberId: 'memberId' in ref ? ref.memberId : null,
  venueCode: ref.venueCode ?? '',
  shard: 'shard' in ref ? (ref.shard ?? 0) : 0,
  currency: ref.currency,
});

const cacheKeyOf = (a: AccountIdentity) =>
  `${a.siteCode}|${a.kind}|${a.memberId ?? ''}|${a.venueCode}|${a.shard}|${a.currency}`;

/**
 * The only code that moves money. Every movement is one call of the database function
 * `ledger_transfer`, which locks both accounts in id order, checks the member's available balance,
 * appends the transfer and updates the totals in one statement.
 */
export class Ledger {
  // Accounts are never deleted, so an id is remembered for the process's life once its row is
  // known to be committed. A transaction finds only committed rows, except those it created
  // itself, which may yet be rolled back: `createdIn` keeps those out of the cache. (A savepoint
  // is a transaction object of its own: do not create accounts in one and read them in its parent.)
  private readonly ids = new Map<string, number>();
  private readonly createdIn = new WeakMap<DbOrTx, Set<string>>();

  constructor(private readonly db: Db) {}

  async accountId(ref: AccountRef | number, db: DbOrTx = this.db): Promise<number> {
    if (typeof ref === 'number') return ref;
    const identity = identityOf(ref);
    const known = this.ids.get(cacheKeyOf(identity));
    if (known !== undefined) return known;
    const { id, created } = await ensureAccount(db, identity);
    this.remember(db, identity, id, created);
    return id;
  }

  /**
   * `accountId` of many accounts: those not yet known are looked up in one query, and only the
   * ones that do not exist yet are created one by one.
   */
  async accountIds(
    refs: readonly (AccountRef | number)[],
    db: DbOrTx = this.db,
  ): Promise<number[]> {
    const ids = refs.map((ref) =>
      typeof ref === 'number' ? ref : this.ids.get(cacheKeyOf(identityOf(ref))),
    );
    // Each unknown account once, with the places that ask for it.
    const unknown = new Map<string, { identity: AccountIdentity; at: number[] }>();
    refs.forEach((ref, i) => {
      if (ids[i] !== undefined || typeof ref === 'number') return;
      const identity = identityOf(ref);
      const key = cacheKeyOf(identity);
      const entry = unknown.get(key) ?? { identity, at: [] };
      entry.at.push(i);
      unknown.set(key, entry);
    });
    if (unknown.size === 0) return ids as number[];
    const entries = [...unknown.values()];
    const found = await findAccountIds(
      db,
      entries.map((e) => e.identity),
    );
    for (const [n, { identity, at }] of entries.entries()) {
      let id = found[n];
      if (id === undefined) id = await this.accountId(refs[at[0]!]!, db);
      else this.remember(db, identity, id, false);
      for (const i of at) ids[i] = id;
    }
    return ids as number[];
  }

  /** An id is remembered only once its row is known to be committed (see `ids`). */
  private remember(db: DbOrTx, identity: AccountIdentity, id: number, created: boolean) {
    const cacheKey = cacheKeyOf(identity);
    const createdHere = this.createdIn.get(db);
    if (created && db !== this.db) {
      if (createdHere) createdHere.add(cacheKey);
      else this.createdIn.set(db, new Set([cacheKey]));
    } else if (!createdHere?.has(cacheKey)) {
      this.ids.set(cacheKey, id);
    }
  }

  /**
   * Many single transfers in one round trip (`ledger_transfer_many`), for background batches that
   * move money for many items inside one transaction: all move or none does. Answers each
   * transfer's id and whether its key had already moved it (a replay), in input order.
   */
  async transferMany(
    inputs: readonly TransferInput[],
    tx: DbOrTx,
  ): Promise<{ key: string; id: number; replayed: boolean }[]> {
    if (inputs.length === 0) return [];
    if (inputs.some((i) => i.amount <= 0n)) throw new LedgerError('INVALID_AMOUNT');
    if (inputs.some((i) => i.pending)) throw new LedgerError('INVALID_KIND');
    const accounts = await this.accountIds(
      inputs.flatMap((i) => [i.debit, i.credit]),
      tx,
    );
    try {
      return await callTransferMany(
        tx,
        inputs.map((i, n) => ({
          key: i.key,
          debit: accounts[2 * n]!,
          credit: accounts[2 * n + 1]!,
          amount: i.amount,
          currency: i.currency,
          reason: i.reason,
          meta: i.meta ?? {},
        })),
      );
    } catch (error) {
      throw ledgerRefusal(error);
    }
  }

  async transfer(input: TransferInput, db: DbOrTx = this.db): Promise<Transfer> {
    return this.call(db, await this.callOf(input, db));
  }

  /**
   * The call of `ledger_transfer` that makes this transfer, for a caller that files its own rows in
   * the same statement or procedure step (one round trip instead of two). The accounts are resolved
   * now; the money moves when that runs, and its refusals come as its error (pass it to
   * `ledgerRefusal`).
   */
  async transferCall(input: TransferInput, db: DbOrTx = this.db): Promise<TransferCall> {
    return this.callOf(input, db);
  }

  /** `transferCall` as an SQL expression that answers the transfer's id, to embed in a statement. */
  async transferIdSql(input: TransferInput, db: DbOrTx = this.db): Promise<SQL> {
    return transferIdExpression(await this.callOf(input, db));
  }

  private async callOf(input: TransferInput, db: DbOrTx): Promise<TransferCall> {
    if (input.amount <= 0n) throw new LedgerError('INVALID_AMOUNT');
    // One after the other: a transaction's connection runs one statement at a time.
    const debit = await this.accountId(input.debit, db);
    const credit = await this.accountId(input.credit, db);
    return {
      key: input.key,
      kind: input.pending ? 'pending' : 'single',
      debitAccountId: debit,
      creditAccountId: credit,
      amount: input.amount,
      currency: input.currency,
      reason: input.reason,
      pendingId: null,
      meta: input.meta ?? {},
    };
  }

  /** Posts a pending transfer, in full or (with `amount`) in part; the rest returns to the debit side. */
  async post(
    pendingId: number,
    key: string,
    reason: string,
    options: { amount?: bigint; meta?: Record<string, unknown> } = {},
    db: DbOrTx = this.db,
  ): Promise<Transfer> {
    return this.resolve('post', pendingId, key, reason, options, db);
  }

  async void(
    pendingId: number,
    key: string,
    reason: string,
    options: { meta?: Record<string, unknown> } = {},
    db: DbOrTx = this.db,
  ): Promise<Transfer> {
    return this.resolve('void', pendingId, key, reason, options, db);
  }

  /** All or nothing: the legs run in one database transaction after locking every account. */
  async transferLinked(legs: readonly TransferInput[], db?: DbOrTx): Promise<Transfer[]> {
    const run = async (tx: DbOrTx) => {
      // Each account is resolved once, then locked in id order before the first leg moves.
      const resolved: TransferInput[] = [];
      const ids: number[] = [];
      for (const leg of legs) {
        const debit = await this.accountId(leg.debit, tx);
        const credit = await this.accountId(leg.credit, tx);
        ids.push(debit, credit);
        resolved.push({ ...leg, debit, credit });
      }
      await lockAccounts(tx, ids);
      const done: Transfer[] = [];
      for (const leg of resolved) done.push(await this.transfer(leg, tx));
      return done;
    };
    return db ? run(db) : this.db.transaction(run);
  }

  /**
   * Locks accounts (in id order, as transfers do) until the transaction ends, for callers that
   * must read a balance and move money on it without anyone moving it in between.
   */
  async lock(refs: readonly (AccountRef | number)[], tx: DbOrTx): Promise<number[]> {
    const ids = await this.accountIds(refs, tx);
    await lockAccounts(tx, ids);
    return ids;
  }

  /**
   * Reads outside a transaction are batched: the members whose balances are asked for while the
   * node handles one round of ready sockets share one query (a busy node answers many members'
   * balance polls at once). A transaction reads on its own connection, as before.
   */
  private readonly totalsLoader = new DataLoader<number, Totals[]>(
    async (memberIds) => {
      const byMember = new Map<number, Totals[]>();
      for (const row of await membersAccounts(this.db, memberIds)) {
        const id = Number(row.member_id);
        const list = byMember.get(id) ?? [];
        list.push(toTotals(row));
        byMember.set(id, list);
      }
      return memberIds.map((id) => byMember.get(id) ?? []);
    },
    // After the I/O callbacks of this loop turn, not after this one's promise jobs: requests
    // arriving on different sockets in the same turn then meet in one batch.
    { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setImmediate(run) },
  );

  async memberTotals(memberId: number, db: DbOrTx = this.db): Promise<Totals[]> {
    if (db === this.db) return this.totalsLoader.load(memberId);
    return (await memberAccounts(db, memberId)).map(toTotals);
  }

  async totals(accountId: number, db: DbOrTx = this.db): Promise<Totals | undefined> {
    const row = await accountById(db, accountId);
    return row ? toTotals(row) : undefined;
  }

  /** Several accounts' totals in one read, by account id. */
  async totalsMany(ids: readonly number[], db: DbOrTx = this.db): Promise<Map<number, Totals>> {
    const found = await accountsByIds(db, [...new Set(ids)]);
    return new Map(found.map((row) => [Number(row.id), toTotals(row)]));
  }

  async checkInvariants(): Promise<InvariantReport> {
    return this.db.transaction((tx) => checkInvariants(tx), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  private async resolve(
    kind: Extract<LedgerTransferKind, 'post' | 'void'>,
    pendingId: number,
    key: string,
    reason: string,
    options: { amount?: bigint; meta?: Record<string, unknown> },
    db: DbOrTx,
  ): Promise<Transfer> {
    return this.call(db, {
      key,
      kind,
      debitAccountId: null,
      creditAccountId: null,
      amount: options.amount ?? null,
      currency: null,
      reason,
      pendingId,
      meta: options.meta ?? {},
    });
  }

  private async call(db: DbOrTx, c: TransferCall): Promise<Transfer> {
    try {
      return toTransfer(await callTransfer(db, c));
    } catch (error) {
      throw ledgerRefusal(error);
    }
  }
}
