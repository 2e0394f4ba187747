import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { memberCentral } from '../../ledger/wallet-accounts.ts';
import { insertMembers } from '../../testing/ledger.ts';
import type { FuzzRequest } from './fuzz.ts';

/**
 * The fuzz's callers: a funded member of pgdz (a session of their own for each request, so that a
 * request that ends one ends no other) and an admin (the routes that log out are not fuzzed).
 */
export async function fuzzCallers(app: FastifyInstance, database: Database, adminPassword: string) {
  const [member] = await insertMembers(database, 1, 'pgdz');
  await app.services.ledger.transfer({
    key: `fuzz-fund-${member}`,
    debit: { kind: 'house_adjustments', siteCode: 'pgdz', currency: 'CNY' },
    credit: memberCentral({ siteCode: 'pgdz', memberId: member!, currency: 'CNY' }),
    amount: 1_000_000n,
    currency: 'CNY',
    reason: 'adjustment',
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/login',
    payload: { account: 'admin', password: adminPassword },
  });
  const admin = login.headers['id'];
  if (typeof admin !== 'string') throw new Error(`admin did not log in: ${login.body}`);
  return {
    admin,
    tokenOf: async (who: FuzzRequest['as']) =>
      who === 'anonymous'
        ? undefined
        : who === 'operator'
          ? admin
          : app.services.memberSessions.start(database.db, member!, {}),
  };
}
