import {
  type AdminPromoApplication,
  type AdminPromotion,
  type PromoApplicationState,
} from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { RewardCredit } from '../redemptions/redemption-credit.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import { currencyOf } from '../../../lib/money.ts';
import { overlay, promotionColumns, type PromotionDraft } from './promotion-input.ts';
import { adminApplicationView, adminPromotionView } from './promotion-view.ts';
import {
  findPromotion,
  insertPromotion,
  listApplications,
  listPromotions,
  lockApplication,
  lockPromotion,
  updateApplication,
  updatePromotion,
} from './promotion.repository.ts';
import { seedSitePromotions } from './promotion-seed.ts';
import { payApplication } from './promotion.service.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };

const NOTE_MAX = 200;

/**
 * The operator side of activities: writing them (rules sanitised on save), and deciding the
 * applications of the ones that are reviewed. Approving pays through RewardCredit in the same
 * transaction; approving again answers the approved application and pays nothing more.
 */
export class PromotionAdminService {
  constructor(
    private readonly db: Db,
    private readonly deps: { audit: AuditService; sites: SiteService; rewards: RewardCredit },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(siteCode: string | undefined, page: number, size: number) {
    const { rows, total } = await listPromotions(this.db, siteCode, {
      offset: (page - 1) * size,
      limit: size,
    });
    const sites = await this.deps.sites.all();
    const list = rows.map((row) =>
      adminPromotionView(row, currencyFor(sites.get(row.siteCode as never))),
    );
    return { list, total, page, size };
  }

  async get(id: number): Promise<AdminPromotion> {
    const row = await findPromotion(this.db, id);
    if (!row) throw new DomainError('NOT_FOUND');
    return adminPromotionView(row, await this.currencyOf(row.siteCode));
  }

  async create(
    by: OperatorIdentity,
    requestSite: Site,
    input: PromotionDraft & { site?: string | undefined },
    meta: Meta,
  ): Promise<AdminPromotion> {
    const site = await this.deps.sites.named(input.site, requestSite);
    const currency = currencyOf(site.brand.currency);
    const columns = promotionColumns(input, currency);
    return this.db.transaction(async (tx) => {
      const row = await insertPromotion(tx, { ...columns, siteCode: site.code, updatedBy: by.id });
      const after = adminPromotionView(row, currency);
      await this.audit(tx, by, 'promotion.create', row.siteCode, row.id, null, after, meta);
      return after;
    });
  }

  async update(
    by: OperatorIdentity,
    id: number,
    input: PromotionDraft,
    meta: Meta,
  ): Promise<AdminPromotion> {
    return this.db.transaction(async (tx) => {
      const stored = await lockPromotion(tx, id);
      if (!stored) throw new DomainError('NOT_FOUND');
      const currency = currencyOf(await this.currencyOf(stored.siteCode));
      const before = adminPromotionView(stored, currency);
      const columns = promotionColumns(overlay<PromotionDraft>(before, input), currency);
      const row = await updatePromotion(tx, id, { ...columns, updatedBy: by.id });
      const after = adminPromotionView(row, currency);
      await this.audit(tx, by, 'promotion.update', row.siteCode, row.id, before, after, meta);
      return after;
    });
  }

  async applications(
    filter: {
      siteCode?: string | undefined;
      promotionId?: number | undefined;
      state?: PromoApplicationState | undefined;
    },
    page: number,
    size: number,
  ) {
    const { rows, total } = await listApplications(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    const sites = await this.deps.sites.all();
    const list = rows.map((row) =>
      adminApplicationView(row, currencyFor(sites.get(row.siteCode as never))),
    );
    return { list, total, page, size };
  }

  /** Pays the bonus and approves. An approved application is answered as it is, unpaid again. */
  async approve(by: OperatorIdentity, id: number, meta: Meta): Promise<AdminPromoApplication> {
    await this.db.transaction(async (tx) => {
      const row = await lockApplication(tx, id);
      if (!row) throw new DomainError('NOT_FOUND');
      if (row.state === 'approved') return;
      if (row.state !== 'pending') throw new DomainError('PROMO_APPLICATION_DECIDED');
      const promotion = await findPromotion(tx, row.promotionId);
      if (!promotion) throw new DomainError('NOT_FOUND');
      const currency = await this.currencyOf(promotion.siteCode);
      const after = await payApplication(tx, this.deps.rewards, promotion, row, {
        currency,
        decidedBy: by.id,
        now: this.now(),
      });
      const action = 'promotion.application.approve';
      await this.audit(tx, by, action, promotion.siteCode, id, row, after, meta);
    });
    return this.application(id);
  }

  /** Turns a waiting application down, with an optional note the member reads. */
  async reject(
    by: OperatorIdentity,
    id: number,
    noteInput: string | undefined,
    meta: Meta,
  ): Promise<AdminPromoApplication> {
    const note = (noteInput ?? '').trim();
    if (note.length > NOTE_MAX) throw DomainError.validation({ note: 'too_long' });
    await this.db.transaction(async (tx) => {
      const row = await lockApplication(tx, id);
      if (!row) throw new DomainError('NOT_FOUND');
      if (row.state === 'rejected') return;
      if (row.state !== 'pending') throw new DomainError('PROMO_APPLICATION_DECIDED');
      const after = await updateApplication(tx, id, {
        state: 'rejected',
        note,
        decidedBy: by.id,
        decidedAt: this.now(),
      });
      const promotion = await findPromotion(tx, row.promotionId);
      const siteCode = promotion?.siteCode ?? '';
      await this.audit(tx, by, 'promotion.application.reject', siteCode, id, row, after, meta);
    });
    return this.application(id);
  }

  /** Demo activities and a pop-up for a site that has none (promotion-seed.ts). */
  seedDemo(site: Site): Promise<number> {
    return seedSitePromotions(this.db, site, this.now());
  }

  private async application(id: number): Promise<AdminPromoApplication> {
    const { rows } = await listApplications(
      this.db,
      { applicationId: id },
      { offset: 0, limit: 1 },
    );
    const row = rows[0];
    if (!row) throw new DomainError('NOT_FOUND');
    return adminApplicationView(row, await this.currencyOf(row.siteCode));
  }

  private async audit(
    tx: DbOrTx,
    by: OperatorIdentity,
    action: string,
    siteCode: string,
    id: number,
    before: unknown,
    after: unknown,
    meta: Meta,
  ) {
    const kind = action.startsWith('promotion.application') ? 'promotion_application' : 'promotion';
    await this.deps.audit.record(
      {
        actor: operatorActor(by),
        siteCode,
        action,
        target: { kind, id },
        before: auditable(before),
        after: auditable(after),
        ip: meta.ip,
        requestId: meta.requestId,
      },
      tx,
    );
  }

  private async currencyOf(siteCode: string): Promise<string> {
    return currencyFor((await this.deps.sites.all()).get(siteCode as never));
  }
}

function currencyFor(site: Site | undefined): string {
  // Activities are only ever created for a known site, and sites are never deleted.
  if (!site) throw new Error('an activity of a site that is gone');
  return site.brand.currency;
}

/** Rows carry Dates and bigints; the audit log keeps JSON. */
function auditable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  );
}
