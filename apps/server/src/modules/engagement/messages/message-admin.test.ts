import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REASON_MESSAGES, type FieldReason } from '@kirin/contract';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { adminToken, operator, operatorGet } from '../../../testing/withdrawal-kit.ts';
import {
  ADMIN_MESSAGES,
  detail,
  reader,
  send,
  sent,
  titles,
  unread,
  update,
} from '../../../testing/message-kit.ts';

let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  support = await operator(t, 'msgsupport', 'support');
});
afterAll(() => t.close());

const withdraw = async (token: string, id: number | string) =>
  json(
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN_MESSAGES}/${id}/withdraw`,
      headers: { t: token },
    }),
  );

const reason = (r: FieldReason) => FIELD_REASON_MESSAGES[r]['zh-CN'];

describe('sending', () => {
  it('refuses what cannot be sent, with the field and its reason', async () => {
    const m = await reader(t, { site: 'ddh' });
    const base = { site: 'ddh', title: '标题', body: '内容' };
    const cases: [Record<string, unknown>, string, Record<string, FieldReason>?][] = [
      [{ ...base, audience: 'site', title: '' }, 'VALIDATION', { title: 'required' }],
      [{ ...base, audience: 'site', title: '   ' }, 'VALIDATION', { title: 'required' }],
      [{ ...base, audience: 'site', title: '长'.repeat(101) }, 'VALIDATION', { title: 'too_long' }],
      [{ ...base, audience: 'site', body: '' }, 'VALIDATION', { body: 'required' }],
      [{ ...base, audience: 'site', body: 'x'.repeat(5001) }, 'VALIDATION', { body: 'too_long' }],
      [{ ...base, audience: 'everyone' }, 'VALIDATION'],
      [{ ...base }, 'VALIDATION'],
      [{ ...base, audience: 'member' }, 'VALIDATION', { account: 'required' }],
      [{ ...base, audience: 'member', account: 'nobody-here' }, 'NOT_FOUND'],
      // An account of another site is no member of this one.
      [{ ...base, site: 'tyc', audience: 'member', account: m.account }, 'NOT_FOUND'],
      [{ ...base, audience: 'vip' }, 'VALIDATION', { vipLevel: 'required' }],
      [{ ...base, audience: 'vip', vipLevel: 11 }, 'VALIDATION', { vipLevel: 'too_large' }],
      [{ ...base, audience: 'vip', vipLevel: '-1' }, 'VALIDATION', { vipLevel: 'too_small' }],
      [
        { ...base, audience: 'vip', vipLevel: 'gold' },
        'VALIDATION',
        { vipLevel: 'invalid_format' },
      ],
      [{ ...base, audience: 'vip', vipLevel: 1.5 }, 'VALIDATION', { vipLevel: 'invalid_format' }],
      [
        { ...base, audience: 'vip', vipLevel: 1, includeFuture: true },
        'VALIDATION',
        { includeFuture: 'invalid_value' },
      ],
      [
        { ...base, audience: 'site', account: m.account },
        'VALIDATION',
        { account: 'invalid_value' },
      ],
      [{ ...base, audience: 'site', vipLevel: 2 }, 'VALIDATION', { vipLevel: 'invalid_value' }],
      [{ ...base, audience: 'site', includeFuture: 'sometimes' }, 'VALIDATION'],
      [{ ...base, site: 'nowhere', audience: 'site' }, 'VALIDATION', { site: 'invalid_value' }],
    ];
    for (const [payload, code, fields] of cases) {
      const res = await send(t, admin, payload);
      expect(res, JSON.stringify(payload)).toMatchObject({ status: false, code });
      if (fields) {
        const words = Object.fromEntries(Object.entries(fields).map(([k, r]) => [k, reason(r)]));
        expect(res.data.fields, JSON.stringify(payload)).toEqual(words);
      }
    }
    const listed = await operatorGet(t, admin, '/messages?site=ddh');
    expect(listed.data.total).toBe(0);
    expect(await unread(t, m)).toBe(0);
  });

  it('is for admin and support only, and each send and withdrawal is audited', async () => {
    const finance = await operator(t, 'msgfinance', 'finance');
    const refused = await send(t, finance, { audience: 'site', title: 't', body: 'b' });
    expect(refused).toMatchObject({ status: false, code: 'FORBIDDEN' });
    expect((await withdraw(finance, 1)).code).toBe('FORBIDDEN');
    expect((await operatorGet(t, finance, '/messages')).code).toBe('FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'GET', url: ADMIN_MESSAGES });
    expect(json(anonymous).status).toBe(false);

    const id = await sent(t, support, {
      site: 'yhgj',
      audience: 'site',
      title: '维护',
      body: '今晚',
    });
    const audit = await operatorGet(t, admin, `/audit?action=message.send`);
    expect(audit.data.list[0]).toMatchObject({
      actorName: 'msgsupport',
      siteCode: 'yhgj',
      targetKind: 'message',
      targetId: String(id),
      after: { audience: 'site', title: '维护', body: '今晚', includeFuture: false },
    });
    await withdraw(support, id);
    const withdrawn = await operatorGet(t, admin, `/audit?action=message.withdraw`);
    expect(withdrawn.data.list[0]).toMatchObject({
      actorName: 'msgsupport',
      targetId: String(id),
      before: { withdrawnAt: null },
      after: { withdrawnAt: expect.any(String) },
    });
  });
});

describe('the operator list and withdrawal', () => {
  it('lists with recipients and read counts; withdrawing hides it, twice changes nothing', async () => {
    const site = 'ylhg';
    const early = [
      await reader(t, { site, vip: 1, registeredAgo: '1 day' }),
      await reader(t, { site, vip: 1, registeredAgo: '1 day' }),
      await reader(t, { site, vip: 0, registeredAgo: '1 day' }),
    ];
    const broadcast = await sent(t, admin, { site, audience: 'site', title: '公告', body: '全站' });
    const vip = await sent(t, support, {
      site,
      audience: 'vip',
      vipLevel: '1',
      title: 'V',
      body: 'v',
    });
    const one = await sent(t, admin, {
      site,
      audience: 'member',
      account: early[2]!.account,
      title: '单独',
      body: '给你',
    });
    const future = await sent(t, admin, {
      site,
      audience: 'site',
      includeFuture: '1',
      title: '长期',
      body: '含新会员',
    });
    const late = await reader(t, { site, vip: 1 });

    await detail(t, early[0]!, broadcast);
    await update(t, early[1]!, { ids: `${broadcast},${vip}`, action: 'read' });
    await update(t, early[2]!, { ids: String(broadcast), action: 'delete' });

    const listed = await operatorGet(t, admin, `/messages?site=${site}&page=1&size=10`);
    expect(listed.data).toMatchObject({ total: 4, page: 1, size: 10 });
    const byId = new Map(listed.data.list.map((m: { id: number }) => [m.id, m]));
    expect(listed.data.list.map((m: { id: number }) => m.id)).toEqual([
      future,
      one,
      vip,
      broadcast,
    ]);
    // The broadcast reaches the three who were there; the later member only the open-ended one.
    expect(byId.get(broadcast)).toMatchObject({
      siteCode: site,
      audience: 'site',
      includeFuture: false,
      recipients: 3,
      readCount: 2,
      deletedCount: 1,
      sentByName: 'admin',
      withdrawnAt: null,
    });
    expect(byId.get(vip)).toMatchObject({
      audience: 'vip',
      vipLevel: 1,
      recipients: 3,
      readCount: 1,
      sentByName: 'msgsupport',
    });
    expect(byId.get(one)).toMatchObject({
      audience: 'member',
      account: early[2]!.account,
      memberId: early[2]!.id,
      recipients: 1,
      readCount: 0,
    });
    expect(byId.get(future)).toMatchObject({ includeFuture: true, recipients: 4 });
    expect(await titles(t, late)).toEqual(['长期', 'V']);

    const first = await withdraw(support, vip);
    expect(first).toMatchObject({
      status: true,
      data: { id: vip, withdrawnAt: expect.any(String) },
    });
    const again = await withdraw(admin, vip);
    expect(again.data.withdrawnAt).toBe(first.data.withdrawnAt);
    expect(await titles(t, late)).toEqual(['长期']);
    expect(await titles(t, early[1]!)).toEqual(['长期', '公告']);

    expect((await withdraw(admin, 987654321)).code).toBe('NOT_FOUND');
    expect((await withdraw(admin, 'abc')).code).toBe('VALIDATION');
    const paged = await operatorGet(t, admin, `/messages?site=${site}&page=2&size=3`);
    expect(paged.data.list.map((m: { id: number }) => m.id)).toEqual([broadcast]);
  });
});
