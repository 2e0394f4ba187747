import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { query } from '../../../testing/members.ts';

// The audit log is owned by a role the application does not sign in as (issue 20). The probe is
// a role with what the application has on it, SELECT and INSERT, and nothing else: tests run as a
// superuser, whom no ownership stops.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    do $$ begin
      create role kirin_audit_probe nologin;
    exception when duplicate_object then null;
    end $$`);
  await t.database.db.execute(sql`grant select, insert on audit_log to kirin_audit_probe`);
  await t.database.db.execute(sql`grant usage on sequence audit_log_id_seq to kirin_audit_probe`);
});
afterAll(() => t.close());

describe('the audit log’s owner', () => {
  it('is kirin_audit, not the application', async () => {
    const [row] = await query<{ owner: string; app: string }>(
      t.database,
      sql`select tableowner as owner, current_user as app from pg_tables where tablename = 'audit_log'`,
    );
    expect(row!.owner).toBe('kirin_audit');
    expect(row!.app).not.toBe('kirin_audit');
    // The migration belonged to the owner only to hand the table over: no one belongs now, so no
    // one who signs in can become it.
    const members = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from pg_auth_members m join pg_roles r on r.oid = m.roleid
           where r.rolname = 'kirin_audit'`,
    );
    expect(members[0]!.n).toBe(0);
  });

  it('leaves the application adding rows and reading them, and nothing else', async () => {
    const outcomes = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role kirin_audit_probe`);
      const attempt = (statement: ReturnType<typeof sql>) =>
        tx
          .transaction(async (inner) => {
            await inner.execute(statement);
          })
          .then(
            () => 'done',
            (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
          );
      return {
        insert: await attempt(
          sql`insert into audit_log (actor_kind, action) values ('system', 'probe')`,
        ),
        select: await attempt(sql`select count(*) from audit_log`),
        update: await attempt(sql`update audit_log set action = 'tampered'`),
        delete: await attempt(sql`delete from audit_log`),
        truncate: await attempt(sql`truncate audit_log`),
        disable: await attempt(sql`alter table audit_log disable trigger all`),
        drop: await attempt(sql`drop trigger audit_log_append_only on audit_log`),
        replace: await attempt(
          sql`create or replace function audit_log_refuse_change() returns trigger
              language plpgsql as $$ begin return new; end $$`,
        ),
        owner: await attempt(sql`alter table audit_log owner to kirin_audit_probe`),
      };
    });
    expect(outcomes.insert).toBe('done');
    expect(outcomes.select).toBe('done');
    for (const [what, outcome] of Object.entries(outcomes)) {
      if (what === 'insert' || what === 'select') continue;
      expect(outcome, what).toMatch(/permission denied|must be owner/);
    }
  });
});
