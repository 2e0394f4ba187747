import { createTestApp } from '../../testing/test-app.ts';
import { matrixConfig } from './config.ts';
import { httpSend } from './http-send.ts';
import { plan, walk } from './matrix.ts';
import { makePrincipals } from './principals.ts';

// `npm run proof:authz`: the authorization matrix over real HTTP against a server of its own, on
// PGlite or (DATABASE_URL) a fresh database of that server, dropped after. Prints each wrong cell
// and `N passed, M failed`; exits non-zero on a failure. The other member's objects are checked
// by objects.test.ts, inside `npm test`.

const t = await createTestApp(matrixConfig);
try {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { routes, missing, stale } = plan(t.app.routeTable);
  for (const key of missing) console.log(`route without a line in access.ts: ${key}`);
  for (const key of stale) console.log(`line in access.ts without a route: ${key}`);
  const cells = await walk(routes, httpSend(base, await makePrincipals(t.app, t.database)));
  const wrong = cells.filter((c) => c.got !== c.expected);
  for (const c of wrong)
    console.log(
      `${c.route} as ${c.who}: expected ${c.expected}, got ${c.got} (${c.status} ${c.body})`,
    );
  const failed = wrong.length + missing.length + stale.length;
  console.log(`${routes.length} routes × ${cells.length / Math.max(1, routes.length)} callers`);
  console.log(`${cells.length - wrong.length} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await t.close();
}
