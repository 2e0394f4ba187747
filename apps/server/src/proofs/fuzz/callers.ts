import type { FastifyInstance } from 'fastify';
import { operatorTokenOf } from '../../testing/operator-sign-in.ts';
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
  const admin = await operatorTokenOf(app, 'admin', adminPassword);
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
