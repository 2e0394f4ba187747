import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { operator, operatorPost } from '../../../testing/withdrawal-kit.ts';
import { FEED_ACCOUNT, startDemoSportsFeed } from './sports-feed-child.ts';

// The demo feed as its own process, against a listening server over real HTTP, playing fast.

let t: TestApp;
let url: string;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

/** Polls `probe` until it answers something, or fails after `ms`. */
async function until<T>(probe: () => Promise<T | undefined>, ms = 45_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  url = await listen(t.app);
});
afterAll(() => t.close());

describe('the demo sports feed', () => {
  it('lists fixtures, takes them live, scores, and posts results (a corrected one too)', async () => {
    const password = await t.app.services.operators.systemOperator(FEED_ACCOUNT, 'trader');
    const feed = await startDemoSportsFeed(t.config, url, password, {
      SPORTS_FEED_TICK_MS: '100',
      SPORTS_FEED_MATCH_MS: '1500',
      SPORTS_FEED_SPACING_MS: '700',
      SPORTS_FEED_AHEAD: '3',
      SPORTS_FEED_FAULTS: 'correct_result',
    });
    try {
      const listed = await query<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from sports_events where state = 'prematch'`,
      );
      expect(listed[0]!.n).toBeGreaterThanOrEqual(2);
      // The first match to end is given a wrong result, then the right one: version 2.
      const corrected = await until(async () => {
        const [row] = await query<{ id: number }>(
          t.database,
          sql`select id::int as id from sports_events where result_version = 2 limit 1`,
        );
        return row;
      });
      expect(corrected.id).toBeGreaterThan(0);
      await until(async () => {
        const [row] = await query<{ n: number }>(
          t.database,
          sql`select count(*)::int as n from sports_events where state = 'ended'`,
        );
        return row!.n >= 2 ? row : undefined;
      });
      const audited = await query<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from audit_log where action = 'sports.event.result'`,
      );
      expect(audited[0]!.n).toBeGreaterThanOrEqual(3);
    } finally {
      await feed.stop();
    }
    await expectBooksBalance(t.database);
  }, 90_000);

  it("carries on when a trader suspends a match's markets or cancels a match it runs", async () => {
    const password = await t.app.services.operators.systemOperator(FEED_ACCOUNT, 'trader');
    const trader = await operator(t, 'feed-overruler', 'trader');
    const endedNow = async () =>
      (
        await query<{ n: number }>(
          t.database,
          sql`select count(*)::int as n from sports_events where state = 'ended'`,
        )
      )[0]!.n;
    const feed = await startDemoSportsFeed(t.config, url, password, {
      SPORTS_FEED_TICK_MS: '100',
      // Seconds apart, so that a loaded machine still reaches a match before it starts: at 0.7 s
      // the two last had gone live, ended and settled before the trader's calls (CI's failures).
      SPORTS_FEED_MATCH_MS: '3000',
      SPORTS_FEED_SPACING_MS: '2000',
      SPORTS_FEED_AHEAD: '3',
      SPORTS_FEED_SEED: '5',
    });
    try {
      const open = await until(async () => {
        const found = await query<{ id: number }>(
          t.database,
          // The two that start last, not started yet: the trader reaches them before they end.
          sql`select id::int as id from sports_events where state = 'prematch'
               order by starts_at desc, id desc limit 2`,
        );
        return found.length >= 2 ? found : undefined;
      });
      const [suspended, cancelled] = open;
      const markets = await query<{ id: number }>(
        t.database,
        sql`select id::int as id from sports_markets where event_id = ${suspended!.id}`,
      );
      for (const m of markets)
        expect(await operatorPost(t, trader, `/sports/markets/${m.id}/suspend`)).toMatchObject({
          status: true,
        });
      expect(
        await operatorPost(t, trader, `/sports/events/${cancelled!.id}/state`, {
          state: 'cancelled',
        }),
      ).toMatchObject({ status: true });
      const before = await endedNow();
      // The others still go live and end with a result.
      await until(async () => ((await endedNow()) >= before + 2 ? true : undefined));
    } finally {
      await feed.stop();
    }
    await expectBooksBalance(t.database);
  }, 90_000);
});
