import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { OperatorRole } from '../../../db/schema.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { hashToken, newSessionToken } from '../../../lib/tokens.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { LoginGuard } from '../auth/login-guard.ts';
import type { RequestMeta as FullRequestMeta } from '../../../plugins/request-context.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';
import { SECOND_FACTOR_ROLES, acceptedStep, newTotpSecret, totpUri } from './second-factor.ts';
import {
  completeOperatorSession,
  findTotpSecret,
  replaceTotpSecret,
  resetTotp,
  setPendingTotpSecret,
  spendTotpStep,
  totpSecretsToReseal,
  countOperators,
  upsertSystemOperator,
  endOperatorSessions,
  findLiveOperatorSession,
  findOperatorByAccount,
  findOperatorById,
  insertOperator,
  insertOperatorSession,
  listOperators,
  setOperatorDisabled,
  touchOperatorSession,
  type OperatorView,
} from './operator.repository.ts';

export type OperatorIdentity = {
  id: number;
  account: string;
  role: OperatorRole;
  /** The sites the operator works for; null: a platform operator, every site. */
  sites: string[] | null;
  sessionId: number;
  /** 'enrol': signed in by password, allowed nothing but setting up the second factor. */
  stage: 'enrol' | 'full';
};
type RequestMeta = Pick<FullRequestMeta, 'ip' | 'requestId'>;

export const operatorActor = (o: { id: number; account: string }): Actor => ({
  kind: 'operator',
  id: o.id,
  name: o.account,
});

// Writing last_seen_at on every request would turn each read into a write; a minute is precise
// enough for an idle timeout measured in tens of minutes.
const TOUCH_AFTER_MS = 60_000;

const publicView = (o: OperatorView) => ({
  id: o.id,
  account: o.account,
  role: o.role,
  sites: o.sites,
  disabled: o.disabledAt !== null,
  secondFactor: o.totpEnabledAt !== null,
  createdAt: o.createdAt.toISOString(),
});

/** A system account is a process with a random per-start password: a TOTP secret it also held
 * would add nothing (docs/decisions/operator-second-factor.md). */
const needsSecondFactor = (o: OperatorView) =>
  o.totpEnabledAt !== null || (!o.system && SECOND_FACTOR_ROLES.includes(o.role));

export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'operatorSession'>,
    private readonly guard: LoginGuard,
    private readonly audit: AuditService,
    private readonly cipher: DataCipher,
  ) {}

  /**
   * Creates `admin` when there are no operators yet. Returns the password used, so that a demo
   * start can print a generated one; returns undefined when nothing was created.
   */
  async bootstrapAdmin(
    password: string | undefined,
    generateIfMissing: boolean,
  ): Promise<string | undefined> {
    if ((await countOperators(this.db)) > 0) return undefined;
    const chosen =
      password ?? (generateIfMissing ? randomBytes(12).toString('base64url') : undefined);
    if (!chosen) return undefined;
    return this.db.transaction(async (tx) => {
      const created = await insertOperator(tx, {
        account: 'admin',
        passwordHash: await hashPassword(chosen),
        role: 'admin',
      });
      if (!created) return undefined;
      await this.audit.record(
        {
          actor: { kind: 'system', name: 'bootstrap' },
          action: 'operator.create',
          target: { kind: 'operator', id: created.id },
          after: publicView(created),
        },
        tx,
      );
      return chosen;
    });
  }

  /**
   * The account a process of ours acts as (the demo sports feed as a trader): created, or given a
   * fresh random password on every start, which only that process is told. Audited.
   */
  async systemOperator(account: string, role: OperatorRole): Promise<string> {
    const password = randomBytes(18).toString('base64url');
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const row = await upsertSystemOperator(tx, { account, passwordHash, role });
      await this.audit.record(
        {
          actor: { kind: 'system', name: 'startup' },
          action: 'operator.system',
          target: { kind: 'operator', id: row.id },
          after: publicView(row),
        },
        tx,
      );
    });
    return password;
  }

  /**
   * Password, then (for money-moving roles and anyone enrolled) the authenticator's code. A role
   * that needs the factor but has none enrolled gets an 'enrol' session, good only for enrolling.
   */
  async login(account: string, password: string, code: string | undefined, meta: RequestMeta) {
    const key = { realm: 'operator' as const, siteCode: '', account };
    await this.guard.assertNotLocked(key, { ip: meta.ip });
    const operator = await findOperatorByAccount(this.db, account);
    const valid = operator
      ? await verifyPassword(operator.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!operator || !valid || operator.disabledAt) {
      await this.failed(key, account, meta, 'password');
      throw new DomainError(
        operator?.disabledAt && valid ? 'ACCOUNT_DISABLED' : 'ACCOUNT_OR_PASSWORD',
      );
    }
    const enrolled = operator.totpEnabledAt !== null && operator.totpSecret !== null;
    const stage = needsSecondFactor(operator) && !enrolled ? 'enrol' : 'full';
    let step: number | undefined;
    if (enrolled) {
      // No code yet is the first half of a two-step form, not a failure.
      if (!code) throw new DomainError('TOTP_REQUIRED');
      step = acceptedStep(this.cipher.open(operator.totpSecret!), code);
      if (step === undefined) {
        await this.failed(key, account, meta, 'second factor');
        throw new DomainError('TOTP_INVALID');
      }
    }
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.config.operatorSession.maxHours * 3_600_000);
    await this.db.transaction(async (tx) => {
      if (step !== undefined && !(await spendTotpStep(tx, operator.id, step))) {
        throw new DomainError('TOTP_INVALID'); // the code was used already: a replay
      }
      await insertOperatorSession(tx, {
        tokenHash: hashToken(token),
        operatorId: operator.id,
        expiresAt,
        ip: meta.ip,
        stage,
      });
      await this.guard.record(key, meta.ip, true, tx);
      await this.audit.record(
        {
          actor: operatorActor(operator),
          action: stage === 'enrol' ? 'operator.login.enrol' : 'operator.login',
          ...meta,
        },
        tx,
      );
    });
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      operator: publicView(operator),
      enrolRequired: stage === 'enrol',
    };
  }

  private async failed(
    key: { realm: 'operator'; siteCode: string; account: string },
    account: string,
    meta: RequestMeta,
    reason: string,
  ) {
    await this.guard.record(key, meta.ip, false);
    await this.audit.record({
      actor: { kind: 'anonymous', name: account },
      action: 'operator.login.failed',
      after: { reason },
      ...meta,
    });
  }

  /** A new secret to scan, replacing any earlier one not yet confirmed. */
  async startEnrolment(who: OperatorIdentity, meta: RequestMeta) {
    const secret = newTotpSecret();
    await this.db.transaction(async (tx) => {
      if (!(await setPendingTotpSecret(tx, who.id, this.cipher.seal(secret)))) {
        throw new DomainError('TOTP_ALREADY_ENABLED');
      }
      await this.audit.record(
        { actor: operatorActor(who), action: 'operator.totp.start', ...meta },
        tx,
      );
    });
    return { secret, uri: totpUri(secret, who.account, 'Kirin') };
  }

  /** The first good code switches the factor on and makes this session a full one. */
  async confirmEnrolment(who: OperatorIdentity, code: string, meta: RequestMeta) {
    const found = await findTotpSecret(this.db, who.id);
    if (found?.enabledAt) throw new DomainError('TOTP_ALREADY_ENABLED');
    if (!found?.secret) throw new DomainError('TOTP_NOT_STARTED');
    const step = acceptedStep(this.cipher.open(found.secret), code);
    if (step === undefined) throw new DomainError('TOTP_INVALID');
    await this.db.transaction(async (tx) => {
      if (!(await spendTotpStep(tx, who.id, step, true))) throw new DomainError('TOTP_INVALID');
      await completeOperatorSession(tx, who.sessionId);
      await this.audit.record(
        {
          actor: operatorActor(who),
          action: 'operator.totp.enable',
          target: { kind: 'operator', id: who.id },
          ...meta,
        },
        tx,
      );
    });
  }

  /** An admin clears another operator's factor (a lost phone) and ends their sessions. */
  resetSecondFactor(by: OperatorIdentity, id: number, meta: RequestMeta) {
    return this.changeOperator(by, id, 'operator.totp.reset', meta, async (tx) => {
      const after = await resetTotp(tx, id);
      if (after) await endOperatorSessions(tx, { operatorId: id });
      return after;
    });
  }

  /** Seals secrets left under an old key with the current one; the count it changed. */
  async resealSecrets(): Promise<number> {
    const rows = await totpSecretsToReseal(this.db, this.cipher.currentPrefix());
    for (const row of rows) {
      await replaceTotpSecret(this.db, row.id, this.cipher.seal(this.cipher.open(row.secret!)));
    }
    return rows.length;
  }

  /** The operator behind a token, or a SessionError when the session is dead. */
  async authenticate(token: string | undefined): Promise<OperatorIdentity> {
    if (!token || token.length > 128) throw new SessionError();
    const idleSince = new Date(Date.now() - this.config.operatorSession.idleMinutes * 60_000);
    const found = await findLiveOperatorSession(this.db, hashToken(token), idleSince);
    if (!found) throw new SessionError();
    if (Date.now() - found.lastSeenAt.getTime() > TOUCH_AFTER_MS)
      await touchOperatorSession(this.db, found.sessionId);
    return {
      id: found.operator.id,
      account: found.operator.account,
      role: found.operator.role,
      sites: found.operator.sites,
      sessionId: found.sessionId,
      stage: found.stage,
    };
  }

  async logout(who: OperatorIdentity, meta: RequestMeta): Promise<void> {
    await this.db.transaction(async (tx) => {
      await endOperatorSessions(tx, { sessionId: who.sessionId });
      await this.audit.record(
        {
          actor: operatorActor(who),
          action: 'operator.logout',
          ...meta,
        },
        tx,
      );
    });
  }

  async list() {
    return (await listOperators(this.db)).map((o) => ({
      ...publicView(o),
      lastSignInAt: o.lastSignInAt?.toISOString() ?? null,
    }));
  }

  async create(
    actor: Actor,
    input: { account: string; password: string; role: OperatorRole; sites?: string[] | undefined },
    meta: RequestMeta,
  ) {
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const created = await insertOperator(tx, {
        account: input.account,
        passwordHash,
        role: input.role,
        sites: input.sites ? [...new Set(input.sites)] : null,
      });
      if (!created) throw new DomainError('ACCOUNT_EXISTS');
      const after = publicView(created);
      await this.audit.record(
        {
          actor,
          action: 'operator.create',
          target: { kind: 'operator', id: created.id },
          after,
          ...meta,
        },
        tx,
      );
      return after;
    });
  }

  setDisabled(by: OperatorIdentity, id: number, disabled: boolean, meta: RequestMeta) {
    const action = disabled ? 'operator.disable' : 'operator.enable';
    return this.changeOperator(by, id, action, meta, async (tx) => {
      const after = await setOperatorDisabled(tx, id, disabled);
      if (after && disabled) await endOperatorSessions(tx, { operatorId: id });
      return after;
    });
  }

  /** An admin's change to another operator, in one transaction, audited with before and after. */
  private async changeOperator(
    by: OperatorIdentity,
    id: number,
    action: string,
    meta: RequestMeta,
    change: (tx: DbOrTx) => Promise<OperatorView | undefined>,
  ) {
    if (id === by.id) throw new DomainError('FORBIDDEN');
    return this.db.transaction(async (tx) => {
      const before = await findOperatorById(tx, id);
      const after = before && (await change(tx));
      if (!before || !after) throw new DomainError('NOT_FOUND');
      await this.audit.record(
        {
          actor: operatorActor(by),
          action,
          target: { kind: 'operator', id },
          before: publicView(before),
          after: publicView(after),
          ...meta,
        },
        tx,
      );
      return publicView(after);
    });
  }
}
