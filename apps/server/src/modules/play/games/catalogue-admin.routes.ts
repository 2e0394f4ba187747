import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listOf, okEnvelope, type CatalogueState } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { requestMeta, type RequestMeta } from '../../../plugins/request-context.ts';
import type { OperatorIdentity } from '../../platform/admin/operator.service.ts';
import { operatorDoc } from '../../../lib/route-parts.ts';
import {
  adminCategorySchema,
  adminGameSchema,
  adminVenueSchema,
  categoryCreateBody,
  categoryPatchBody,
  gameCreateBody,
  gameListFilter,
  gamePatchBody,
  idParams,
  siteQuery,
  stateBody,
  venueCreateBody,
  venuePatchBody,
} from './catalogue.schemas.ts';

/**
 * Operator catalogue routes (prefix /api/admin/v1/games). Every operator may read; admin and
 * support change categories, games and the state of anything (putting a game under maintenance
 * is a support task); only admin creates venues or changes their address and credentials.
 */
export async function catalogueAdminRoutes(app: FastifyInstance) {
  const admin = app.services.catalogue.admin;
  const anyone = app.requireOperator();
  const editor = app.requireOperator('admin', 'support');
  const owner = app.requireOperator('admin');

  entityRoutes(app, '/games/venues', adminVenueSchema, {
    guards: { read: anyone, change: owner, state: editor },
    list: {
      summary: "A site's venues, credentials masked",
      query: siteQuery,
      run: (query) => admin.venues(query.site),
    },
    create: {
      summary: 'Add a venue to a site (admin, audited)',
      body: venueCreateBody,
      run: (by, body, meta) => admin.createVenue(by, body, meta),
    },
    update: {
      summary: 'Change a venue: names, adapter, address, credentials, currency… (admin, audited)',
      body: venuePatchBody,
      run: (by, id, patch, meta) => admin.updateVenue(by, id, patch, meta),
    },
    state: {
      summary: 'Put a venue on, under maintenance (its games too) or off (audited)',
      run: (by, id, state, meta) => admin.setVenueState(by, id, state, meta),
    },
  });

  entityRoutes(app, '/games/categories', adminCategorySchema, {
    guards: { read: anyone, change: editor, state: editor },
    list: {
      summary: "A site's game categories, every state and game type",
      query: siteQuery,
      run: (query) => admin.categories(query.site),
    },
    create: {
      summary: 'Add a game category to a site (audited)',
      body: categoryCreateBody,
      run: (by, body, meta) => admin.createCategory(by, body, meta),
    },
    update: {
      summary: 'Change a game category (audited)',
      body: categoryPatchBody,
      run: (by, id, patch, meta) => admin.updateCategory(by, id, patch, meta),
    },
    state: {
      summary: 'Put a game category on, under maintenance or off (audited)',
      run: (by, id, state, meta) => admin.setCategoryState(by, id, state, meta),
    },
  });

  entityRoutes(app, '/games/games', adminGameSchema, {
    guards: { read: anyone, change: editor, state: editor },
    list: {
      summary: "A site's games, optionally of one category",
      query: gameListFilter,
      run: (query) => admin.games(query.site, query.categoryId),
    },
    create: {
      summary: 'Add a game to a category of a site (audited)',
      body: gameCreateBody,
      run: (by, body, meta) => admin.createGame(by, body, meta),
    },
    update: {
      summary: 'Change a game (audited)',
      body: gamePatchBody,
      run: (by, id, patch, meta) => admin.updateGame(by, id, patch, meta),
    },
    state: {
      summary: 'Put a game on, under maintenance or off (audited)',
      run: (by, id, state, meta) => admin.setGameState(by, id, state, meta),
    },
  });
}

type Guard = preHandlerAsyncHookHandler;

/** How one catalogue entity is listed, created, changed and switched on, maintenance or off. */
type EntitySpec<
  Item extends z.ZodType,
  Q extends z.ZodType,
  C extends z.ZodType,
  P extends z.ZodType,
> = {
  guards: { read: Guard; change: Guard; state: Guard };
  list: { summary: string; query: Q; run: (query: z.output<Q>) => Promise<z.output<Item>[]> };
  create: {
    summary: string;
    body: C;
    run: (by: OperatorIdentity, body: z.output<C>, meta: RequestMeta) => Promise<z.output<Item>>;
  };
  update: {
    summary: string;
    body: P;
    run: (
      by: OperatorIdentity,
      id: number,
      patch: z.output<P>,
      meta: RequestMeta,
    ) => Promise<z.output<Item>>;
  };
  state: {
    summary: string;
    run: (
      by: OperatorIdentity,
      id: number,
      state: CatalogueState,
      meta: RequestMeta,
    ) => Promise<z.output<Item>>;
  };
};

/**
 * The four routes every catalogue entity has, in this order: GET `path` (a site's list),
 * POST `path` (create), POST `path/:id` (change) and POST `path/:id/state`.
 */
function entityRoutes<
  Item extends z.ZodType,
  Q extends z.ZodType,
  C extends z.ZodType,
  P extends z.ZodType,
>(app: FastifyInstance, path: string, item: Item, spec: EntitySpec<Item, Q, C, P>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Typed loosely here: each spec's `run` is what is checked against `item`, at the call.
  const one = okEnvelope<z.ZodType>(item);
  const doc = (summary: string) => ({ ...operatorDoc, summary });

  r.get(
    path,
    {
      preHandler: spec.guards.read,
      schema: {
        ...doc(spec.list.summary),
        querystring: spec.list.query,
        response: { 200: okEnvelope<z.ZodType>(listOf(item)) },
      },
    },
    async (request) => ok({ list: await spec.list.run(request.query as z.output<Q>) }),
  );
  r.post(
    path,
    {
      preHandler: spec.guards.change,
      schema: { ...doc(spec.create.summary), body: spec.create.body, response: { 200: one } },
    },
    async (request) =>
      ok(
        await spec.create.run(
          operatorOf(request),
          request.body as z.output<C>,
          requestMeta(request),
        ),
      ),
  );
  r.post(
    `${path}/:id`,
    {
      preHandler: spec.guards.change,
      schema: {
        ...doc(spec.update.summary),
        params: idParams,
        body: spec.update.body,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(
        await spec.update.run(
          operatorOf(request),
          request.params.id,
          request.body as z.output<P>,
          requestMeta(request),
        ),
      ),
  );
  r.post(
    `${path}/:id/state`,
    {
      preHandler: spec.guards.state,
      schema: {
        ...doc(spec.state.summary),
        params: idParams,
        body: stateBody,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(
        await spec.state.run(
          operatorOf(request),
          request.params.id,
          request.body.state,
          requestMeta(request),
        ),
      ),
  );
}
