import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  insertAudit,
  listAudit,
  type AuditFilter,
  signedInAsSuperuser,
  type AuditInsert,
} from './audit.repository.ts';

export type Actor =
  | { kind: 'operator'; id: number; name: string }
  | { kind: 'member'; id: number | string; name: string }
  | { kind: 'system'; name: string }
  | { kind: 'anonymous'; name?: string };

export type AuditEntry = {
  actor: Actor;
  action: string;
  siteCode?: string | undefined;
  target?: { kind: string; id: string | number } | undefined;
  before?: unknown;
  after?: unknown;
  ip?: string | undefined;
  requestId?: string | undefined;
};

/** The append-only audit trail that every module writes to; pass `tx` to log inside a change. */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** False when the application signs in as a superuser, whom the log's owner role cannot stop. */
  async guardedFromApplication(): Promise<boolean> {
    return !(await signedInAsSuperuser(this.db));
  }

  async record(entry: AuditEntry, tx: DbOrTx = this.db): Promise<void> {
    const row: AuditInsert = {
      actorKind: entry.actor.kind,
      actorId: 'id' in entry.actor ? String(entry.actor.id) : null,
      actorName: entry.actor.name ?? null,
      siteCode: entry.siteCode ?? null,
      action: entry.action,
      targetKind: entry.target?.kind ?? null,
      targetId: entry.target ? String(entry.target.id) : null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
      requestId: entry.requestId ?? null,
    };
    await insertAudit(tx, row);
  }

  async list(filter: AuditFilter, page: number, size: number) {
    const { rows, total } = await listAudit(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    return { rows, total, page, size };
  }
}
