import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FaultSwitch, NO_FAULTS } from './faults.ts';
import {
  getJson,
  newTraceId,
  postJson,
  startHarness,
  transferBody,
  type Harness,
} from './testing/client.ts';
import { startVenueSim } from './venue-sim.ts';

let h: Harness;
let playerCount = 0;
beforeAll(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await postJson(`${h.sim.url}/__faults/reset`);
});
afterAll(() => h.close());

async function player(balance = '100.00'): Promise<string> {
  const name = `f_${process.pid}_${++playerCount}`;
  await h.client.createPlayer(name);
  await h.client.transfer({ player: name, amount: balance });
  return name;
}

const setFaults = (patch: Record<string, unknown>) => postJson(`${h.sim.url}/__faults`, patch);

async function appliedTimes(traceId: string): Promise<number> {
  const books = await getJson<{ applied: { traceId: string }[] }>(`${h.sim.url}/__books`);
  return books.body.applied.filter((row) => row.traceId === traceId).length;
}

describe('fault settings', () => {
  it('are shown, merged, validated and reset', async () => {
    expect(await getJson(`${h.sim.url}/__faults`)).toEqual({ status: 200, body: NO_FAULTS });
    await setFaults({ errorRate: 0.25 });
    const merged = await setFaults({ latencyMs: 5, seed: 7 });
    expect(merged.body).toEqual({ ...NO_FAULTS, errorRate: 0.25, latencyMs: 5, seed: 7 });
    expect(h.sim.faults.current).toEqual(merged.body);

    for (const bad of [
      { errorRates: 0.1 },
      { errorRate: 1.5 },
      { timeoutRate: 0.5, lostResponseRate: 0.5 }, // with errorRate 0.25: above 1
      { latencyMs: -1 },
      { timeoutMs: 1.5 },
      { seed: 'x' },
    ]) {
      const answer = await setFaults(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
    expect(await postJson(`${h.sim.url}/__faults/reset`)).toEqual({ status: 200, body: NO_FAULTS });
  });

  it('draw the same faults from the same seed', () => {
    const faults = new FaultSwitch();
    const run = () => {
      faults.set({ seed: 42, errorRate: 0.3, timeoutRate: 0.2, lostResponseRate: 0.1 });
      return Array.from({ length: 200 }, () => faults.drawTransferFault() ?? 'none');
    };
    const first = run();
    expect(run()).toEqual(first);
    // Roughly the configured shares, so the dice are not stuck.
    const share = (kind: string) => first.filter((fault) => fault === kind).length / 200;
    expect(share('error')).toBeGreaterThan(0.15);
    expect(share('timeout')).toBeGreaterThan(0.08);
    expect(share('lost')).toBeGreaterThan(0.02);
    expect(share('none')).toBeGreaterThan(0.25);
  });

  it('are refused (404) when the test switches are off', async () => {
    const sim = await startVenueSim({ testSwitches: false });
    try {
      expect((await getJson(`${sim.url}/__faults`)).status).toBe(404);
      expect((await getJson(`${sim.url}/__books`)).status).toBe(404);
      expect((await postJson(`${sim.url}/__players/x_1/adjust`, { amount: '1.00' })).status).toBe(
        404,
      );
    } finally {
      await sim.close();
    }
  });
});

describe('transfer faults', () => {
  it('timeout: a status query during the hold cancels the trace, and the held request never applies', async () => {
    const name = await player();
    await setFaults({ timeoutRate: 1, timeoutMs: 400 });
    const traceId = newTraceId();
    const started = Date.now();
    const held = h.client.transfer({ traceId, player: name, direction: 'out', amount: '40.00' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await h.client.status(traceId)).body.data).toEqual({ traceId, status: 'cancelled' });

    const late = await held;
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TRACE_CANCELLED');
    await postJson(`${h.sim.url}/__faults/reset`);
    expect(await h.client.balance(name)).toBe('100.00');
    expect(await appliedTimes(traceId)).toBe(0);
    expect((await h.client.status(traceId)).body.data).toEqual({ traceId, status: 'cancelled' });
  });

  it('timeout: with nobody asking, the held request applies even if its caller gave up', async () => {
    const name = await player();
    await setFaults({ timeoutRate: 1, timeoutMs: 300 });
    const traceId = newTraceId();
    const started = Date.now();
    const answered = await h.client.transfer({ traceId, player: name, amount: '1.00' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answered.body.data).toMatchObject({ status: 'applied', balance: '101.00' });

    const giveUp = new AbortController();
    const abandoned = h.client.transfer(
      { player: name, amount: '2.00', traceId: `${traceId}_b` },
      { signal: giveUp.signal },
    );
    setTimeout(() => giveUp.abort(), 50);
    await expect(abandoned).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await postJson(`${h.sim.url}/__faults/reset`);
    expect((await h.client.status(`${traceId}_b`)).body.data).toMatchObject({ status: 'applied' });
    expect(await h.client.balance(name)).toBe('103.00');
  });

  it('lost response: applied once, the connection dropped; a repeat answers the first result', async () => {
    const name = await player();
    await setFaults({ lostResponseRate: 1 });
    const body = transferBody({ player: name, direction: 'out', amount: '25.00' });
    await expect(h.client.post('/v1/transfers', body)).rejects.toThrow();
    await postJson(`${h.sim.url}/__faults/reset`);

    expect((await h.client.status(body.traceId)).body.data).toMatchObject({ status: 'applied' });
    const repeat = await h.client.post('/v1/transfers', body);
    expect(repeat.body.data).toEqual({
      traceId: body.traceId,
      status: 'applied',
      balance: '75.00',
    });
    expect(await h.client.balance(name)).toBe('75.00');
    expect(await appliedTimes(body.traceId)).toBe(1);
  });

  it('error: 500 without applying; the trace id is then unseen', async () => {
    const name = await player();
    await setFaults({ errorRate: 1 });
    const traceId = newTraceId();
    const answer = await h.client.transfer({ traceId, player: name, amount: '5.00' });
    expect(answer).toEqual({
      status: 500,
      body: { ok: false, code: 'INTERNAL', message: expect.any(String) },
    });
    await postJson(`${h.sim.url}/__faults/reset`);
    expect(await h.client.balance(name)).toBe('100.00');
    expect((await h.client.status(traceId)).body.data).toEqual({ traceId, status: 'cancelled' });
  });

  it('latency delays every /v1 call', async () => {
    const name = await player();
    await setFaults({ latencyMs: 150 });
    for (const call of [
      () => h.client.get(`/v1/players/${name}/balance`),
      () => h.client.status(newTraceId()),
      () => h.client.get('/v1/bets'),
    ]) {
      const started = Date.now();
      expect((await call()).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    }
  });
});

describe('play switch', () => {
  it('plays a bet without the table: the balance moves and the feed has it, open then settled', async () => {
    const name = await player('50.00');
    const play = (body: Record<string, unknown>) =>
      postJson(`${h.sim.url}/__players/${name}/play`, body);
    expect((await play({ stake: '20', payout: '0', game: 'baccarat' })).body).toMatchObject({
      operator: 'site_a',
      balance: '30.00',
    });
    expect((await play({ stake: '10', payout: '25.50' })).body).toMatchObject({ balance: '45.50' });
    const feed = await h.client.get('/v1/bets?limit=500');
    const mine = (feed.body.data!.bets as Record<string, string>[])
      .filter((b) => b.player === name)
      .map((b) => [b.status, b.stake, b.payout, b.game]);
    expect(mine).toEqual([
      ['open', '20.00', '0.00', 'baccarat'],
      ['settled', '20.00', '0.00', 'baccarat'],
      ['open', '10.00', '0.00', 'manual'],
      ['settled', '10.00', '25.50', 'manual'],
    ]);
    expect((await play({ stake: '46', payout: '0' })).body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect((await play({ stake: '-1', payout: '0' })).status).toBe(400);
    expect(await h.client.balance(name)).toBe('45.50');
  });
});

describe('adjust switch', () => {
  it('simulates wins and losses at the venue, never below zero', async () => {
    const name = await player('10.00');
    const adjust = (amount: string, operator?: string) =>
      postJson(`${h.sim.url}/__players/${name}/adjust`, { amount, operator });
    expect(await adjust('-5.00')).toEqual({
      status: 200,
      body: { operator: 'site_a', player: name, balance: '5.00', currency: 'CNY' },
    });
    expect((await adjust('20', 'site_a')).body).toMatchObject({ balance: '25.00' });
    expect((await adjust('-25.01')).body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await adjust('0')).status).toBe(400);
    expect((await adjust('1.00', 'site_z')).status).toBe(404);
    expect(await h.client.balance(name)).toBe('25.00');
  });
});
