import type { Config } from '../../../config.ts';
import type { DbOrTx, Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { insertAttempt, recentFailures, type AttemptKey } from './auth-attempts.repository.ts';

/**
 * Per-account lockout shared by member and operator log-in: after N failures within the window
 * the account is refused (even with the right password) until the window has passed since the
 * last failure.
 */
export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly lock: Config['loginLock'],
    private readonly now: () => Date = () => new Date(),
  ) {}

  async assertNotLocked(
    key: AttemptKey,
    code: 'ACCOUNT_LOCKED' | 'WITHDRAW_PASSWORD_LOCKED' = 'ACCOUNT_LOCKED',
  ): Promise<void> {
    const windowMs = this.lock.minutes * 60_000;
    const since = new Date(this.now().getTime() - windowMs);
    const { failures, lastFailureAt } = await recentFailures(this.db, key, since);
    if (failures >= this.lock.failures && lastFailureAt) {
      const remainingMs = lastFailureAt.getTime() + windowMs - this.now().getTime();
      throw new DomainError(code, {
        params: { minutes: Math.max(1, Math.ceil(remainingMs / 60_000)) },
      });
    }
  }

  async record(key: AttemptKey, ip: string | undefined, succeeded: boolean, tx: DbOrTx = this.db) {
    await insertAttempt(tx, key, { ip, succeeded });
  }
}
