import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { claimKey, deleteOlderThan, storeResponse } from './idempotency.repository.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** Keys we make up for requests without one; a member's own key cannot look like this. */
const AUTO_PREFIX = 'auto~';

/** A key for work nobody will send again (a member request without one, a system move). */
export const autoKey = () => `${AUTO_PREFIX}${randomUUID()}`;

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

const hashOf = (params: unknown) =>
  createHash('sha256').update(JSON.stringify(params)).digest('hex');

/**
 * Runs a member's money-moving write once per key. The key is claimed in the same transaction as
 * the work, so a refusal (which rolls back) leaves the key free, and a twin sent at the same
 * moment waits on the claim and then answers the first result.
 */
export class Idempotency {
  constructor(private readonly db: Db) {}

  /**
   * `oneStatement`: the work writes in a single statement (atomic on its own), so without a key to
   * claim it needs no transaction around it: two round trips fewer.
   */
  async run<T>(
    scope: string,
    key: string,
    params: unknown,
    work: (tx: DbOrTx) => Promise<T>,
    options: { oneStatement?: boolean } = {},
  ): Promise<T> {
    // A made-up key is never sent again: nothing to claim or keep, the work just runs.
    if (key.startsWith(AUTO_PREFIX)) {
      return options.oneStatement ? work(this.db) : this.db.transaction(work);
    }
    const requestHash = hashOf(params);
    return this.db.transaction(async (tx) => {
      const claim = await claimKey(tx, scope, key, requestHash);
      if (!claim.claimed) {
        if (claim.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_CONFLICT');
        return claim.response as T;
      }
      const result = await work(tx);
      await storeResponse(tx, scope, key, result);
      return result;
    });
  }

  /** Keys are kept at least a day (API.md); older ones may go. */
  async prune(olderThanHours = 48): Promise<number> {
    return deleteOlderThan(this.db, new Date(Date.now() - olderThanHours * 3_600_000));
  }
}
