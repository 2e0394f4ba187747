import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelId } from '../../testing/deposit-kit.ts';
import { png, upload } from '../../testing/feedback-kit.ts';
import { expectBooksBalance } from '../../testing/ledger.ts';
import { get, post } from '../../testing/members.ts';
import { createEvent, selection } from '../../testing/sportsbook-kit.ts';
import { createTestApp, json, type TestApp } from '../../testing/test-app.ts';
import {
  adminToken,
  balance,
  fund,
  newMember,
  operator,
  withdraw,
  type TestMember,
} from '../../testing/withdrawal-kit.ts';
import { ACCESS } from './access.ts';

// The authorization matrix's second half (issue 20): a member of the same site sending the ids
// of another member's objects. Every member route that takes an id of something a member owns has
// a row here (checked against the OpenAPI: a new such route without a row fails), and each row
// shows that the owner reaches the object and the other member gets NOT_FOUND and changes nothing.

let t: TestApp;
let a: TestMember;
let b: TestMember;
const F = '/api/findmed/v1';

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  a = await newMember(t, 'objowner');
  b = await newMember(t, 'objother');
  await fund(t, a.owner, '1000');
  await fund(t, b.owner, '1000');
});
afterAll(() => t.close());

const as = (m: TestMember) => m.as;
const getAs = async (m: TestMember, url: string) => json(await get(t.app, url, as(m)));
const postAs = async (m: TestMember, url: string, body: Record<string, unknown>, key?: string) =>
  json(await post(t.app, url, body, key ? { ...as(m), 'idempotency-key': key } : as(m)));

/** What a row proves: the owner's answer, and the other member's answers (each NOT_FOUND). */
type Row = { routes: string[]; run: () => Promise<void> };

const NOT_FOUND = { status: false, code: 'NOT_FOUND' };

const rows: Row[] = [
  {
    routes: ['POST /api/findmed/v1/member/cards/delete', 'POST /api/findmed/v1/finance/withdraw'],
    run: async () => {
      expect(await postAs(b, `${F}/member/cards/delete`, { id: a.accountId })).toMatchObject(
        NOT_FOUND,
      );
      const cards = await getAs(a, `${F}/member/cards`);
      expect(JSON.stringify(cards.data)).toContain(`"id":${a.accountId}`);
      const taken = json(await withdraw(t, b, { amount: '100', accountId: a.accountId }));
      expect(taken).toMatchObject(NOT_FOUND);
      expect(await balance(t, b)).toMatchObject({ central: '1000.00', locked: '0.00' });
    },
  },
  {
    routes: ['GET /api/findmed/v1/records/transaction'],
    run: async () => {
      const list = await postAs(a, `${F}/records/transactions`, { page: 1, size: 10 });
      const id = String(list.data.list[0].id);
      expect(await getAs(a, `${F}/records/transaction?id=${id}`)).toMatchObject({ status: true });
      expect(await getAs(b, `${F}/records/transaction?id=${id}`)).toMatchObject(NOT_FOUND);
    },
  },
  {
    routes: ['GET /api/findmed/v1/finance/withdrawals'],
    run: async () => {
      const made = json(await withdraw(t, a, { amount: '100' }));
      expect(made).toMatchObject({ status: true });
      const id = encodeURIComponent(made.data.id);
      expect(await getAs(a, `${F}/finance/withdrawals?id=${id}`)).toMatchObject({ status: true });
      expect(await getAs(b, `${F}/finance/withdrawals?id=${id}`)).toMatchObject(NOT_FOUND);
    },
  },
  {
    routes: [
      'GET /api/findmed/v1/finance/deposit/info',
      'POST /api/findmed/v1/finance/deposit/paid',
    ],
    run: async () => {
      const body = { channelId: await channelId(t, 'bank'), amount: '100', depositorName: '张三' };
      const made = await postAs(a, `${F}/finance/deposit`, body, `obj-dep-${Date.now()}`);
      expect(made).toMatchObject({ status: true });
      const id = encodeURIComponent(made.data.id);
      const before = await getAs(a, `${F}/finance/deposit/info?id=${id}`);
      expect(before).toMatchObject({ status: true });
      expect(await getAs(b, `${F}/finance/deposit/info?id=${id}`)).toMatchObject(NOT_FOUND);
      expect(await postAs(b, `${F}/finance/deposit/paid`, { id: made.data.id })).toMatchObject(
        NOT_FOUND,
      );
      const after = await getAs(a, `${F}/finance/deposit/info?id=${id}`);
      expect(after).toEqual(before);
    },
  },
  {
    routes: [
      'GET /api/sports/v1/bets/:id',
      'POST /api/sports/v1/bets/:id/cashout/quote',
      'POST /api/sports/v1/bets/:id/cashout',
    ],
    run: async () => {
      const event = await createEvent(t, await operator(t, 'objtrader', 'trader'));
      const legs = [{ selectionId: selection(event, '1x2', 'home').id, odds: '1.950' }];
      const bet = await postAs(
        a,
        '/api/sports/v1/bets',
        { stake: '10', legs },
        `obj-bet-${Date.now()}`,
      );
      expect(bet).toMatchObject({ status: true });
      const url = `/api/sports/v1/bets/${bet.data.id}`;
      expect(await getAs(b, url)).toMatchObject(NOT_FOUND);
      expect(await postAs(b, `${url}/cashout/quote`, {})).toMatchObject(NOT_FOUND);
      const quote = await postAs(a, `${url}/cashout/quote`, {});
      expect(quote).toMatchObject({ status: true });
      const taken = await postAs(
        b,
        `${url}/cashout`,
        { quoteId: quote.data.quoteId },
        `obj-co-${Date.now()}`,
      );
      expect(taken).toMatchObject(NOT_FOUND);
      expect(await getAs(a, url)).toMatchObject({ status: true, data: { state: 'open' } });
      expect(await balance(t, b)).toMatchObject({ central: '1000.00' });
    },
  },
  {
    routes: [
      'GET /api/findmed/v1/member/message/detail',
      'POST /api/findmed/v1/member/message/update',
    ],
    run: async () => {
      const admin = await adminToken(t);
      const sent = json(
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/v1/messages',
          headers: { t: admin },
          payload: {
            site: 'pgdz',
            audience: 'member',
            account: a.account,
            title: '私信',
            body: '只给你',
          },
        }),
      );
      expect(sent).toMatchObject({ status: true });
      const id = sent.data.id as number;
      expect(await getAs(b, `${F}/member/message/detail?id=${id}`)).toMatchObject(NOT_FOUND);
      await postAs(b, `${F}/member/message/update`, { ids: String(id), type: 'read' });
      await postAs(b, `${F}/member/message/update`, { ids: String(id), type: 'delete' });
      const mine = await getAs(a, `${F}/member/message/detail?id=${id}`);
      expect(mine).toMatchObject({ status: true, data: { title: '私信' } });
    },
  },
  {
    routes: [
      'GET /api/findmed/v1/feedback/detail',
      'POST /api/findmed/v1/feedback/reply',
      'POST /api/findmed/v1/feedback/create',
    ],
    run: async () => {
      const image = json(await upload(t.app, a.as.t, png())).data.id as number;
      const made = await postAs(a, `${F}/feedback/create`, {
        type: 'other',
        content: '我的问题',
        images: String(image),
      });
      expect(made).toMatchObject({ status: true });
      const id = made.data.id as number;
      expect(await getAs(b, `${F}/feedback/detail?id=${id}`)).toMatchObject(NOT_FOUND);
      expect(await postAs(b, `${F}/feedback/reply`, { id, content: '插话' })).toMatchObject(
        NOT_FOUND,
      );
      const theirs = await postAs(b, `${F}/feedback/create`, {
        type: 'other',
        content: '用别人的图',
        images: String(image),
      });
      expect(theirs.status).toBe(false);
      const mine = await getAs(a, `${F}/feedback/detail?id=${id}`);
      expect(mine.data.posts).toHaveLength(1);
    },
  },
  {
    routes: ['GET /api/findmed/v1/support/messages', 'POST /api/findmed/v1/support/send'],
    run: async () => {
      const image = json(await upload(t.app, a.as.t, png())).data.id as number;
      const theirs = await postAs(b, `${F}/support/send`, { content: '', images: String(image) });
      expect(theirs.status).toBe(false);
      const sent = await postAs(a, `${F}/support/send`, { content: '你好，我的充值' });
      expect(sent).toMatchObject({ status: true });
      const threadId = sent.data.threadId as number;
      expect(await getAs(a, `${F}/support/messages?threadId=${threadId}`)).toMatchObject({
        status: true,
      });
      expect(await getAs(b, `${F}/support/messages?threadId=${threadId}`)).toMatchObject(NOT_FOUND);
    },
  },
  {
    routes: ['GET /api/findmed/v1/agent/downline'],
    run: async () => {
      // A's own downline is A's; B, who did not invite A, cannot open it.
      const mine = await getAs(a, `${F}/agent/downline`);
      expect(mine).toMatchObject({ status: true });
      const parentId = mine.data.parentId as number;
      expect(await getAs(b, `${F}/agent/downline?parentId=${parentId}`)).toMatchObject(NOT_FOUND);
    },
  },
];

/**
 * Member routes that take an id that is not of something a member owns: the site's channels,
 * games and promotions, the member's own idempotency keys (money-writes.test.ts), a quote of the
 * member's own bet, and the reward ids that redemption-records.test.ts covers ("NOT_FOUND for
 * another's").
 */
const NOT_OWNED = new Set([
  'POST /api/findmed/v1/finance/deposit',
  'POST /api/findmed/v1/finance/transfer',
  'POST /api/findmed/v1/finance/transfer/recall',
  'GET /api/findmed/v1/game/launch',
  'POST /api/findmed/v1/game/launch',
  'POST /api/findmed/v1/heartbeat',
  'POST /api/sports/v1/bets',
  'POST /api/findmed/v1/promo/apply',
  'POST /api/findmed/v1/rewards/claim',
  'GET /api/findmed/v1/records/redemption',
]);

describe("another member's objects", () => {
  it('has a row for every member route that takes an id', () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>
      >;
    };
    const covered = new Set(rows.flatMap((r) => r.routes));
    const uncovered: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const access = ACCESS[key];
        if (access?.kind !== 'member' && access?.kind !== 'memberOrAnonymous') continue;
        const body = op.requestBody as
          { content?: { 'application/json'?: { schema?: { properties?: object } } } } | undefined;
        const names = [
          ...(op.parameters ?? []).map((p) => p.name),
          ...Object.keys(body?.content?.['application/json']?.schema?.properties ?? {}),
        ];
        const takesId = names.some((n) => /^(id|ids|images)$|Id$/.test(n) && n !== 'requestId');
        if (takesId && !covered.has(key) && !NOT_OWNED.has(key)) uncovered.push(key);
      }
    }
    expect(uncovered).toEqual([]);
  });

  it.each(rows.map((r) => [r.routes.join(', '), r] as const))(
    '%s: the owner reaches it, another member of the site gets NOT_FOUND',
    async (_name, row) => {
      await row.run();
      await expectBooksBalance(t.database);
    },
  );
});
