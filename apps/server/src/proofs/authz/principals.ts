import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { insertMembers } from '../../testing/ledger.ts';
import { OPERATOR_KINDS, type Principal } from './matrix.ts';

/** The site the matrix's requests name, and the other site whose member knocks on it. */
export const SITE = 'pgdz';
const OTHER_SITE = 'ky';

/**
 * Credentials of every caller of the matrix: a member of SITE and one of OTHER_SITE (each request
 * gets a session of its own, so that a route that ends one ends no other cell's), and a logged-in
 * operator of each role (routes that log out come last in the walk).
 */
export async function makePrincipals(app: FastifyInstance, database: Database) {
  const [member] = await insertMembers(database, 1, SITE);
  const [other] = await insertMembers(database, 1, OTHER_SITE);
  const sessions = app.services.memberSessions;
  const operators: Partial<Record<Principal, string>> = {};
  for (const role of OPERATOR_KINDS) {
    const account = `authz-${role}`;
    const password = await app.services.operators.systemOperator(account, role);
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/login',
      payload: { account, password },
    });
    const token = login.headers['id'];
    if (typeof token !== 'string')
      throw new Error(`operator ${role} did not log in: ${login.body}`);
    operators[role] = token;
  }
  /** The `t` header of a caller, or none. */
  return async (who: Principal): Promise<string | undefined> => {
    if (who === 'anonymous') return undefined;
    if (who === 'member') return sessions.start(database.db, member!, {});
    if (who === 'otherSite') return sessions.start(database.db, other!, {});
    return operators[who];
  };
}
