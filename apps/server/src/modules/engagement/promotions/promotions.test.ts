import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@kirin/contract';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { operatorToken } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  apply,
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
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

const list = (headers: Record<string, string>) => call(t, 'GET', `${PROMO}/list`, headers);
const detail = (headers: Record<string, string>, id: number | string) =>
  call(t, 'GET', `${PROMO}/detail?id=${encodeURIComponent(String(id))}`, headers);

describe('the activity list and detail', () => {
  it('lists what is running on the site, in order, in the member’s language', async () => {
    const site = 'ky';
    const mk = (title: string, extra: Record<string, unknown> = {}) =>
      created(
        t,
        admin,
        promoBody({ site, title: { 'zh-CN': title, en: `${title}-en` }, ...extra }),
      );
    const second = await mk('第二', {
      sort: 20,
      kind: 'info',
      bonusAmount: '',
      minDeposit: '',
      autoApprove: false,
    });
    const first = await mk('第一', { sort: 10 });
    await mk('草稿', { published: false });
    await mk('未开始', { startsAt: daysFromNow(1).toISOString() });
    await mk('已结束', {
      startsAt: daysFromNow(-10).toISOString(),
      endsAt: daysFromNow(-1).toISOString(),
    });
    await created(t, admin, promoBody({ site: 'blty', title: { 'zh-CN': '别站' } }));

    const guest = await list({ site_code: site });
    expect(guest.status).toBe(true);
    expect(guest.data.list.map((p: { title: string }) => p.title)).toEqual(['第一', '第二']);
    expect(guest.data.list[0]).toMatchObject({
      id: first,
      kind: 'apply',
      summary: '存款即送',
      bannerUrl: '/media/promos/pgdz-gift.svg',
      canApply: true,
      application: null,
    });
    expect(guest.data.list[1]).toMatchObject({ id: second, kind: 'info', canApply: false });

    const en = await list({ site_code: site, lang: 'en' });
    expect(en.data.list.map((p: { title: string }) => p.title)).toEqual(['第一-en', '第二-en']);
    // No zh-HK text: zh-CN is the fallback.
    const hk = await list({ site_code: site, lang: 'zh-HK' });
    expect(hk.data.list[0].title).toBe('第一');
  });

  it('shows one activity with sanitised rules; unknown, draft, future and other-site ids are NOT_FOUND', async () => {
    const id = await created(
      t,
      admin,
      promoBody({
        rules: {
          'zh-CN':
            '<h1>规则</h1><p onclick="x()">一次<script>alert(1)</script></p><a href="javascript:x">链接</a>',
          en: '<p>Once</p>',
        },
      }),
    );
    const res = await detail({ site_code: 'pgdz', lang: 'en' }, id);
    expect(res.data).toMatchObject({
      id,
      title: 'Welcome gift',
      rules: '<p>Once</p>',
      lang: 'en',
      ended: false,
      currency: 'CNY',
      bonusAmount: '88.00',
      bonusRate: '0',
      minDeposit: '100.00',
      turnoverMultiple: '3',
      autoApprove: true,
      canApply: true,
    });
    const zh = await detail({ site_code: 'pgdz' }, id);
    expect(zh.data.rules).toBe('<h2>规则</h2><p>一次</p><a>链接</a>');

    const draft = await created(t, admin, promoBody({ published: false }));
    const future = await created(t, admin, promoBody({ startsAt: daysFromNow(2).toISOString() }));
    for (const missing of [draft, future, 987654]) {
      const refused = await detail({ site_code: 'pgdz' }, missing);
      expect(refused).toMatchObject({
        status: false,
        code: 'NOT_FOUND',
        msg: ERROR_MESSAGES.NOT_FOUND['zh-CN'],
      });
    }
    // Another site's activity is not there for this one.
    expect((await detail({ site_code: 'ky' }, id)).code).toBe('NOT_FOUND');
    expect((await detail({ site_code: 'pgdz' }, 'abc')).code).toBe('VALIDATION');
    expect((await detail({ site_code: 'pgdz' }, '')).code).toBe('VALIDATION');
  });

  it('keeps an ended activity readable, without applications', async () => {
    const id = await created(
      t,
      admin,
      promoBody({ startsAt: daysFromNow(-9).toISOString(), endsAt: daysFromNow(-2).toISOString() }),
    );
    const res = await detail({ site_code: 'pgdz' }, id);
    expect(res.data).toMatchObject({ ended: true, canApply: false });
  });
});

describe('applying', () => {
  it('pays an auto-approved fixed bonus at once, with its turnover, once', async () => {
    const id = await created(t, admin, promoBody());
    const m = await member(t);
    await deposited(t, m, '100.00');
    const before = await balance(t, m);

    const res = await apply(t, m, id);
    expect(res.status).toBe(true);
    expect(res.data.application).toMatchObject({ state: 'approved', bonus: '88.00', note: '' });
    expect(res.data.application.decidedAt).not.toBeNull();
    expect(Number(await balance(t, m)) - Number(before)).toBe(88);
    expect(await rewardsOf(t, m)).toEqual([
      { kind: 'activity', period: `promo:${id}`, amount: '8800', transfers: 1 },
    ]);
    // Bet 3 × 88.00 before withdrawing it.
    expect(await rewardTurnover(t, m)).toBe('26400');

    const again = await apply(t, m, id);
    expect(again).toMatchObject({ status: false, code: 'PROMO_ALREADY_APPLIED' });
    expect((await rewardsOf(t, m)).length).toBe(1);

    const shown = await detail(m.headers, id);
    expect(shown.data).toMatchObject({
      canApply: false,
      application: { state: 'approved', bonus: '88.00' },
    });
    // Another member of the site sees none of it.
    const other = await member(t);
    expect((await detail(other.headers, id)).data).toMatchObject({
      canApply: true,
      application: null,
    });
    await expectBooksBalance(t.database);
  });

  it('lets one of two taps at once through and pays once', async () => {
    const id = await created(t, admin, promoBody());
    const m = await member(t);
    await deposited(t, m, '150.00');
    const results = await Promise.all([apply(t, m, id), apply(t, m, id)]);
    expect(results.map((r) => r.status).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.status)?.code).toBe('PROMO_ALREADY_APPLIED');
    expect((await rewardsOf(t, m)).length).toBe(1);
    await expectBooksBalance(t.database);
  });

  it('counts only confirmed deposits credited within the period against the minimum', async () => {
    const id = await created(t, admin, promoBody({ startsAt: daysFromNow(-2).toISOString() }));
    const m = await member(t);
    await deposited(t, m, '500.00', daysFromNow(-3));
    await deposited(t, m, '60.00');
    const refused = await apply(t, m, id);
    expect(refused).toMatchObject({
      status: false,
      code: 'PROMO_MIN_DEPOSIT',
      msg: '活动期间累计存款满100.00方可申请',
    });
    const en = await call(t, 'POST', `${PROMO}/apply`, { ...m.headers, lang: 'en' }, { id });
    expect(en.msg).toBe('Deposit at least 100.00 in total during the activity to apply.');
    await deposited(t, m, '40.00');
    expect((await apply(t, m, id)).data.application.state).toBe('approved');
    await expectBooksBalance(t.database);
  });

  it('leaves a reviewed activity’s application waiting, unpaid', async () => {
    const id = await created(
      t,
      admin,
      promoBody({ autoApprove: false, bonusAmount: '', bonusRate: '0.5', bonusCap: '1000' }),
    );
    const m = await member(t);
    await deposited(t, m, '300.00');
    const before = await balance(t, m);
    const res = await apply(t, m, id);
    expect(res.data.application).toMatchObject({ state: 'pending', bonus: null, decidedAt: null });
    expect(await balance(t, m)).toBe(before);
    expect(await rewardsOf(t, m)).toEqual([]);
    const [item] = (await list(m.headers)).data.list.filter((p: { id: number }) => p.id === id);
    expect(item).toMatchObject({ canApply: false, application: { state: 'pending' } });
  });

  it('refuses a share of deposits when there are none in the period', async () => {
    const id = await created(
      t,
      admin,
      promoBody({ bonusAmount: '', bonusRate: '0.1', bonusCap: '50', minDeposit: '' }),
    );
    const m = await member(t);
    expect(await apply(t, m, id)).toMatchObject({ status: false, code: 'PROMO_NO_DEPOSIT' });
  });

  it('refuses visitors, info activities, ended ones, unknown ids and other sites', async () => {
    const m = await member(t);
    await deposited(t, m, '1000.00');
    const id = await created(t, admin, promoBody());
    const guest = await call(t, 'POST', `${PROMO}/apply`, { site_code: 'pgdz' }, { id });
    expect(guest).toEqual({ status: false, data: 'token' });

    const info = await created(
      t,
      admin,
      promoBody({ kind: 'info', bonusAmount: '', minDeposit: '', autoApprove: false }),
    );
    expect(await apply(t, m, info)).toMatchObject({
      status: false,
      code: 'PROMO_NOT_APPLICABLE',
      msg: ERROR_MESSAGES.PROMO_NOT_APPLICABLE['zh-CN'],
    });
    const ended = await created(
      t,
      admin,
      promoBody({ startsAt: daysFromNow(-9).toISOString(), endsAt: daysFromNow(-1).toISOString() }),
    );
    expect(await apply(t, m, ended)).toMatchObject({ status: false, code: 'PROMO_ENDED' });
    expect(await apply(t, m, 999_999)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect(await apply(t, m, 'x1')).toMatchObject({ status: false, code: 'VALIDATION' });

    // A member of another site cannot reach this site's activity, even with its id.
    const elsewhere = await member(t, 'ky');
    await deposited(t, elsewhere, '1000.00');
    expect(await apply(t, elsewhere, id)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect(await rewardsOf(t, m)).toEqual([]);
    await expectBooksBalance(t.database);
  });

  it('treats a dead token on the public list as a visitor, not as a lost session', async () => {
    const res = await list({ site_code: 'pgdz', t: 'no-such-token' });
    expect(res.status).toBe(true);
    expect(res.data.list.every((p: { application: unknown }) => p.application === null)).toBe(true);
  });
});
