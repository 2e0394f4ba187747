import type { OperatorRole } from '../../db/schema.ts';
import type { RouteEntry } from '../../plugins/route-table.ts';
import { ACCESS, type Access } from './access.ts';

// The authorization matrix (issue 20): every route of the server's own table × every kind of
// caller, each cell's expected answer derived from the one line of access.ts that names the route.

export const OPERATOR_KINDS = ['admin', 'finance', 'support', 'trader'] as const;

/**
 * Who calls: nobody; a member of the site the request names; a member of another site (their
 * session sent to this site); a platform operator of each role; an admin of another site only.
 */
export type Principal = 'anonymous' | 'member' | 'otherSite' | OperatorRole | 'siteAdmin';
export const PRINCIPALS: readonly Principal[] = [
  'anonymous',
  'member',
  'otherSite',
  ...OPERATOR_KINDS,
  'siteAdmin',
];

/** What the server did with the caller: refused the session, refused the role, or let it in. */
export type Outcome = 'session' | 'forbidden' | 'through';

/** The answer a caller must get from a route of this access. */
export function expected(access: Access, who: Principal): Outcome {
  switch (access.kind) {
    case 'public':
      return 'through';
    case 'member':
      return who === 'member' ? 'through' : 'session';
    case 'memberOrAnonymous':
      // A session is optional, but one that is sent must be good for this site.
      return who === 'member' || who === 'anonymous' ? 'through' : 'session';
    case 'operator':
      if (who === 'anonymous' || who === 'member' || who === 'otherSite') return 'session';
      // Let through a route made for sites, where what it finds is only the admin's site's.
      if (who === 'siteAdmin') return access.sites ? 'through' : 'forbidden';
      return access.roles.includes(who) ? 'through' : 'forbidden';
  }
}

/** How an answer reads: the session refusal of API.md (`data: "token"`), FORBIDDEN, or else. */
export function outcomeOf(status: number, body: unknown): Outcome {
  const b = body as { status?: unknown; data?: unknown; code?: unknown } | null;
  if (b && b.status === false && b.data === 'token') return 'session';
  if (b && b.code === 'FORBIDDEN') return 'forbidden';
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  return 'through';
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.url}`;

/**
 * The routes to walk, those that end a session last (a caller logged out midway would read as
 * refused everywhere after). Fails when a route has no line in access.ts, or a line no route.
 */
export function plan(table: readonly RouteEntry[]): {
  routes: (RouteEntry & { access: Access })[];
  missing: string[];
  stale: string[];
} {
  const keys = new Set(table.map(routeKey));
  const missing = [...keys].filter((k) => !(k in ACCESS)).sort();
  const stale = Object.keys(ACCESS)
    .filter((k) => !keys.has(k))
    .sort();
  const routes = table
    .filter((r) => routeKey(r) in ACCESS)
    .map((r) => ({ ...r, access: ACCESS[routeKey(r)]! }))
    .sort((a, b) => Number(/logout/.test(a.url)) - Number(/logout/.test(b.url)));
  return { routes, missing, stale };
}

export type Cell = {
  route: string;
  who: Principal;
  expected: Outcome;
  got: Outcome;
  status: number;
  body: string;
};

/** A request as the matrix sends it; answers the status and the parsed body. */
export type Send = (request: {
  method: string;
  url: string;
  who: Principal;
  body: Record<string, unknown> | undefined;
  stream: boolean;
}) => Promise<{ status: number; body: unknown }>;

/**
 * Every cell of the matrix: the route's path with an id nobody has for each parameter (the cell
 * asks who may call, not what exists), an empty body unless access.ts gives one.
 */
export async function walk(routes: ReturnType<typeof plan>['routes'], send: Send): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const route of routes) {
    const url = route.url.replace(/:\w+/g, '999999').replace(/\*$/, 'x');
    const sent = { method: route.method, url, stream: route.access.stream === true };
    for (const who of PRINCIPALS) {
      const body = route.method === 'GET' ? undefined : (route.access.body ?? {});
      const { status, body: answer } = await send({ ...sent, who, body });
      cells.push({
        route: routeKey(route),
        who,
        expected: expected(route.access, who),
        got: outcomeOf(status, answer),
        status,
        body: JSON.stringify(answer)?.slice(0, 160) ?? '',
      });
    }
  }
  return cells;
}
