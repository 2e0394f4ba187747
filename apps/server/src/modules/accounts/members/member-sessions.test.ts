import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { MemberSessions } from './member-sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = (cacheMs: number) => ({
  memberSession: { idleMinutes: 30, maxHours: 12, cacheMs },
});

async function sessionOf(sessions: MemberSessions) {
  const [memberId] = await insertMembers(t.database, 1, 'pgdz');
  if (memberId === undefined) throw new Error('no member');
  const token = await sessions.start(t.database.db, memberId, {});
  return { memberId, token };
}

const endInDatabase = (memberId: number) =>
  query(
    t.database,
    sql`update member_sessions set ended_at = now(), end_reason = 'test'
        where member_id = ${memberId}`,
  );

describe('the session cache', () => {
  it('trusts a checked session for its time without asking the database again', async () => {
    const node = new MemberSessions(t.database.db, settings(60_000));
    const other = new MemberSessions(t.database.db, settings(0));
    const { memberId, token } = await sessionOf(node);
    await expect(node.authenticate(token, 'pgdz')).resolves.toMatchObject({ id: memberId });
    await endInDatabase(memberId);
    // Ended behind this node's back: it still trusts the session, a node without a cache does not.
    await expect(node.authenticate(token, 'pgdz')).resolves.toMatchObject({ id: memberId });
    await expect(other.authenticate(token, 'pgdz')).rejects.toThrow();
    // Another brand's site is refused from the cache too.
    await expect(node.authenticate(token, 'hx')).rejects.toThrow();
  });

  it('asks again once its time is up', async () => {
    const node = new MemberSessions(t.database.db, settings(50));
    const { memberId, token } = await sessionOf(node);
    await node.authenticate(token, 'pgdz');
    await endInDatabase(memberId);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(node.authenticate(token, 'pgdz')).rejects.toThrow();
  });

  it('never trusts a session past its absolute expiry', async () => {
    const node = new MemberSessions(t.database.db, settings(60_000));
    const { memberId, token } = await sessionOf(node);
    await query(
      t.database,
      sql`update member_sessions set expires_at = now() + interval '1 second'
          where member_id = ${memberId}`,
    );
    await node.authenticate(token, 'pgdz');
    // Well past the expiry, well inside the cache's time.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    await expect(node.authenticate(token, 'pgdz')).rejects.toThrow();
  });

  it('forgets sessions it ends at once: one, or all of a member but the one in use', async () => {
    const node = new MemberSessions(t.database.db, settings(60_000));
    const { memberId, token: first } = await sessionOf(node);
    const second = await node.start(t.database.db, memberId, {});
    const third = await node.start(t.database.db, memberId, {});
    const kept = await node.authenticate(first, 'pgdz');
    await node.authenticate(second, 'pgdz');
    const ended = await node.authenticate(third, 'pgdz');

    await node.endOne(t.database.db, ended.sessionId, 'logout');
    await expect(node.authenticate(third, 'pgdz')).rejects.toThrow();
    await expect(node.authenticate(second, 'pgdz')).resolves.toMatchObject({ id: memberId });

    await node.endOthers(t.database.db, memberId, kept.sessionId, 'password-change');
    await expect(node.authenticate(second, 'pgdz')).rejects.toThrow();
    await expect(node.authenticate(first, 'pgdz')).resolves.toMatchObject({ id: memberId });
  });
});
