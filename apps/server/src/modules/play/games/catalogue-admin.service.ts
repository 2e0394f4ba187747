import { isSiteCode, type CatalogueState } from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { SiteService } from '../../platform/site/site.service.ts';
import {
  adminCategoryView,
  adminGameView,
  adminVenueView,
  maskSecret,
  type AdminCategoryView,
  type AdminGameView,
  type AdminVenueView,
} from './catalogue-view.ts';
import {
  bumpCatalogueVersion,
  categoryById,
  insertCategory,
  insertGame,
  insertVenue,
  loadCatalogue,
  lockCategory,
  lockGame,
  lockVenue,
  updateCategory,
  updateGame,
  updateVenue,
  venueByCode,
} from './catalogue.repository.ts';
import type {
  CategoryCreate,
  CategoryPatch,
  GameCreate,
  GamePatch,
  VenueCreate,
  VenuePatch,
} from './catalogue.schemas.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type CatalogueAdminDeps = {
  audit: AuditService;
  sites: SiteService;
  dataCipher: DataCipher;
  /** Called after a change committed: drops every node's cache of the site. */
  changed: (siteCode: string) => void;
};

/**
 * Operator changes to the catalogue. Each one is a transaction that writes the row, its audit
 * entry (credentials masked) and the site's new catalogue version; caches are dropped after commit.
 */
export class CatalogueAdminService {
  constructor(
    private readonly db: Db,
    private readonly deps: CatalogueAdminDeps,
  ) {}

  async venues(siteCode: string): Promise<AdminVenueView[]> {
    await this.knownSite(siteCode);
    return (await loadCatalogue(this.db, this.deps.dataCipher, siteCode)).venues.map(
      adminVenueView,
    );
  }

  async categories(siteCode: string): Promise<AdminCategoryView[]> {
    await this.knownSite(siteCode);
    return (await loadCatalogue(this.db, this.deps.dataCipher, siteCode)).categories.map(
      adminCategoryView,
    );
  }

  async games(siteCode: string, categoryId?: number): Promise<AdminGameView[]> {
    await this.knownSite(siteCode);
    const { games } = await loadCatalogue(this.db, this.deps.dataCipher, siteCode);
    return games
      .filter((g) => categoryId === undefined || g.categoryId === categoryId)
      .map(adminGameView);
  }

  async createVenue(by: OperatorIdentity, input: VenueCreate, meta: Meta) {
    const { site, ...values } = input;
    await this.knownSite(site);
    return this.change(site, async (tx) => {
      const row = await insertVenue(tx, this.deps.dataCipher, { ...values, siteCode: site });
      if (!row) throw DomainError.validation({ code: 'invalid_value' });
      const after = adminVenueView(row);
      await this.audit(tx, by, 'catalogue.venue.create', site, 'venue', row.id, null, after, meta);
      return after;
    });
  }

  async updateVenue(
    by: OperatorIdentity,
    id: number,
    patch: VenuePatch,
    meta: Meta,
    action = 'catalogue.venue.update',
  ) {
    return this.changeRow(
      patch,
      (tx) => lockVenue(tx, this.deps.dataCipher, id),
      async (tx, before) => {
        const { credentials, ...rest } = patch;
        const row = await updateVenue(tx, this.deps.dataCipher, id, {
          ...rest,
          ...(credentials ? { credentials: unmask(credentials, before.credentials) } : {}),
        });
        const after = adminVenueView(row);
        await this.audit(
          tx,
          by,
          action,
          row.siteCode,
          'venue',
          id,
          adminVenueView(before),
          after,
          meta,
        );
        return after;
      },
    );
  }

  async createCategory(by: OperatorIdentity, input: CategoryCreate, meta: Meta) {
    const { site, ...values } = input;
    await this.knownSite(site);
    return this.change(site, async (tx) => {
      const row = await insertCategory(tx, { ...values, siteCode: site });
      const after = adminCategoryView(row);
      await this.audit(
        tx,
        by,
        'catalogue.category.create',
        site,
        'game_category',
        row.id,
        null,
        after,
        meta,
      );
      return after;
    });
  }

  async updateCategory(
    by: OperatorIdentity,
    id: number,
    patch: CategoryPatch,
    meta: Meta,
    action = 'catalogue.category.update',
  ) {
    return this.changeRow(
      patch,
      (tx) => lockCategory(tx, id),
      async (tx, before) => {
        const row = await updateCategory(tx, id, patch);
        const after = adminCategoryView(row);
        await this.audit(
          tx,
          by,
          action,
          row.siteCode,
          'game_category',
          id,
          adminCategoryView(before),
          after,
          meta,
        );
        return after;
      },
    );
  }

  async createGame(by: OperatorIdentity, input: GameCreate, meta: Meta) {
    const { site, ...values } = input;
    await this.knownSite(site);
    return this.change(site, async (tx) => {
      await this.checkGameRefs(tx, site, values);
      const row = await insertGame(tx, { ...values, siteCode: site });
      const after = adminGameView(row);
      await this.audit(tx, by, 'catalogue.game.create', site, 'game', row.id, null, after, meta);
      return after;
    });
  }

  async updateGame(
    by: OperatorIdentity,
    id: number,
    patch: GamePatch,
    meta: Meta,
    action = 'catalogue.game.update',
  ) {
    return this.changeRow(
      patch,
      (tx) => lockGame(tx, id),
      async (tx, before) => {
        await this.checkGameRefs(tx, before.siteCode, patch);
        const row = await updateGame(tx, id, patch);
        const after = adminGameView(row);
        await this.audit(
          tx,
          by,
          action,
          row.siteCode,
          'game',
          id,
          adminGameView(before),
          after,
          meta,
        );
        return after;
      },
    );
  }

  setVenueState(by: OperatorIdentity, id: number, state: CatalogueState, meta: Meta) {
    return this.updateVenue(by, id, { state }, meta, 'catalogue.venue.state');
  }

  setCategoryState(by: OperatorIdentity, id: number, state: CatalogueState, meta: Meta) {
    return this.updateCategory(by, id, { state }, meta, 'catalogue.category.state');
  }

  setGameState(by: OperatorIdentity, id: number, state: CatalogueState, meta: Meta) {
    return this.updateGame(by, id, { state }, meta, 'catalogue.game.state');
  }

  /** A game's category and venue must be the same site's. */
  private async checkGameRefs(
    tx: DbOrTx,
    siteCode: string,
    refs: { categoryId?: number | undefined; venueCode?: string | undefined },
  ) {
    if (refs.categoryId !== undefined) {
      const category = await categoryById(tx, refs.categoryId);
      if (category?.siteCode !== siteCode)
        throw DomainError.validation({ categoryId: 'invalid_value' });
    }
    if (refs.venueCode !== undefined && !(await venueByCode(tx, siteCode, refs.venueCode))) {
      throw DomainError.validation({ venueCode: 'invalid_value' });
    }
  }

  private async knownSite(siteCode: string): Promise<void> {
    const sites = await this.deps.sites.all();
    if (!isSiteCode(siteCode) || !sites.has(siteCode))
      throw DomainError.validation({ site: 'invalid_value' });
  }

  private async change<T>(siteCode: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const done = await work(tx);
      await bumpCatalogueVersion(tx, siteCode);
      return done;
    });
    this.deps.changed(siteCode);
    return result;
  }

  /** Locks the row, changes it, bumps its site's version; a missing row is NOT_FOUND. */
  private async changeRow<R extends { siteCode: string }, T>(
    patchOf: object,
    lock: (tx: Tx) => Promise<R | undefined>,
    work: (tx: Tx, before: R) => Promise<T>,
  ): Promise<T> {
    let siteCode = '';
    if (Object.values(patchOf).every((v) => v === undefined)) {
      throw DomainError.validation({ _: 'required' });
    }
    const result = await this.db.transaction(async (tx) => {
      const before = await lock(tx);
      if (!before) throw new DomainError('NOT_FOUND');
      siteCode = before.siteCode;
      const done = await work(tx, before);
      await bumpCatalogueVersion(tx, siteCode);
      return done;
    });
    this.deps.changed(siteCode);
    return result;
  }

  private audit(
    tx: DbOrTx,
    by: OperatorIdentity,
    action: string,
    siteCode: string,
    kind: string,
    id: number,
    before: unknown,
    after: unknown,
    meta: Meta,
  ) {
    return this.deps.audit.record(
      { actor: operatorActor(by), action, siteCode, target: { kind, id }, before, after, ...meta },
      tx,
    );
  }
}

/** A credential sent back exactly as it was shown (masked) keeps its stored value. */
function unmask(
  incoming: Record<string, string>,
  stored: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(incoming).map(([key, value]) => {
      const old = stored[key];
      return [key, old !== undefined && value === maskSecret(old) ? old : value];
    }),
  );
}
