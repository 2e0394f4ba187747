import {
  POPUP_AUDIENCES,
  POPUP_BODY_MAX,
  POPUP_LINK,
  PROMO_TITLE_MAX,
  type AdminPopup,
  type Lang,
  type PopupAudience,
  type SitePopup,
} from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { sanitizeContentHtml } from '../content/content-sanitize.ts';
import { localized } from '../../play/games/catalogue-view.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import {
  imageUrl,
  localizedText,
  overlay,
  period,
  type LocalizedField,
} from './promotion-input.ts';
import {
  insertPopup,
  listPopups,
  lockPopup,
  popupsInForce,
  updatePopup,
  type NewPopup,
  type PopupRow,
} from './popup.repository.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };

export type PopupDraft = {
  audience?: PopupAudience | undefined;
  title?: LocalizedField;
  body?: LocalizedField;
  imageUrl?: string | undefined;
  link?: string | undefined;
  startsAt?: string | undefined;
  endsAt?: string | null | undefined;
  sort?: number | undefined;
  published?: boolean | undefined;
};

function adminView(row: PopupRow): AdminPopup {
  return {
    id: row.id,
    site: row.siteCode,
    audience: row.audience,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    link: row.link,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sort: row.sort,
    published: row.published,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function popupColumns(draft: PopupDraft): Omit<NewPopup, 'siteCode' | 'updatedBy'> {
  const audience = draft.audience ?? 'all';
  if (!(POPUP_AUDIENCES as readonly string[]).includes(audience)) {
    throw DomainError.validation({ audience: 'invalid_value' });
  }
  const link = (draft.link ?? '').trim();
  if (link.length > 500 || !POPUP_LINK.test(link)) {
    throw DomainError.validation({ link: 'invalid_format' });
  }
  const title = localizedText('title', draft.title, PROMO_TITLE_MAX, { required: true });
  const body = localizedText('body', draft.body, POPUP_BODY_MAX, { clean: sanitizeContentHtml });
  const picture = imageUrl('imageUrl', draft.imageUrl);
  const { startsAt, endsAt } = period(draft);
  return {
    audience,
    title,
    body,
    imageUrl: picture,
    link,
    startsAt,
    endsAt,
    sort: draft.sort ?? 0,
    published: draft.published ?? false,
  };
}

/**
 * Site pop-ups: the ones in force for a visitor (guests and members may see different ones),
 * and the operator API that writes them, sanitised and audited.
 */
export class PopupService {
  constructor(
    private readonly db: Db,
    private readonly deps: { audit: AuditService; sites: SiteService },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The pop-ups in force for a guest (`memberId` undefined) or a member: none for a member under a
   * time-out or self-exclusion (API.md).
   */
  async inForce(site: Site, lang: Lang, memberId: number | undefined): Promise<SitePopup[]> {
    const audiences: PopupAudience[] = ['all', memberId !== undefined ? 'member' : 'guest'];
    const rows = await popupsInForce(this.db, site.code, audiences, this.now(), memberId);
    return rows.map((row) => ({
      id: row.id,
      title: localized(row.title, lang),
      body: localized(row.body, lang),
      imageUrl: row.imageUrl,
      link: row.link,
    }));
  }

  async list(siteCode: string | undefined, page: number, size: number) {
    const { rows, total } = await listPopups(this.db, siteCode, {
      offset: (page - 1) * size,
      limit: size,
    });
    return { list: rows.map(adminView), total, page, size };
  }

  async create(
    by: OperatorIdentity,
    requestSite: Site,
    input: PopupDraft & { site?: string | undefined },
    meta: Meta,
  ): Promise<AdminPopup> {
    const site = await this.deps.sites.named(input.site, requestSite);
    const columns = popupColumns(input);
    return this.db.transaction(async (tx) => {
      const row = await insertPopup(tx, { ...columns, siteCode: site.code, updatedBy: by.id });
      const after = adminView(row);
      await this.audit(tx, by, 'popup.create', row, null, after, meta);
      return after;
    });
  }

  async update(by: OperatorIdentity, id: number, input: PopupDraft, meta: Meta) {
    return this.db.transaction(async (tx) => {
      const stored = await lockPopup(tx, id);
      if (!stored) throw new DomainError('NOT_FOUND');
      const before = adminView(stored);
      const columns = popupColumns(overlay<PopupDraft>(before, input));
      const row = await updatePopup(tx, id, { ...columns, updatedBy: by.id });
      const after = adminView(row);
      await this.audit(tx, by, 'popup.update', row, before, after, meta);
      return after;
    });
  }

  private async audit(
    tx: DbOrTx,
    by: OperatorIdentity,
    action: string,
    row: PopupRow,
    before: AdminPopup | null,
    after: AdminPopup,
    meta: Meta,
  ) {
    await this.deps.audit.record(
      {
        actor: operatorActor(by),
        siteCode: row.siteCode,
        action,
        target: { kind: 'popup', id: row.id },
        before,
        after,
        ip: meta.ip,
        requestId: meta.requestId,
      },
      tx,
    );
  }
}
