import { verificationCodeSchema, withdrawPasswordSchema, type CodeChannel } from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { LoginGuard } from '../../platform/auth/login-guard.ts';
import type { CodeService } from '../../platform/codes/code.service.ts';
import type { PasswordCipher } from '../../platform/crypto/password-cipher.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { decryptField, FieldErrors, type RequestMeta } from './member-input.ts';
import type { MemberIdentity } from './member-sessions.ts';
import { boundDestination, memberActor } from './member.service.ts';
import { findMemberById, updateMember } from './member.repository.ts';

const guardKey = (who: MemberIdentity) => ({
  realm: 'withdraw-password' as const,
  siteCode: who.siteCode,
  account: String(who.id),
});

/**
 * The withdrawal password: a second secret asked for on every withdrawal and on adding a
 * withdrawal account, where the site has the feature on. Wrong attempts lock like log-ins.
 */
export class WithdrawPasswordService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      cipher: PasswordCipher;
      guard: LoginGuard;
      codes: CodeService;
      audit: AuditService;
    },
  ) {}

  async config(site: Site, who: MemberIdentity) {
    const member = await findMemberById(this.db, who.id);
    if (!member) throw new SessionError();
    return { d: site.brand.withdrawPasswordEnabled, p: member.withdrawPasswordHash !== null };
  }

  async set(site: Site, who: MemberIdentity, input: { wpassword?: string }, meta: RequestMeta) {
    if (!site.brand.withdrawPasswordEnabled) throw new DomainError('WITHDRAW_PASSWORD_DISABLED');
    const next = await this.readNew(input.wpassword, 'wpassword');
    const member = await findMemberById(this.db, who.id);
    if (!member) throw new SessionError();
    if (member.withdrawPasswordHash) throw new DomainError('WITHDRAW_PASSWORD_ALREADY_SET');
    await this.store(who, next, 'withdraw-password.set', meta);
  }

  async change(
    site: Site,
    who: MemberIdentity,
    input: { oldWpassword?: string; wpassword?: string },
    meta: RequestMeta,
  ) {
    if (!site.brand.withdrawPasswordEnabled) throw new DomainError('WITHDRAW_PASSWORD_DISABLED');
    const next = await this.readNew(input.wpassword, 'wpassword');
    await this.assertValid(site, who, input.oldWpassword, 'WITHDRAW_PASSWORD_NOT_SET', meta, {
      field: 'oldWpassword',
    });
    await this.store(who, next, 'withdraw-password.change', meta);
  }

  /** `/setting/verification`: a forgotten withdrawal password is replaced with a code. */
  async reset(
    site: Site,
    who: MemberIdentity,
    input: { type?: CodeChannel; code?: string; wpassword?: string },
    meta: RequestMeta,
  ) {
    if (!site.brand.withdrawPasswordEnabled) throw new DomainError('WITHDRAW_PASSWORD_DISABLED');
    const errors = new FieldErrors();
    const code = errors.check('code', verificationCodeSchema, input.code ?? '');
    errors.throwIfAny();
    const next = await this.readNew(input.wpassword, 'wpassword');
    const member = await findMemberById(this.db, who.id);
    const destination = boundDestination(member, input.type ?? 'phone');
    await this.deps.codes.verify(site.code, 'withdraw', destination, code as string);
    await this.store(who, next, 'withdraw-password.reset', meta);
  }

  /**
   * Checks the withdrawal password where the site uses one. `notSet` names the advice the member
   * gets when they have none yet (adding an account and withdrawing word it differently).
   */
  async assertValid(
    site: Site,
    who: MemberIdentity,
    wpassword: string | undefined,
    notSet: 'WITHDRAW_PASSWORD_NOT_SET' | 'WITHDRAW_PASSWORD_NOT_SET_FOR_ACCOUNT',
    meta: RequestMeta,
    options: { field?: string } = {},
  ): Promise<void> {
    if (!site.brand.withdrawPasswordEnabled) return;
    const field = options.field ?? 'wpassword';
    const member = await findMemberById(this.db, who.id);
    if (!member) throw new SessionError();
    if (!member.withdrawPasswordHash) throw new DomainError(notSet);
    const errors = new FieldErrors();
    const plain = await decryptField(this.deps.cipher, errors, field, wpassword);
    errors.throwIfAny();
    const key = guardKey(who);
    await this.deps.guard.assertNotLocked(key, { code: 'WITHDRAW_PASSWORD_LOCKED' });
    const valid = await verifyPassword(member.withdrawPasswordHash, plain as string);
    await this.deps.guard.record(key, meta.ip, valid);
    if (!valid) {
      await this.deps.audit.record({
        actor: memberActor(who),
        siteCode: who.siteCode,
        action: 'withdraw-password.failed',
        ip: meta.ip,
        requestId: meta.requestId,
      });
      throw new DomainError('WITHDRAW_PASSWORD_WRONG');
    }
  }

  private async readNew(value: string | undefined, field: string): Promise<string> {
    const errors = new FieldErrors();
    const plain = await decryptField(this.deps.cipher, errors, field, value);
    if (plain !== undefined) errors.check(field, withdrawPasswordSchema, plain);
    errors.throwIfAny();
    return plain as string;
  }

  private async store(who: MemberIdentity, plain: string, action: string, meta: RequestMeta) {
    const hash = await hashPassword(plain);
    await this.db.transaction(async (tx: DbOrTx) => {
      await updateMember(tx, who.id, { withdrawPasswordHash: hash });
      // A new password starts with a clean count, as a successful check would.
      await this.deps.guard.record(guardKey(who), meta.ip, true, tx);
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: who.siteCode,
          action,
          target: { kind: 'member', id: who.id },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
  }
}
