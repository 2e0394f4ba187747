import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { DomainError } from '../lib/errors.ts';
import { claimKey, deleteKey, deleteOlderThan, storeResponse } from './idempotency.repository.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** Keys we make up for requests without one; a member's own key cannot look like this. */
const AUTO_PREFIX = 'auto~';

/** A key for work nobody will send again (a member request without one, a system move). */
export const autoKey = () => `${AUTO_PREFIX}${randomUUID()}`;

export const isAutoKey = (key: string) => key.startsWith(AUTO_PREFIX);

/** Whose keys these are: API.md scopes a key to the member or operator across every endpoint. */
export const memberOwner = (memberId: number) => `member:${memberId}`;
export const operatorOwner = (operatorId: number) => `operator:${operatorId}`;

/**
 * The request's Idempotency-Key header (or its `requestId` field); a made-up one when it has
 * neither, which protects nothing but keeps one code path. A malformed key is a VALIDATION refusal.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const body = request.body as Record<string, unknown> | undefined;
  const value = typeof header === 'string' ? header : body?.['requestId'];
  if (value === undefined || value === '') return autoKey();
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw DomainError.validation({ requestId: 'invalid_format' });
  }
  return value;
}

// The endpoint is part of what a key binds: the same key on another endpoint is a conflict even
// when the parameters happen to be equal.
export const requestHashOf = (endpoint: string, params: unknown) =>
  createHash('sha256').update(JSON.stringify({ endpoint, params })).digest('hex');

export type Once<T> = { result: T; replayed: boolean };

/**
 * Runs a money-moving write once per owner and key. The key is claimed in the same transaction
 * as the work, so a refusal (which rolls back) leaves the key free, and a twin sent at the same
 * moment waits on the claim and then answers the first result.
 */
export class Idempotency {
  constructor(private readonly db: Db) {}

  /**
   * `oneStatement`: the work writes in a single statement (atomic on its own), so without a key to
   * claim it needs no transaction around it: two round trips fewer.
   */
  async run<T>(
    owner: string,
    endpoint: string,
    key: string,
    params: unknown,
    work: (tx: DbOrTx) => Promise<T>,
    options: { oneStatement?: boolean } = {},
  ): Promise<T> {
    return (await this.once(owner, endpoint, key, params, work, options)).result;
  }

  /** `run`, saying whether the answer is a replay (the work did not run this time). */
  async once<T>(
    owner: string,
    endpoint: string,
    key: string,
    params: unknown,
    work: (tx: DbOrTx) => Promise<T>,
    options: { oneStatement?: boolean } = {},
  ): Promise<Once<T>> {
    // A made-up key is never sent again: nothing to claim or keep, the work just runs.
    if (isAutoKey(key)) {
      const result = options.oneStatement ? await work(this.db) : await this.db.transaction(work);
      return { result, replayed: false };
    }
    const requestHash = requestHashOf(endpoint, params);
    return this.db.transaction(async (tx) => {
      const claim = await claimKey(tx, owner, key, requestHash);
      if (!claim.claimed) {
        if (claim.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_CONFLICT');
        return { result: claim.response as T, replayed: true };
      }
      const result = await work(tx);
      await storeResponse(tx, owner, key, result);
      return { result, replayed: false };
    });
  }

  /**
   * Frees a key whose work was refused after its claim committed (a payment gateway that would
   * not take the order): the refusal is the answer, so a retry with the key may try again.
   */
  async release(owner: string, key: string): Promise<void> {
    if (!isAutoKey(key)) await deleteKey(this.db, owner, key);
  }

  /** Keys older than the retention go (API.md keeps them at least a day); answers how many. */
  async prune(retentionHours: number, batch = 5_000): Promise<number> {
    const before = new Date(Date.now() - retentionHours * 3_600_000);
    let removed = 0;
    for (;;) {
      const n = await deleteOlderThan(this.db, before, batch);
      removed += n;
      if (n < batch) return removed;
    }
  }
}
