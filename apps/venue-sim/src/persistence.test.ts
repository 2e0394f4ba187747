import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newTraceId, postJson, transferBody, VenueClient } from './testing/client.ts';
import { startVenueSim } from './venue-sim.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'venue-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('persistence', () => {
  it('survives a restart when a data file is given', async () => {
    const dataFile = path.join(dir, 'nested', 'state.json');
    const first = await startVenueSim({ dataFile });
    const client = new VenueClient(first.url);
    await client.createPlayer('keep_me', 'USD');
    const applied = transferBody({ player: 'keep_me', amount: '50.00', currency: 'USD' });
    await client.post('/v1/transfers', applied);
    const cancelled = newTraceId();
    await client.status(cancelled);
    const launched = await client.post('/v1/launch', {
      player: 'keep_me',
      game: 'dragon-tiger',
      lang: 'en',
      returnUrl: 'http://lobby.test/',
    });
    const token = new URL((launched.body.data as { url: string }).url).searchParams.get('session')!;
    const played = await postJson<{ data: { balance: string; next: { nonce: number } } }>(
      `${first.url}/play/api/round`,
      { side: 'tie', amount: '1.00', clientSeed: 'x' },
      { authorization: `Bearer ${token}` },
    );
    const balance = played.body.data.balance;
    const feed = (await client.get('/v1/bets?limit=500')).body.data as { nextCursor: string };
    await first.close();
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ version: 1 });

    const second = await startVenueSim({ dataFile });
    try {
      const again = new VenueClient(second.url);
      expect(await again.balance('keep_me')).toBe(balance);
      // The trace ids keep their fate: a repeat replays, a cancelled one stays refused.
      expect((await again.post('/v1/transfers', applied)).body.data).toMatchObject({
        status: 'applied',
        balance: '50.00',
      });
      const late = await again.transfer({ traceId: cancelled, player: 'keep_me', currency: 'USD' });
      expect(late.body.code).toBe('TRACE_CANCELLED');
      expect(await again.balance('keep_me')).toBe(balance);
      // The feed continues where it was; from the start it holds the same two changes.
      const after = await again.get(`/v1/bets?cursor=${feed.nextCursor}`);
      expect((after.body.data as { bets: unknown[] }).bets).toEqual([]);
      const all = await again.get('/v1/bets');
      expect((all.body.data as { bets: unknown[] }).bets).toHaveLength(2);
      // The session still plays, with the next nonce.
      const state = await fetch(`${second.url}/play/api/state`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await state.json()) as { data: { next: { nonce: number } } }).data.next.nonce).toBe(
        played.body.data.next.nonce,
      );
    } finally {
      await second.close();
    }
  });

  it('forgets everything without a data file, and old cursors then start again', async () => {
    const first = await startVenueSim();
    const client = new VenueClient(first.url);
    await client.createPlayer('gone_soon');
    const cursor = ((await client.get('/v1/bets')).body.data as { nextCursor: string }).nextCursor;
    await first.close();

    const second = await startVenueSim();
    try {
      const again = new VenueClient(second.url);
      expect((await again.get('/v1/players/gone_soon/balance')).status).toBe(404);
      // A cursor from a forgotten state is accepted and reads from the beginning.
      expect((await again.get(`/v1/bets?cursor=${cursor}`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
