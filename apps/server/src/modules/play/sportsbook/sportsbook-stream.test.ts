import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../../../startup.ts';
import { SPORTS, createEvent, selection } from '../../../testing/sportsbook-kit.ts';
import { openStream } from '../../../testing/support-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { operator, operatorPost } from '../../../testing/withdrawal-kit.ts';

// The live stream of odds, market states and scores, on one node and, when the run has REDIS_URL,
// from a trader on one node to members connected to another.

let t: TestApp;
let trader: string;
let url: string;
const streams: { close(): void }[] = [];

async function watch(base: string) {
  const opened = await openStream(base, `${SPORTS}/stream`, {});
  streams.push(opened);
  return opened;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  trader = await operator(t, 'trader5', 'trader');
  url = await listen(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('the live stream', () => {
  it('carries odds, market and score changes to anyone watching', async () => {
    const stream = await watch(url);
    {
      expect(stream.contentType).toContain('text/event-stream');
      await stream.next('ready');
      const event = await createEvent(t, trader);
      const market = event.markets[0]!;
      const home = selection(event, '1x2', 'home');
      await operatorPost(t, trader, `/sports/markets/${market.id}/odds`, {
        selections: [{ id: home.id, odds: '1.880' }],
      });
      expect(await stream.next('odds')).toEqual({
        eventId: event.id,
        marketId: market.id,
        selectionId: home.id,
        odds: '1.880',
        state: 'open',
      });
      await operatorPost(t, trader, `/sports/markets/${market.id}/suspend`);
      expect(await stream.next('market')).toEqual({ marketId: market.id, state: 'suspended' });
      await operatorPost(t, trader, `/sports/events/${event.id}/state`, { state: 'live' });
      expect(await stream.next('score')).toEqual({
        eventId: event.id,
        home: null,
        away: null,
        state: 'live',
      });
      await operatorPost(t, trader, `/sports/events/${event.id}/score`, { home: 1, away: 0 });
      expect(await stream.next('score')).toEqual({
        eventId: event.id,
        home: 1,
        away: 0,
        state: 'live',
      });
    }
  });
});

describe.runIf(process.env.REDIS_URL)('two nodes sharing the database and Redis', () => {
  it("brings a trader's change on one node to a stream open on the other", async () => {
    const second = await prepare(t.config, { database: t.database });
    try {
      const secondUrl = await listen(second.app);
      const stream = await watch(secondUrl);
      {
        await stream.next('ready');
        const event = await createEvent(t, trader);
        const over = selection(event, 'ou', 'over');
        const market = event.markets.find((m) => m.type === 'ou')!;
        await operatorPost(t, trader, `/sports/markets/${market.id}/odds`, {
          selections: [{ id: over.id, odds: '2.150' }],
        });
        expect(await stream.next('odds')).toMatchObject({ selectionId: over.id, odds: '2.150' });
      }
    } finally {
      await second.app.close();
    }
  });
});
