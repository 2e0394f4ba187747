import { isSiteCode, type MaintenanceEntry, type SiteMaintenance } from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { beijingDateTime } from '../../../lib/beijing-time.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import { operatorActor, type OperatorIdentity } from '../admin/operator.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import {
  ALL_SITES,
  historyFor,
  newestPerSite,
  insertMaintenance,
  latestFor,
  type MaintenanceRow,
} from './maintenance.repository.ts';

/** How long a node trusts what it read: another node's change reaches it within this. */
const CACHE_MS = 2_000;
const MESSAGE_MAX = 500;

export type MaintenanceInput = {
  site: string;
  on: boolean;
  message?: string | undefined;
  startsAt?: string | undefined;
  endsAt?: string | undefined;
};

/**
 * Site-wide maintenance (API.md "Maintenance", docs/decisions/maintenance.md). Operators set it
 * for a site or every site (`*`), now or ahead; while it is in force the money writes are refused
 * with MAINTENANCE (`assertOpen`), and `/md` tells the member site to show its maintenance page.
 */
export class MaintenanceService {
  /** The clock of the windows; tests move it. */
  now: () => Date = () => new Date();
  private readonly cache = new Map<string, { row: MaintenanceRow | undefined; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly deps: { audit: AuditService },
  ) {}

  /** The site's maintenance in force or scheduled, as `/md` carries it; null: none. */
  async view(siteCode: string): Promise<SiteMaintenance | null> {
    const row = await this.latest(siteCode);
    const now = this.now().getTime();
    if (!row?.on || row.endsAt.getTime() <= now) return null;
    return {
      on: row.startsAt.getTime() <= now,
      message: row.message,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    };
  }

  /** MAINTENANCE, saying when it is expected to end, while the site's maintenance is in force. */
  async assertOpen(siteCode: string): Promise<void> {
    const refusal = await this.refusal(siteCode);
    if (refusal) throw refusal;
  }

  /**
   * The MAINTENANCE refusal while the site's maintenance is in force, else null: for a caller that
   * decides inside a transaction whether money moves (this reads outside it: the embedded
   * database's one connection is the transaction's).
   */
  async refusal(siteCode: string): Promise<DomainError | null> {
    const view = await this.view(siteCode);
    if (!view?.on) return null;
    return new DomainError('MAINTENANCE', {
      params: { until: beijingDateTime(new Date(view.endsAt)) },
      data: { endsAt: view.endsAt, message: view.message },
    });
  }

  /**
   * An operator starts, schedules or ends maintenance of a site or every site. Each call adds a
   * row (the history is kept; the newest row holds) and an audit entry.
   */
  async set(
    operator: OperatorIdentity,
    input: MaintenanceInput,
    meta: RequestMeta,
  ): Promise<MaintenanceEntry> {
    const site = input.site.trim();
    if (site !== ALL_SITES && !isSiteCode(site))
      throw DomainError.validation({ site: 'invalid_value' });
    const message = (input.message ?? '').trim();
    if (message.length > MESSAGE_MAX) throw DomainError.validation({ message: 'too_long' });
    const now = this.now();
    const startsAt = input.on && input.startsAt ? instant('startsAt', input.startsAt) : now;
    let endsAt = now;
    if (input.on) {
      if (!input.endsAt) throw DomainError.validation({ endsAt: 'required' });
      endsAt = instant('endsAt', input.endsAt);
      if (endsAt.getTime() <= Math.max(now.getTime(), startsAt.getTime())) {
        throw DomainError.validation({ endsAt: 'invalid_value' });
      }
    }
    const row = await this.db.transaction(async (tx) => {
      const saved = await insertMaintenance(tx, {
        siteCode: site,
        on: input.on,
        message: input.on ? message : '',
        startsAt,
        endsAt,
        operatorId: operator.id,
      });
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          ...(site === ALL_SITES ? {} : { siteCode: site }),
          action: input.on ? 'site.maintenance.set' : 'site.maintenance.end',
          target: { kind: 'site', id: site },
          after: entryOf(saved),
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return saved;
    });
    this.cache.clear();
    return entryOf(row);
  }

  /**
   * What operators set for a site (with what was set for every site), newest first: the latest
   * `limit` changes, and always the rows that decide where each site stands now.
   */
  async history(siteCode: string | undefined, limit = 50): Promise<MaintenanceEntry[]> {
    const codes = siteCode === undefined ? undefined : [siteCode, ALL_SITES];
    const [recent, deciding] = await Promise.all([
      historyFor(this.db, siteCode, limit),
      newestPerSite(this.db, codes),
    ]);
    const byId = new Map([...recent, ...deciding].map((row) => [row.id, row]));
    return [...byId.values()].sort((a, b) => b.id - a.id).map(entryOf);
  }

  private async latest(siteCode: string): Promise<MaintenanceRow | undefined> {
    const cached = this.cache.get(siteCode);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
    const row = await latestFor(this.db, siteCode);
    this.cache.set(siteCode, { row, at: Date.now() });
    return row;
  }
}

function instant(field: string, text: string): Date {
  const at = new Date(text);
  if (!/^\d{4}-\d\d-\d\dT/.test(text) || Number.isNaN(at.getTime())) {
    throw DomainError.validation({ [field]: 'invalid_format' });
  }
  return at;
}

function entryOf(row: MaintenanceRow): MaintenanceEntry {
  return {
    id: row.id,
    site: row.siteCode,
    on: row.on,
    message: row.message,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    operatorId: row.operatorId,
    createdAt: row.createdAt.toISOString(),
  };
}
