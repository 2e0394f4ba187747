import {
  accountNameSchema,
  areaCodeSchema,
  emailSchema,
  isValidPhone,
  phoneSchema,
  realNameSchema,
  verificationCodeSchema,
  type CodeChannel,
  type CodePurpose,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { CodeService, Destination } from '../../platform/codes/code.service.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { FieldErrors, type RequestMeta } from './member-input.ts';
import type { MemberIdentity } from './member-sessions.ts';
import { memberAuditView, memberInfo } from './member-view.ts';
import { boundDestination, memberActor } from './member.service.ts';
import {
  findMemberByAccount,
  findMemberById,
  lockMember,
  updateMember,
  type MemberRow,
} from './member.repository.ts';

export type CodeRequest = {
  type: CodeChannel;
  purpose: CodePurpose;
  areaCode?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  account?: string | undefined;
};

export type ProfileUpdate = {
  realName?: string | undefined;
  email?: string | undefined;
  areaCode?: string | undefined;
  phone?: string | undefined;
  code?: string | undefined;
};

/** A new phone or email typed by the member, checked for form. */
function newDestination(
  errors: FieldErrors,
  type: CodeChannel,
  input: { areaCode?: string | undefined; phone?: string | undefined; email?: string | undefined },
): Destination | undefined {
  if (type === 'email') {
    const email = errors.check('email', emailSchema, input.email ?? '');
    return email ? { channel: 'email', email: email.toLowerCase() } : undefined;
  }
  const areaCode = errors.check('areaCode', areaCodeSchema, input.areaCode ?? '');
  const phone = errors.check('phone', phoneSchema, input.phone ?? '');
  if (!areaCode || !phone) return undefined;
  if (!isValidPhone(areaCode, phone)) {
    errors.add('phone', 'invalid_format');
    return undefined;
  }
  return { channel: 'phone', areaCode, phone };
}

/** Member info, contact details and verification codes. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly deps: { codes: CodeService; audit: AuditService },
  ) {}

  async info(who: MemberIdentity) {
    const member = await findMemberById(this.db, who.id);
    if (!member) throw new SessionError();
    return memberInfo(member);
  }

  /**
   * `POST /api/service/sms`. Register and bind send to the address typed; forget and withdraw
   * send only to what the member has bound, so a code never goes somewhere the member chose now.
   */
  async requestCode(
    site: Site,
    who: MemberIdentity | undefined,
    input: CodeRequest,
    meta: RequestMeta,
  ) {
    const errors = new FieldErrors();
    let destination: Destination | undefined;
    let memberId: number | null = null;
    switch (input.purpose) {
      case 'register':
        destination = newDestination(errors, input.type, input);
        break;
      case 'bind':
        if (!who) throw new SessionError();
        memberId = who.id;
        destination = newDestination(errors, input.type, input);
        break;
      case 'forget': {
        const account = errors.check('account', accountNameSchema, input.account ?? '') as string;
        errors.throwIfAny();
        const member = await findMemberByAccount(this.db, site.code, account);
        const bound =
          input.type === 'phone'
            ? Boolean(member?.phone && member.areaCode)
            : Boolean(member?.email);
        // Alike for every account name, known or not, bound or not (issue 20): no address shown.
        if (!member || !bound)
          return this.deps.codes.sendNowhere({
            siteCode: site.code,
            purpose: 'forget',
            channel: input.type,
            account,
            ip: meta.ip,
          });
        destination = boundDestination(member, input.type);
        memberId = member.id;
        break;
      }
      case 'withdraw': {
        if (!who) throw new SessionError();
        memberId = who.id;
        destination = boundDestination(await findMemberById(this.db, who.id), input.type);
        break;
      }
    }
    errors.throwIfAny();
    const sent = await this.deps.codes.send({
      siteCode: site.code,
      siteName: site.brand.names[meta.lang],
      purpose: input.purpose,
      to: destination as Destination,
      memberId,
      ip: meta.ip,
      lang: meta.lang,
    });
    return input.purpose === 'forget' ? { ...sent, to: '' } : sent;
  }

  /**
   * `POST /member/update`: the real name once (it must match every withdrawal account, so later
   * changes go through support), a new email or phone with a code sent to it.
   */
  async update(site: Site, who: MemberIdentity, input: ProfileUpdate, meta: RequestMeta) {
    const errors = new FieldErrors();
    let patch: Partial<Pick<MemberRow, 'realName' | 'email' | 'areaCode' | 'phone'>>;
    let destination: Destination | undefined;
    if (input.realName !== undefined) {
      const realName = errors.check('realName', realNameSchema, input.realName);
      errors.throwIfAny();
      patch = { realName: realName as string };
    } else {
      const type: CodeChannel = input.email !== undefined ? 'email' : 'phone';
      destination = newDestination(errors, type, input);
      errors.check('code', verificationCodeSchema, input.code ?? '');
      errors.throwIfAny();
      const to = destination as Destination;
      patch =
        to.channel === 'email' ? { email: to.email } : { areaCode: to.areaCode, phone: to.phone };
    }
    if (destination)
      await this.deps.codes.verify(site.code, 'bind', destination, (input.code ?? '').trim());

    return this.db.transaction(async (tx) => {
      const before = await lockMember(tx, who.id);
      if (!before) throw new SessionError();
      if (patch.realName !== undefined && before.realName)
        throw new DomainError('REAL_NAME_LOCKED');
      const after = (await updateMember(tx, who.id, patch)) as MemberRow;
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: who.siteCode,
          action: `member.update.${destination?.channel ?? 'realName'}`,
          target: { kind: 'member', id: who.id },
          before: memberAuditView(before),
          after: memberAuditView(after),
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return memberInfo(after);
    });
  }
}
