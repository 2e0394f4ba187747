import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post } from '../../../testing/members.ts';
import { ADMIN_POPUPS, call, daysFromNow, POPUPS } from '../../../testing/promotion-kit.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { adminToken, newMember, operatorPost } from '../../../testing/withdrawal-kit.ts';

// No marketing during a time-out or self-exclusion (API.md, "Responsible gambling"): operators'
// marketing messages and the site's pop-ups are kept from the member; notices still arrive.

const INBOX = '/api/findmed/v1/member/message';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const titles = async (as: Record<string, string>) =>
  (json(await post(t.app, `${INBOX}/list`, {}, as)).data.list as { title: string }[]).map(
    (n) => n.title,
  );
const popups = async (as: Record<string, string>) =>
  (
    (await call(t, 'GET', POPUPS, { site_code: 'pgdz', ...as })).data.list as { title: string }[]
  ).map((p) => p.title);

describe('marketing during a time-out', () => {
  it('is not shown; notices are, and guests still see the pop-ups', async () => {
    const m = await newMember(t, 'rgmkt01', { wpassword: false });
    await operatorPost(t, admin, '/messages', {
      site: 'pgdz',
      audience: 'site',
      includeFuture: 'true',
      marketing: 'true',
      title: '周末加赠',
      body: '充值加赠 10%',
    });
    const made = await call(
      t,
      'POST',
      ADMIN_POPUPS,
      { t: admin },
      {
        site: 'pgdz',
        title: { 'zh-CN': '限时活动' },
        body: { 'zh-CN': '<p>内容</p>' },
        link: '/activity/list',
        startsAt: daysFromNow(-1).toISOString(),
        published: true,
      },
    );
    expect(made.status).toBe(true);
    expect(await titles(m.as)).toContain('周末加赠');
    expect(await popups(m.as)).toContain('限时活动');

    const taken = json(await post(t.app, '/api/findmed/v1/member/timeout', { days: 1 }, m.as));
    expect(taken.status).toBe(true);
    // The time-out ended the session; logging in to read records is allowed.
    const again = json(await login(t.app, 'rgmkt01'));
    const as = { t: again.data.token as string };
    const shown = await titles(as);
    expect(shown).not.toContain('周末加赠');
    expect(shown).toContain('欢迎加入鹏冠电子');
    // The unread count leaves it out too: none has been opened, so it counts what is listed.
    expect(json(await get(t.app, `${INBOX}/num`, as))).toMatchObject({
      status: true,
      data: { notRead: shown.length },
    });
    expect(await popups(as)).toEqual([]);
    // A guest on the same device still sees the site's pop-ups.
    expect(await popups({})).toContain('限时活动');
  });
});
