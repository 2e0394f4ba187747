import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { insertMembers } from '../../testing/ledger.ts';
import { operatorTokenOf } from '../../testing/operator-sign-in.ts';
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
    // People, not system accounts: the money-moving roles enrol a second factor on the way.
    const account = `authz-${role}`;
    const password = `${account}-password-1`;
    await app.services.operators.create(
      { kind: 'system', name: 'authz' },
      { account, password, role },
      {},
    );
    operators[role] = await operatorTokenOf(app, account, password);
  }
  const siteAdmin = { account: 'authz-site-admin', password: 'authz-site-admin-password-1' };
  await app.services.operators.create(
    { kind: 'system', name: 'authz' },
    { ...siteAdmin, role: 'admin', sites: [OTHER_SITE] },
    {},
  );
  operators.siteAdmin = await operatorTokenOf(app, siteAdmin.account, siteAdmin.password);
  /** The `t` header of a caller, or none. */
  return async (who: Principal): Promise<string | undefined> => {
    if (who === 'anonymous') return undefined;
    if (who === 'member') return sessions.start(database.db, member!, {});
    if (who === 'otherSite') return sessions.start(database.db, other!, {});
    return operators[who];
  };
}
