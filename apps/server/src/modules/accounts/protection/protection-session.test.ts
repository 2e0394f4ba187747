import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { newMember, type TestMember } from '../../../testing/withdrawal-kit.ts';

// The session-time limit (issue 25): it counts every session of the Beijing day; at the limit the
// session ends and a new log-in is refused until the next day, with a message saying when.

const LIMITS = '/api/findmed/v1/member/limits';
const SESSION = '/api/findmed/v1/member/session';

let t: TestApp;
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  t.app.services.protection.now = () => new Date(Date.now() + offsetMs);
});
afterAll(() => t.close());

const setSession = (m: { as: Record<string, string> }, minutes: number | null) =>
  post(t.app, LIMITS, { kind: 'session', amount: minutes }, m.as).then(json);
/** Moves the member's sessions back in time, as if they had been logged in for `minutes`. */
const backdate = (m: TestMember, minutes: number) =>
  t.database.db.execute(
    sql`update member_sessions
           set created_at = created_at - make_interval(mins => ${minutes}),
               last_seen_at = now()
         where member_id = ${m.memberId}`,
  );
const sessionsOf = async (m: TestMember) =>
  (
    await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from member_sessions where member_id = ${m.memberId}`,
    )
  )[0]!.n;

// The limit counts from the Beijing day's start: a session moved back across midnight would count
// less. The moves are of minutes, so only the first minutes of a Beijing day can see that.
const dayJustBegan = (Date.now() + 8 * 3_600_000) % 86_400_000 < 5 * 60_000;

describe.skipIf(dayJustBegan)('the session-time limit', () => {
  it('ends this session when the day’s time runs out and shows when', async () => {
    const m = await newMember(t, 'rgsess01', { wpassword: false });
    expect(await setSession(m, 30)).toMatchObject({ status: true, data: { sessionMinutes: 30 } });
    const summary = json(await get(t.app, SESSION, m.as)).data;
    expect(summary.sessionMinutes).toBe(30);
    const left = Date.parse(summary.endsAt) - Date.now();
    expect(left).toBeGreaterThan(28 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);
  });

  it('refuses a new log-in once today’s time is used, until the next Beijing day', async () => {
    const m = await newMember(t, 'rgsess02', { wpassword: false });
    await setSession(m, 1);
    await backdate(m, 2);
    const before = await sessionsOf(m);
    const refused = json(await login(t.app, 'rgsess02'));
    expect(refused).toMatchObject({ status: false, code: 'SESSION_LIMIT_REACHED' });
    expect(refused.msg).toMatch(/在线时长限制.*\d{4}-\d\d-\d\d 00:00:00/);
    expect(await sessionsOf(m)).toBe(before);
    const english = json(await login(t.app, 'rgsess02', undefined, { lang: 'en' }));
    expect(english.msg).toMatch(/session time limit/);

    offsetMs = 24 * 3_600_000;
    const next = json(await login(t.app, 'rgsess02'));
    expect(next.status).toBe(true);
    offsetMs = 0;
  });

  it('lets log-out and log-in again use only what is left of the day', async () => {
    const m = await newMember(t, 'rgsess03', { wpassword: false });
    await setSession(m, 5);
    await backdate(m, 3);
    await post(t.app, '/api/f/v1/member/logout', {}, m.as);
    const again = json(await login(t.app, 'rgsess03'));
    expect(again.status).toBe(true);
    const { endsAt } = json(await get(t.app, SESSION, { t: again.data.token })).data;
    const left = Date.parse(endsAt) - Date.now();
    expect(left).toBeGreaterThan(90_000);
    expect(left).toBeLessThanOrEqual(2 * 60_000 + 5_000);
  });

  it('ends the session at once when a lower limit is already used up', async () => {
    const m = await newMember(t, 'rgsess04', { wpassword: false });
    await setSession(m, 120);
    await backdate(m, 3);
    expect(await setSession(m, 2)).toMatchObject({ status: true });
    expect(json(await get(t.app, SESSION, m.as))).toMatchObject({ status: false, data: 'token' });
    // A raise waits its 24 hours like any other: no session is lengthened meanwhile.
    const n = await newMember(t, 'rgsess05', { wpassword: false });
    await setSession(n, 30);
    const raised = await setSession(n, 90);
    expect(raised.data).toMatchObject({ sessionMinutes: 30, pending: [{ kind: 'session' }] });
  });
});
