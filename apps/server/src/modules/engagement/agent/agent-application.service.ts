import {
  AGENT_APPLICATION_STATES,
  AGENT_CONTACT_KINDS,
  type AgentApplication,
  type AgentApplicationState,
  type AgentContactKind,
  type AgentProgramme,
  type FieldReason,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import { memberById } from '../../accounts/members/member-directory.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { Site } from '../../platform/site/site.service.ts';
import {
  decideApplication,
  insertApplication,
  listApplications,
  lockApplication,
  pendingLike,
  siteOfApplication,
  type ApplicationRow,
} from './agent-application.repository.ts';
import { findScheme } from './agent.repository.ts';
import { schemeView } from './agent-scheme.ts';
import { schemeOf } from './agent.service.ts';

export type ApplicationInput = {
  name?: string | undefined;
  contactKind?: string | undefined;
  contact?: string | undefined;
  channels?: string | undefined;
};

// How each kind of contact must look: loose enough for real ids, strict enough to reach someone.
const CONTACT_FORMS: Record<AgentContactKind, RegExp> = {
  phone: /^\+?\d{6,15}$/,
  email: /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,24}$/,
  wechat: /^[A-Za-z][\w-]{5,19}$/,
  qq: /^[1-9]\d{4,11}$/,
  telegram: /^@?[A-Za-z][\w]{4,31}$/,
};
const NAME_MAX = 40;
const CHANNELS_MAX = 500;
const NOTE_MAX = 500;

/**
 * "Join us" (issue 26): the agent programme as anyone may read it, applications to join it from
 * guests or members, and operators' answers to them (docs/decisions/join-us.md).
 */
export class AgentApplicationService {
  constructor(
    private readonly db: Db,
    private readonly deps: { audit: AuditService },
  ) {}

  /** The site's commission scheme while it is switched on; null when none is offered. */
  async programme(site: Site): Promise<AgentProgramme> {
    const scheme = schemeOf(await findScheme(this.db, site.code));
    return { scheme: scheme?.enabled ? schemeView(scheme, site.brand.currency) : null };
  }

  async apply(
    site: Site,
    who: Pick<MemberIdentity, 'id'> | undefined,
    input: ApplicationInput,
    meta: RequestMeta,
  ): Promise<AgentApplication> {
    const fields: Record<string, FieldReason> = {};
    const name = (input.name ?? '').trim();
    if (name === '') fields['name'] = 'required';
    else if (name.length > NAME_MAX) fields['name'] = 'too_long';
    const kind = input.contactKind as AgentContactKind;
    if (!AGENT_CONTACT_KINDS.includes(kind)) fields['contactKind'] = 'invalid_value';
    const contact = normalContact(kind, input.contact ?? '');
    if (contact === '') fields['contact'] = 'required';
    else if (fields['contactKind'] === undefined && !CONTACT_FORMS[kind].test(contact)) {
      fields['contact'] = 'invalid_format';
    }
    const channels = (input.channels ?? '').trim();
    if (channels.length > CHANNELS_MAX) fields['channels'] = 'too_long';
    if (Object.keys(fields).length > 0) throw DomainError.validation(fields);

    const member = who ? await memberById(this.db, who.id) : undefined;
    const memberId = member?.id ?? null;
    if (await pendingLike(this.db, site.code, memberId, { kind, value: contact })) {
      throw new DomainError('AGENT_APPLICATION_PENDING');
    }
    const row = await insertApplication(this.db, {
      siteCode: site.code,
      memberId,
      account: member?.account ?? null,
      name,
      contactKind: kind,
      contact,
      channels,
      ip: meta.ip ?? null,
    });
    return applicationView(row);
  }

  /** Applications of these sites, newest first: the operators' queue. */
  async list(
    sites: readonly string[],
    query: { state?: string | undefined; page: number; size: number },
  ): Promise<{ list: AgentApplication[]; total: number }> {
    const { rows, total } = await listApplications(this.db, { sites, state: query.state }, query);
    return { list: rows.map(applicationView), total };
  }

  siteOf(id: string): Promise<string | undefined> {
    const n = Number(id);
    return Number.isSafeInteger(n) && n > 0
      ? siteOfApplication(this.db, n)
      : Promise.resolve(undefined);
  }

  /** An operator approves or declines a pending application, with a note; audited. */
  async decide(
    operator: OperatorIdentity,
    id: number,
    input: { decision?: string | undefined; note?: string | undefined },
    meta: RequestMeta,
  ): Promise<AgentApplication> {
    const decision = input.decision as AgentApplicationState;
    if (decision === 'pending' || !AGENT_APPLICATION_STATES.includes(decision)) {
      throw DomainError.validation({ decision: 'invalid_value' });
    }
    const note = (input.note ?? '').trim();
    if (note.length > NOTE_MAX) throw DomainError.validation({ note: 'too_long' });
    const row = await this.db.transaction(async (tx) => {
      const found = await lockApplication(tx, id);
      if (!found) throw new DomainError('NOT_FOUND');
      if (found.state !== 'pending') throw new DomainError('APPLICATION_DECIDED');
      const decided = await decideApplication(tx, id, {
        state: decision,
        note,
        decidedBy: operator.id,
        decidedAt: new Date(),
      });
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: found.siteCode,
          action: 'agent.application.decide',
          target: { kind: 'agent_application', id: String(id) },
          before: { state: found.state },
          after: { state: decision, note },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return decided;
    });
    return applicationView(row);
  }
}

/** A phone without spaces or dashes; an email in lower case; others as typed, trimmed. */
function normalContact(kind: AgentContactKind, raw: string): string {
  const value = raw.trim();
  if (kind === 'phone') return value.replace(/[\s-]/g, '');
  if (kind === 'email') return value.toLowerCase();
  return value;
}

function applicationView(row: ApplicationRow): AgentApplication {
  return {
    id: row.id,
    site: row.siteCode,
    account: row.account,
    name: row.name,
    contactKind: row.contactKind as AgentContactKind,
    contact: row.contact,
    channels: row.channels,
    state: row.state as AgentApplicationState,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
