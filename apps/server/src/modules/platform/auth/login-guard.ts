import type { Config } from '../../../config.ts';
import type { DbOrTx, Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { insertAttempt, recentFailures, type AttemptKey } from './auth-attempts.repository.ts';

/**
 * Lockout shared by member and operator log-in. After N failures within the window from one
 * address, that address is refused for the account (even with the right password) until the
 * window has passed since its last failure; after `accountFailures` from any addresses, every
 * address is. Keyed by account alone, a stranger who knew a member's account could keep them out
 * for good with five wrong passwords every quarter of an hour; now they lock out themselves, and
 * only many addresses together can lock the account (docs/decisions/login-lockout.md). Without an
 * address (a member's own session, whose owner alone can fail), N failures lock the account.
 */
export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly lock: Config['loginLock'],
    private readonly now: () => Date = () => new Date(),
  ) {}

  async assertNotLocked(
    key: AttemptKey,
    options: { ip?: string | undefined; code?: 'ACCOUNT_LOCKED' | 'WITHDRAW_PASSWORD_LOCKED' } = {},
  ): Promise<void> {
    const windowMs = this.lock.minutes * 60_000;
    const since = new Date(this.now().getTime() - windowMs);
    const found = await recentFailures(this.db, key, since, options.ip);
    const lockedSince =
      options.ip === undefined
        ? found.failures >= this.lock.failures
          ? found.lastFailureAt
          : null
        : found.fromIp >= this.lock.failures
          ? found.lastFromIpAt
          : found.failures >= this.lock.accountFailures
            ? found.lastFailureAt
            : null;
    if (lockedSince) {
      const remainingMs = lockedSince.getTime() + windowMs - this.now().getTime();
      throw new DomainError(options.code ?? 'ACCOUNT_LOCKED', {
        params: { minutes: Math.max(1, Math.ceil(remainingMs / 60_000)) },
      });
    }
  }

  async record(key: AttemptKey, ip: string | undefined, succeeded: boolean, tx: DbOrTx = this.db) {
    await insertAttempt(tx, key, { ip, succeeded });
  }
}
