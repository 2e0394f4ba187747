import { randomBytes } from 'node:crypto';
import { namesOf, type Notify } from '../../platform/notices/notices.ts';
import {
  accountNameSchema,
  areaCodeSchema,
  emailSchema,
  isConfirmed,
  isValidPhone,
  phoneSchema,
  verificationCodeSchema,
  type CodeChannel,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { LoginGuard } from '../../platform/auth/login-guard.ts';
import type { CaptchaService } from '../../platform/captcha/captcha.service.ts';
import type { CodeService, Destination } from '../../platform/codes/code.service.ts';
import type { PasswordCipher } from '../../platform/crypto/password-cipher.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { seedDemoMembers, type DemoMemberExtras } from './demo-members.ts';
import { decryptField, FieldErrors, readNewPassword, type RequestMeta } from './member-input.ts';
import type { MemberIdentity, MemberSessions } from './member-sessions.ts';
import { memberAuditView, memberInfo } from './member-view.ts';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByInviteCode,
  insertMember,
  recordMemberLogin,
  updateMember,
  type MemberRow,
} from './member.repository.ts';

export type RegisterInput = {
  account?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  areaCode?: string | undefined;
  phone?: string | undefined;
  code?: string | undefined;
  email?: string | undefined;
  captcha?: string | undefined;
  invite_code?: string | undefined;
  adult?: unknown;
};

export const memberActor = (m: { id: number; account: string }) => ({
  kind: 'member' as const,
  id: m.id,
  name: m.account,
});

/** Lower-cased so that `Demo01` and `demo01` share one lockout counter. */
const lockKey = (siteCode: string, account: string) => ({
  realm: 'member' as const,
  siteCode,
  account: account.toLowerCase(),
});

// Base32 without look-alikes: invite codes are read aloud and typed from screenshots.
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newInviteCode(): string {
  return [...randomBytes(8)].map((b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('');
}

/** Where a member's codes go for recovery: the bound phone or email of the chosen kind. */
export function boundDestination(member: MemberRow | undefined, channel: CodeChannel) {
  if (channel === 'phone') {
    if (!member?.phone || !member.areaCode) throw new DomainError('PHONE_NOT_BOUND');
    return { channel, areaCode: member.areaCode, phone: member.phone } satisfies Destination;
  }
  if (!member?.email) throw new DomainError('EMAIL_NOT_BOUND');
  return { channel, email: member.email } satisfies Destination;
}

/** The phone and email of a sign-up, as the members table will hold them. */
export type SignUpContact = { areaCode: string | null; phone: string | null; email: string | null };

/** Registration, log-in, log-out and the login password. */
export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      cipher: PasswordCipher;
      captcha: CaptchaService;
      codes: CodeService;
      guard: LoginGuard;
      audit: AuditService;
      sessions: MemberSessions;
      notify?: Notify;
      /** Demo data other modules add to the demo member (its bank card). */
      demoExtras?: DemoMemberExtras;
      /**
       * Refuses a sign-up with this phone or email (a self-exclusion on any brand): the
       * protection module's check, passed in as it comes later in MODULE_ORDER.
       */
      signUpGate?: (contact: SignUpContact) => Promise<void>;
      /**
       * At log-in: refuses one when today's session time is used up, else the latest end of the new
       * session (null: none). The protection module's session-time limit, passed in likewise.
       */
      loginGate?: (memberId: number) => Promise<Date | null>;
    },
  ) {}

  /** Demo data: `demo01` with a card on each site that lacks one (README). */
  seedDemo(siteCodes: readonly string[]) {
    return seedDemoMembers(this.db, this.deps.audit, siteCodes, this.deps.demoExtras);
  }

  async register(site: Site, input: RegisterInput, meta: RequestMeta) {
    const { cipher, captcha, codes, audit, sessions } = this.deps;
    const errors = new FieldErrors();
    const account = errors.check('account', accountNameSchema, input.account ?? '');
    const password = await readNewPassword(cipher, errors, input);

    const wantsPhone = site.brand.registerRequiresPhone || !!input.phone;
    let phone: { areaCode: string; phone: string } | undefined;
    if (wantsPhone) {
      const areaCode = errors.check('areaCode', areaCodeSchema, input.areaCode ?? '');
      const number = errors.check('phone', phoneSchema, input.phone ?? '');
      if (areaCode && number && !isValidPhone(areaCode, number))
        errors.add('phone', 'invalid_format');
      errors.check('code', verificationCodeSchema, input.code ?? '');
      if (areaCode && number) phone = { areaCode, phone: number };
    }
    const email = input.email ? errors.check('email', emailSchema, input.email) : undefined;
    const inviteCode = input.invite_code?.trim().toUpperCase();
    errors.throwIfAny();
    if (!isConfirmed(input.adult)) throw new DomainError('ADULT_REQUIRED');

    await captcha.verify(
      { siteCode: site.code, deviceNo: meta.deviceNo ?? '' },
      input.captcha,
      meta.captchaProof,
    );
    let inviterId: number | null = null;
    if (inviteCode) {
      const inviter = await findMemberByInviteCode(this.db, site.code, inviteCode);
      if (!inviter) throw DomainError.validation({ invite_code: 'invalid_value' });
      inviterId = inviter.id;
    }
    if (await findMemberByAccount(this.db, site.code, account as string))
      throw new DomainError('ACCOUNT_EXISTS');
    if (phone)
      await codes.verify(site.code, 'register', { channel: 'phone', ...phone }, input.code ?? '');

    await this.deps.signUpGate?.({
      areaCode: phone?.areaCode ?? null,
      phone: phone?.phone ?? null,
      email: email ? email.toLowerCase() : null,
    });
    const passwordHash = await hashPassword(password as string);
    return this.db.transaction(async (tx) => {
      const created = await insertMember(tx, {
        siteCode: site.code,
        account: account as string,
        passwordHash,
        areaCode: phone?.areaCode ?? null,
        phone: phone?.phone ?? null,
        email: email ? email.toLowerCase() : null,
        inviteCode: newInviteCode(),
        inviterId,
        adultConfirmedAt: new Date(),
      });
      if (!created) throw new DomainError('ACCOUNT_EXISTS');
      const token = await sessions.start(tx, created.id, meta);
      await recordMemberLogin(tx, created.id, meta.ip);
      await audit.record(
        {
          actor: memberActor(created),
          siteCode: site.code,
          action: 'member.register',
          target: { kind: 'member', id: created.id },
          after: { ...memberAuditView(created), inviterId },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      await this.deps.notify?.(
        {
          siteCode: site.code,
          memberId: created.id,
          kind: 'welcome',
          params: { account: created.account, ...namesOf('site', site.brand.names) },
        },
        tx,
      );
      const member = (await findMemberById(tx, created.id)) as MemberRow;
      return { token, member: memberInfo(member) };
    });
  }

  async login(
    site: Site,
    input: { account?: string | undefined; password?: string | undefined; captcha?: string },
    meta: RequestMeta,
  ) {
    const { cipher, captcha, guard, audit, sessions } = this.deps;
    const errors = new FieldErrors();
    const account = (input.account ?? '').trim();
    if (account === '') errors.add('account', 'required');
    const password = await decryptField(cipher, errors, 'password', input.password);
    errors.throwIfAny();
    await captcha.verify(
      { siteCode: site.code, deviceNo: meta.deviceNo ?? '' },
      input.captcha,
      meta.captchaProof,
    );
    const key = lockKey(site.code, account);
    await guard.assertNotLocked(key, { ip: meta.ip });

    const member = accountNameSchema.safeParse(account).success
      ? await findMemberByAccount(this.db, site.code, account)
      : undefined;
    const valid = member
      ? await verifyPassword(member.passwordHash, password as string)
      : (await burnPasswordCheck(password as string), false);
    if (!member || !valid || member.disabledAt) {
      await guard.record(key, meta.ip, false);
      await audit.record({
        actor: member ? memberActor(member) : { kind: 'anonymous', name: account.slice(0, 64) },
        siteCode: site.code,
        action: 'member.login.failed',
        ip: meta.ip,
        requestId: meta.requestId,
      });
      throw new DomainError(
        member?.disabledAt && valid ? 'ACCOUNT_DISABLED' : 'ACCOUNT_OR_PASSWORD',
      );
    }
    const endsBy = (await this.deps.loginGate?.(member.id)) ?? null;
    return this.db.transaction(async (tx) => {
      const token = await sessions.start(tx, member.id, meta, endsBy);
      await guard.record(key, meta.ip, true, tx);
      await recordMemberLogin(tx, member.id, meta.ip);
      await audit.record(
        {
          actor: memberActor(member),
          siteCode: site.code,
          action: 'member.login',
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      // The answer shows the previous log-in, which is what a member checks it against.
      return { token, member: memberInfo(member) };
    });
  }

  async logout(who: MemberIdentity, meta: RequestMeta): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.deps.sessions.endOne(tx, who.sessionId, 'logout');
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: who.siteCode,
          action: 'member.logout',
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
  }

  /** Changes the login password with the current one; the member's other sessions end. */
  /**
   * The member types their login password again (encrypted as at log-in) to confirm a grave
   * step (a self-exclusion): PASSWORD_WRONG otherwise, counted by the log-in lockout.
   */
  async checkPassword(
    who: MemberIdentity,
    encrypted: string | undefined,
    meta: { ip?: string | undefined },
  ): Promise<void> {
    const { cipher, guard } = this.deps;
    const errors = new FieldErrors();
    const password = await decryptField(cipher, errors, 'password', encrypted);
    errors.throwIfAny();
    const key = lockKey(who.siteCode, who.account);
    await guard.assertNotLocked(key);
    const member = await findMemberById(this.db, who.id);
    if (!member) throw new SessionError();
    if (!(await verifyPassword(member.passwordHash, password as string))) {
      await guard.record(key, meta.ip, false);
      throw new DomainError('PASSWORD_WRONG');
    }
  }

  async changePassword(
    who: MemberIdentity,
    input: { oldPassword?: string; password?: string; confirmPassword?: string },
    meta: RequestMeta,
  ): Promise<void> {
    const { cipher, guard, audit, sessions } = this.deps;
    const errors = new FieldErrors();
    const old = await decryptField(cipher, errors, 'oldPassword', input.oldPassword);
    const next = await readNewPassword(cipher, errors, input);
    errors.throwIfAny();

    const key = lockKey(who.siteCode, who.account);
    await guard.assertNotLocked(key);
    const member = await findMemberById(this.db, who.id);
    if (!member) throw new DomainError('NOT_FOUND');
    if (!(await verifyPassword(member.passwordHash, old as string))) {
      // A stolen session must not become a way to guess the password without the lockout.
      await guard.record(key, meta.ip, false);
      throw new DomainError('PASSWORD_WRONG');
    }
    if (old === next) throw new DomainError('PASSWORD_UNCHANGED');
    const passwordHash = await hashPassword(next as string);
    await this.db.transaction(async (tx) => {
      await updateMember(tx, who.id, { passwordHash });
      const ended = await sessions.endOthers(tx, who.id, who.sessionId, 'password-change');
      await audit.record(
        {
          actor: memberActor(who),
          siteCode: who.siteCode,
          action: 'member.password.change',
          target: { kind: 'member', id: who.id },
          after: { otherSessionsEnded: ended },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
  }

  /** `/forgetpassword`: a code sent to the bound phone or email sets a new password. */
  async resetPassword(
    site: Site,
    input: {
      account?: string;
      type?: CodeChannel;
      code?: string;
      password?: string;
      confirmPassword?: string;
    },
    meta: RequestMeta,
  ): Promise<void> {
    const { cipher, codes, guard, audit, sessions } = this.deps;
    const errors = new FieldErrors();
    const account = errors.check('account', accountNameSchema, input.account ?? '');
    const code = errors.check('code', verificationCodeSchema, input.code ?? '');
    const next = await readNewPassword(cipher, errors, input);
    errors.throwIfAny();

    const member = await findMemberByAccount(this.db, site.code, account as string);
    // An unknown account and a wrong code read the same: recovery must not confirm accounts.
    if (!member) throw new DomainError('CODE_INVALID');
    let destination: Destination;
    try {
      destination = boundDestination(member, input.type ?? 'phone');
    } catch {
      throw new DomainError('CODE_INVALID');
    }
    await codes.verify(site.code, 'forget', destination, code as string);
    const passwordHash = await hashPassword(next as string);
    await this.db.transaction(async (tx) => {
      await updateMember(tx, member.id, { passwordHash });
      const ended = await sessions.endOthers(tx, member.id, undefined, 'password-reset');
      // A successful recovery lifts a lockout, as a successful log-in would.
      await guard.record(lockKey(site.code, member.account), meta.ip, true, tx);
      await audit.record(
        {
          actor: memberActor(member),
          siteCode: site.code,
          action: 'member.password.reset',
          target: { kind: 'member', id: member.id },
          after: { via: destination.channel, sessionsEnded: ended },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
  }
}
