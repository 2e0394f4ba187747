import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { operatorToken } from '../../../testing/members.ts';
import { operatorTokenAs } from '../../../testing/member-records.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  ADMIN_PROMOS,
  apply,
  auditActions,
  balance,
  call,
  created,
  daysFromNow,
  deposited,
  member,
  PROMO,
  promoBody,
  rewardsOf,
  rewardTurnover,
} from '../../../testing/promotion-kit.ts';

let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenAs(t, 'support');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = admin) =>
  call(t, 'POST', ADMIN_PROMOS, { t: token }, body);
const decide = (id: number, action: 'approve' | 'reject', payload = {}, token = admin) =>
  call(t, 'POST', `${ADMIN_PROMOS}/applications/${id}/${action}`, { t: token }, payload);

/** A reviewed share-of-deposits activity: 50% of deposits in the period, capped at 100.00. */
const share = () =>
  promoBody({
    autoApprove: false,
    bonusAmount: '',
    bonusRate: '0.5',
    bonusCap: '100',
    turnoverMultiple: '10',
  });

describe('writing activities', () => {
  it('saves an activity with its rules sanitised, and audits it', async () => {
    const res = await create(
      promoBody({
        rules: {
          'zh-CN':
            '<p style="color:red">规则<iframe src="https://x"></iframe></p><img src="javascript:x">',
        },
      }),
    );
    expect(res.status).toBe(true);
    expect(res.data).toMatchObject({
      site: 'pgdz',
      kind: 'apply',
      rules: { 'zh-CN': '<p>规则</p>' },
      bonusAmount: '88.00',
      bonusRate: '0',
      bonusCap: '0.00',
      currency: 'CNY',
      published: true,
    });
    expect(await auditActions(t, 'promotion', res.data.id)).toEqual(['promotion.create']);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a script banner', { bannerUrl: 'javascript:alert(1)' }, { bannerUrl: '格式不正确' }],
    [
      'a protocol-relative banner',
      { bannerUrl: '//evil.example/x.png' },
      { bannerUrl: '格式不正确' },
    ],
    ['a path outside /media', { bannerUrl: '/etc/passwd' }, { bannerUrl: '格式不正确' }],
    ['no zh-CN title', { title: { en: 'Only English' } }, { title: '此项为必填项' }],
    ['an end before the start', { endsAt: daysFromNow(-5).toISOString() }, { endsAt: '数值过小' }],
    ['a date that is not ISO', { startsAt: 'yesterday' }, { startsAt: '格式不正确' }],
    [
      'both a fixed bonus and a share',
      { bonusRate: '0.1', bonusCap: '10' },
      { bonusRate: '取值无效' },
    ],
    ['no bonus at all', { bonusAmount: '' }, { bonusAmount: '此项为必填项' }],
    ['a share without a cap', { bonusAmount: '', bonusRate: '0.1' }, { bonusCap: '此项为必填项' }],
    ['a bonus on an info activity', { kind: 'info' }, { bonusAmount: '取值无效' }],
    [
      'a bad rate',
      { bonusAmount: '', bonusRate: '50%', bonusCap: '9' },
      { bonusRate: '格式不正确' },
    ],
    ['a huge turnover multiple', { turnoverMultiple: '1000' }, { turnoverMultiple: '取值无效' }],
    ['an unknown site', { site: 'nope' }, { site: '取值无效' }],
  ])('refuses %s', async (_name, overrides, fields) => {
    const res = await create(promoBody(overrides));
    expect(res).toMatchObject({ status: false, code: 'VALIDATION', data: { fields } });
  });

  it('accepts an https banner', async () => {
    const res = await create(promoBody({ bannerUrl: 'https://cdn.example.com/a.png' }));
    expect(res.data.bannerUrl).toBe('https://cdn.example.com/a.png');
  });

  it('updates only the fields sent, checks the whole, and audits before and after', async () => {
    const id = await created(t, admin, promoBody());
    const res = await call(
      t,
      'PUT',
      `${ADMIN_PROMOS}/${id}`,
      { t: admin },
      {
        title: { 'zh-CN': '改名了' },
        sort: 5,
      },
    );
    expect(res.data).toMatchObject({ title: { 'zh-CN': '改名了' }, sort: 5, bonusAmount: '88.00' });
    const bad = await call(t, 'PUT', `${ADMIN_PROMOS}/${id}`, { t: admin }, { bonusRate: '0.2' });
    expect(bad).toMatchObject({ status: false, code: 'VALIDATION' });
    // Turning it into a share takes the fixed bonus away in the same change.
    const switched = await call(
      t,
      'PUT',
      `${ADMIN_PROMOS}/${id}`,
      { t: admin },
      {
        bonusAmount: '0',
        bonusRate: '0.2',
        bonusCap: '20',
      },
    );
    expect(switched.data).toMatchObject({
      bonusAmount: '0.00',
      bonusRate: '0.2',
      bonusCap: '20.00',
    });
    expect(await auditActions(t, 'promotion', id)).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.update',
    ]);
    expect((await call(t, 'PUT', `${ADMIN_PROMOS}/424242`, { t: admin }, { sort: 1 })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('lists and reads activities; support may read but not write them', async () => {
    const id = await created(t, admin, promoBody({ site: 'ky' }));
    const page = await call(t, 'GET', `${ADMIN_PROMOS}?site=ky&size=100`, { t: support });
    expect(page.data.list.map((p: { id: number }) => p.id)).toContain(id);
    expect(page.data.list.every((p: { site: string }) => p.site === 'ky')).toBe(true);
    expect((await call(t, 'GET', `${ADMIN_PROMOS}/${id}`, { t: support })).data.id).toBe(id);
    expect(await create(promoBody(), support)).toMatchObject({ status: false, code: 'FORBIDDEN' });
    expect((await call(t, 'GET', ADMIN_PROMOS)).data).toBe('token');
  });
});

describe('deciding applications', () => {
  it('approves by paying the capped share of deposits in the period, once', async () => {
    const id = await created(t, admin, share());
    const m = await member(t);
    await deposited(t, m, '120.00');
    const applied = await apply(t, m, id);
    const appId = applied.data.application.id as number;
    // Deposits after applying but within the period count when the bonus is worked out.
    await deposited(t, m, '60.00');
    const before = await balance(t, m);

    const approved = await decide(appId, 'approve');
    expect(approved.data).toMatchObject({
      id: appId,
      promotionId: id,
      site: 'pgdz',
      account: m.account,
      state: 'approved',
      bonus: '90.00',
    });
    expect(Number(await balance(t, m)) - Number(before)).toBe(90);
    expect(await rewardTurnover(t, m)).toBe('90000');

    const again = await decide(appId, 'approve');
    expect(again.data).toMatchObject({ state: 'approved', bonus: '90.00' });
    expect(await rewardsOf(t, m)).toEqual([
      { kind: 'activity', period: `promo:${id}`, amount: '9000', transfers: 1 },
    ]);
    expect(await auditActions(t, 'promotion_application', appId)).toEqual([
      'promotion.application.approve',
    ]);
    expect(await decide(appId, 'reject')).toMatchObject({
      status: false,
      code: 'PROMO_APPLICATION_DECIDED',
    });
    const seen = await call(t, 'GET', `${PROMO}/detail?id=${id}`, m.headers);
    expect(seen.data.application).toMatchObject({ state: 'approved', bonus: '90.00' });
    await expectBooksBalance(t.database);
  });

  it('caps the share', async () => {
    const id = await created(t, admin, share());
    const m = await member(t);
    await deposited(t, m, '5000.00');
    const appId = (await apply(t, m, id)).data.application.id as number;
    expect((await decide(appId, 'approve')).data.bonus).toBe('100.00');
    await expectBooksBalance(t.database);
  });

  it('rejects with a note the member reads, pays nothing, and cannot then approve', async () => {
    const id = await created(t, admin, share());
    const m = await member(t);
    await deposited(t, m, '200.00');
    const appId = (await apply(t, m, id)).data.application.id as number;
    const rejected = await decide(appId, 'reject', { note: '同一设备多个账户' });
    expect(rejected.data).toMatchObject({
      state: 'rejected',
      note: '同一设备多个账户',
      bonus: null,
    });
    expect(await decide(appId, 'approve')).toMatchObject({
      status: false,
      code: 'PROMO_APPLICATION_DECIDED',
    });
    expect(await rewardsOf(t, m)).toEqual([]);
    const mine = await call(t, 'GET', `${PROMO}/detail?id=${id}`, m.headers);
    expect(mine.data.application).toMatchObject({ state: 'rejected', note: '同一设备多个账户' });
    expect(await auditActions(t, 'promotion_application', appId)).toEqual([
      'promotion.application.reject',
    ]);
    // The one application stays: a rejected member does not apply again.
    expect(await apply(t, m, id)).toMatchObject({ status: false, code: 'PROMO_ALREADY_APPLIED' });
  });

  it('lists applications by activity and state; support may not decide', async () => {
    const id = await created(t, admin, share());
    const [a, b] = [await member(t), await member(t)];
    for (const m of [a, b]) await deposited(t, m, '100.00');
    const first = (await apply(t, a, id)).data.application.id as number;
    await apply(t, b, id);
    await decide(first, 'approve');
    const pending = await call(
      t,
      'GET',
      `${ADMIN_PROMOS}/applications?promotionId=${id}&state=pending`,
      { t: support },
    );
    expect(pending.data.total).toBe(1);
    expect(pending.data.list[0]).toMatchObject({ account: b.account, state: 'pending' });
    const all = await call(t, 'GET', `${ADMIN_PROMOS}/applications?promotionId=${id}`, {
      t: admin,
    });
    expect(all.data.total).toBe(2);
    expect(await decide(pending.data.list[0].id, 'approve', {}, support)).toMatchObject({
      status: false,
      code: 'FORBIDDEN',
    });
    expect((await decide(987654, 'approve')).code).toBe('NOT_FOUND');
    await expectBooksBalance(t.database);
  });
});
