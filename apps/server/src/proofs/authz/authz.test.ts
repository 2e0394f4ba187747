import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { httpSend } from './http-send.ts';
import { plan, walk } from './matrix.ts';
import { makePrincipals } from './principals.ts';
import { matrixConfig } from './config.ts';

// The authorization matrix inside `npm test`, whole: every route of the server's table × anyone,
// a member of the site, a member of another site, each operator role, over real HTTP
// (`npm run proof:authz` runs the same against the database it is given).

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp(matrixConfig);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has a line in access.ts for every route, and no line without a route', () => {
    const { missing, stale } = plan(t.app.routeTable);
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers every caller of every route as access.ts says', { timeout: 300_000 }, async () => {
    const { routes } = plan(t.app.routeTable);
    expect(routes.length).toBeGreaterThan(150);
    const cells = await walk(routes, httpSend(base, await makePrincipals(t.app, t.database)));
    const wrong = cells.filter((c) => c.got !== c.expected);
    expect(wrong).toEqual([]);
    // Each kind of answer happened: the matrix can tell them apart.
    for (const outcome of ['session', 'forbidden', 'through'] as const)
      expect(cells.some((c) => c.got === outcome)).toBe(true);
  });
});
