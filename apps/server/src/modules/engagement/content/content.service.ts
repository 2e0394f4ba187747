import {
  DEFAULT_LANG,
  isSiteCode,
  type AdminContentPage,
  type ContentListItem,
  type ContentPage,
  type ContentSection,
  type Lang,
} from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import { ContentCache } from './content-cache.ts';
import { sanitizeContentHtml } from './content-sanitize.ts';
import { demoPages } from './content-seed.ts';
import {
  insertMissingPages,
  listPages,
  lockPage,
  pageById,
  pageVersions,
  sectionTitles,
  upsertPage,
  type ContentRow,
  type ContentSummaryRow,
} from './content.repository.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };

export type ContentUpsert = {
  site: string;
  slug: string;
  lang: Lang;
  title: string;
  body: string;
  /** Kept as it was when left out (0 for a new page). */
  sort?: number | undefined;
};

export const DEFAULT_CONTENT_CACHE_MS = 30_000;

/** Languages to look in, best first: the asked one, then the source language. */
const langsFor = (lang: Lang): Lang[] => (lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG]);

const iso = (d: Date) => d.toISOString();

export function adminView(row: ContentSummaryRow | ContentRow): AdminContentPage {
  return {
    id: row.id,
    site: row.siteCode,
    slug: row.slug,
    // Rows are written through upsert (a LANGS enum) or the seed (LANGS) only.
    lang: row.lang as Lang,
    title: row.title,
    sort: row.sort,
    ...('body' in row ? { body: row.body } : {}),
    updatedBy: row.updatedBy ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The help centre, the tutorials and the sponsor page: stored per site, slug and language,
 * read by anyone (no session), written by operators (sanitised and audited).
 */
export class ContentService {
  private readonly pages: ContentCache<ContentPage>;
  private readonly lists: ContentCache<ContentListItem[]>;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'wallet'>,
    private readonly deps: { audit: AuditService; sites: SiteService },
    options: { cacheMs?: number } = {},
  ) {
    const ttl = options.cacheMs ?? DEFAULT_CONTENT_CACHE_MS;
    this.pages = new ContentCache(ttl);
    this.lists = new ContentCache(ttl);
  }

  /** A page in `lang`, else in zh-CN; NOT_FOUND when the site has it in neither. */
  async page(siteCode: string, slug: string, lang: Lang): Promise<ContentPage> {
    const found = await this.pages.get(siteCode, `${lang}:${slug}`, async () => {
      const langs = langsFor(lang);
      const rows = await pageVersions(this.db, siteCode, slug, langs);
      const row = langs.map((l) => rows.find((r) => r.lang === l)).find((r) => r !== undefined);
      if (!row) return undefined;
      return {
        slug: row.slug,
        title: row.title,
        body: row.body,
        lang: row.lang as Lang,
        updatedAt: iso(row.updatedAt),
      };
    });
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  /** The pages of a section, each in `lang` or else zh-CN, by `sort` then slug. */
  async list(siteCode: string, section: ContentSection, lang: Lang): Promise<ContentListItem[]> {
    const list = await this.lists.get(siteCode, `${lang}:${section}`, async () => {
      const langs = langsFor(lang);
      const rows = await sectionTitles(this.db, siteCode, section, langs);
      const best = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const kept = best.get(row.slug);
        if (!kept || langs.indexOf(row.lang as Lang) < langs.indexOf(kept.lang as Lang)) {
          best.set(row.slug, row);
        }
      }
      return [...best.values()]
        .sort((a, b) => a.sort - b.sort || a.slug.localeCompare(b.slug))
        .map(({ slug, title, sort }) => ({ slug, title, sort }));
    });
    return list ?? [];
  }

  /** Operator list: every page of a site (bodies left out), optionally of one language. */
  async adminList(siteCode: string, lang?: Lang): Promise<AdminContentPage[]> {
    await this.knownSite(siteCode);
    return (await listPages(this.db, siteCode, lang)).map(adminView);
  }

  async adminGet(id: number): Promise<AdminContentPage> {
    const row = await pageById(this.db, id);
    if (!row) throw new DomainError('NOT_FOUND');
    return adminView(row);
  }

  /**
   * What a body would be stored as, without storing it: the console previews a draft from this,
   * so what it shows is what members will get, and nothing the sanitiser drops ever runs there.
   */
  preview(body: string): string {
    return sanitizeContentHtml(body);
  }

  /**
   * Creates or replaces the page of (site, slug, lang). The body is sanitised first; a body with
   * nothing left after that is refused. Audited with the page before and after.
   */
  async upsert(by: OperatorIdentity, input: ContentUpsert, meta: Meta): Promise<AdminContentPage> {
    await this.knownSite(input.site);
    const body = sanitizeContentHtml(input.body);
    if (body === '') throw DomainError.validation({ body: 'required' });
    const saved = await this.db.transaction(async (tx) => {
      const before = await lockPage(tx, input.site, input.slug, input.lang);
      const row = await upsertPage(tx, {
        siteCode: input.site,
        slug: input.slug,
        lang: input.lang,
        title: input.title,
        body,
        sort: input.sort ?? before?.sort ?? 0,
        updatedBy: by.id,
      });
      const after = adminView(row);
      await this.deps.audit.record(
        {
          actor: operatorActor(by),
          action: before ? 'content.page.update' : 'content.page.create',
          siteCode: input.site,
          target: { kind: 'content_page', id: row.id },
          before: before ? adminView(before) : null,
          after,
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return after;
    });
    this.dropSite(input.site);
    return saved;
  }

  /** Demo pages of a site in every language (see content-seed.ts); pages it has stay as they are. */
  async seedDemo(site: Site): Promise<number> {
    const rows = demoPages(site, this.config.wallet).map((page) => ({
      ...page,
      body: sanitizeContentHtml(page.body),
    }));
    const inserted = await insertMissingPages(this.db, rows);
    this.dropSite(site.code);
    return inserted;
  }

  private dropSite(siteCode: string): void {
    this.pages.dropSite(siteCode);
    this.lists.dropSite(siteCode);
  }

  private async knownSite(siteCode: string): Promise<void> {
    const sites = await this.deps.sites.all();
    if (!isSiteCode(siteCode) || !sites.has(siteCode)) {
      throw DomainError.validation({ site: 'invalid_value' });
    }
  }
}
