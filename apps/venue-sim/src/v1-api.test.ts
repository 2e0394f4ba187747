import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from './signature.ts';
import { getJson, newTraceId, startHarness, VenueClient, type Harness } from './testing/client.ts';

let h: Harness;
let playerCount = 0;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A fresh player holding `balance` (transferred in). */
async function player(balance?: string, client = h.client): Promise<string> {
  const name = `p_${process.pid}_${++playerCount}`;
  expect((await client.createPlayer(name)).status).toBe(200);
  if (balance) expect((await client.transfer({ player: name, amount: balance })).status).toBe(200);
  return name;
}

describe('signing', () => {
  it('refuses a missing, wrong or tampered signature with 401 BAD_SIGNATURE and changes nothing', async () => {
    const name = `nosig_${playerCount++}`;
    const body = { player: name, currency: 'CNY' };
    const refused = { ok: false, code: 'BAD_SIGNATURE', message: expect.any(String) };
    const tries = [
      await h.client.post('/v1/players', body, { signature: null }),
      await h.client.post('/v1/players', body, { secret: 'not-the-secret' }),
      await h.client.post('/v1/players', body, { signature: 'A'.repeat(64) }),
      // Another operator's secret does not sign for this one.
      await h.client.post('/v1/players', body, {
        secret: new VenueClient(h.sim.url, 'site_b').secret,
      }),
    ];
    for (const answer of tries) expect(answer).toEqual({ status: 401, body: refused });

    // Signed over another path than the one sent (a tampered query).
    const timestamp = String(Date.now());
    const signature = signRequest(
      { method: 'GET', pathWithQuery: '/v1/bets?limit=5', timestamp, body: '' },
      h.client.secret,
    );
    const tampered = await h.client.get('/v1/bets?limit=6', { timestamp, signature });
    expect(tampered.status).toBe(401);

    // Without an operator header there is no secret to check against.
    const anonymous = await fetch(`${h.sim.url}/v1/players/${name}/balance`);
    expect(anonymous.status).toBe(401);

    expect((await h.client.get(`/v1/players/${name}/balance`)).body.code).toBe('PLAYER_NOT_FOUND');
  });

  it('refuses a correctly signed request more than 60 s off the clock with 401 STALE_REQUEST', async () => {
    const name = `stale_${playerCount++}`;
    for (const offset of [-61_000, 61_000]) {
      const answer = await h.client.createPlayer(name, 'CNY');
      expect(answer.status).toBe(200); // a fresh timestamp works
      const stale = await h.client.post(
        '/v1/players',
        { player: `${name}x`, currency: 'CNY' },
        { timestamp: String(Date.now() + offset) },
      );
      expect(stale.status).toBe(401);
      expect(stale.body).toMatchObject({ ok: false, code: 'STALE_REQUEST' });
    }
    const garbled = await h.client.get(`/v1/players/${name}/balance`, { timestamp: 'yesterday' });
    expect(garbled.body.code).toBe('STALE_REQUEST');
    expect((await h.client.get(`/v1/players/${name}x/balance`)).status).toBe(404);
  });

  it('answers 404 NOT_FOUND for unknown signed paths', async () => {
    expect(await h.client.get('/v1/nowhere')).toEqual({
      status: 404,
      body: { ok: false, code: 'NOT_FOUND', message: 'No such endpoint.' },
    });
  });
});

describe('players', () => {
  it('creates once per operator and keeps the currency', async () => {
    const name = `pl_${playerCount++}`;
    expect(await h.client.createPlayer(name, 'USD')).toEqual({
      status: 200,
      body: { ok: true, data: { player: name, currency: 'USD', created: true } },
    });
    expect((await h.client.createPlayer(name, 'USD')).body.data).toMatchObject({ created: false });
    expect((await h.client.createPlayer(name, 'CNY')).body).toMatchObject({
      code: 'CURRENCY_MISMATCH',
    });
    expect((await h.client.get(`/v1/players/${name}/balance`)).body.data).toEqual({
      player: name,
      balance: '0.00',
      currency: 'USD',
    });
    // Another operator (site) has its own players.
    const other = new VenueClient(h.sim.url, 'site_b');
    expect((await other.get(`/v1/players/${name}/balance`)).status).toBe(404);
    expect((await other.createPlayer(name, 'CNY')).body.data).toMatchObject({ created: true });
  });

  it('refuses malformed names and currencies', async () => {
    for (const body of [
      { player: 'ab', currency: 'CNY' },
      { player: 'Upper_Case', currency: 'CNY' },
      { player: 'ok_name', currency: 'cny' },
      { player: 'ok_name' },
    ]) {
      const answer = await h.client.post('/v1/players', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
  });
});

describe('transfers', () => {
  it('moves money in and out and refuses an out above the balance', async () => {
    const name = await player();
    const inAnswer = await h.client.transfer({ player: name, amount: '100.50' });
    expect(inAnswer.status).toBe(200);
    expect(inAnswer.body.data).toEqual({
      traceId: expect.stringMatching(/^vt_/),
      status: 'applied',
      balance: '100.50',
    });
    const out = await h.client.transfer({ player: name, direction: 'out', amount: '30.25' });
    expect(out.body.data).toMatchObject({ balance: '70.25' });

    const tooMuch = await h.client.transfer({ player: name, direction: 'out', amount: '70.26' });
    expect(tooMuch).toEqual({
      status: 422,
      body: { ok: false, code: 'INSUFFICIENT_BALANCE', message: expect.any(String) },
    });
    expect(await h.client.balance(name)).toBe('70.25');
  });

  it('refuses unknown players and other currencies, and records the refusal', async () => {
    const name = await player();
    const unknown = await h.client.transfer({ player: 'nobody_here' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PLAYER_NOT_FOUND');
    const traceId = newTraceId();
    const usd = await h.client.transfer({ traceId, player: name, currency: 'USD' });
    expect(usd.status).toBe(409);
    expect(usd.body.code).toBe('CURRENCY_MISMATCH');
    expect((await h.client.status(traceId)).body.data).toEqual({
      traceId,
      status: 'refused',
      code: 'CURRENCY_MISMATCH',
      direction: 'in',
      amount: '100.00',
      player: name,
      currency: 'USD',
    });
  });

  it('applies a trace id at most once: a repeat answers the first result, other content conflicts', async () => {
    const name = await player('50.00');
    const traceId = newTraceId();
    const body = { traceId, player: name, direction: 'out', amount: '20.00' };
    const first = await h.client.transfer(body);
    expect(first.body.data).toEqual({ traceId, status: 'applied', balance: '30.00' });
    await h.client.transfer({ player: name, amount: '5.00' });

    // The repeat, even with a later deadline, answers the first result (balance then).
    const again = await h.client.transfer({
      ...body,
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(again).toEqual(first);
    expect(await h.client.balance(name)).toBe('35.00');

    for (const change of [{ amount: '20.01' }, { direction: 'in' }, { player: 'someone_else' }]) {
      const conflict = await h.client.transfer({ ...body, ...change });
      expect(conflict.status, JSON.stringify(change)).toBe(409);
      expect(conflict.body.code).toBe('TRACE_CONFLICT');
    }
    expect(await h.client.balance(name)).toBe('35.00');
    const books = await getJson<{ applied: { traceId: string; times: number }[] }>(
      `${h.sim.url}/__books?operator=site_a`,
    );
    expect(books.body.applied.filter((row) => row.traceId === traceId)).toEqual([
      { operator: 'site_a', traceId, direction: 'out', amount: '20.00', player: name, times: 1 },
    ]);
  });

  it('keeps a refusal final: the same trace id stays refused after the balance allows it', async () => {
    const name = await player('10.00');
    const body = { traceId: newTraceId(), player: name, direction: 'out', amount: '15.00' };
    expect((await h.client.transfer(body)).status).toBe(422);
    await h.client.transfer({ player: name, amount: '10.00' });
    const again = await h.client.transfer(body);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await h.client.balance(name)).toBe('20.00');
  });

  it('refuses a request received after its deadline with 410 EXPIRED', async () => {
    const name = await player();
    const traceId = newTraceId();
    const late = await h.client.transfer({
      traceId,
      player: name,
      deadline: new Date(Date.now() - 1).toISOString(),
    });
    expect(late).toEqual({
      status: 410,
      body: { ok: false, code: 'EXPIRED', message: expect.any(String) },
    });
    expect(await h.client.balance(name)).toBe('0.00');
    expect((await h.client.status(traceId)).body.data).toMatchObject({
      status: 'refused',
      code: 'EXPIRED',
    });
  });

  it('cancels an unseen trace id when asked about it, so a late arrival is refused', async () => {
    const name = await player();
    const traceId = newTraceId();
    expect((await h.client.status(traceId)).body).toEqual({
      ok: true,
      data: { traceId, status: 'cancelled' },
    });
    const late = await h.client.transfer({ traceId, player: name });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TRACE_CANCELLED');
    expect((await h.client.status(traceId)).body.data).toEqual({ traceId, status: 'cancelled' });
    expect(await h.client.balance(name)).toBe('0.00');
  });

  it('reports an applied transfer by trace id', async () => {
    const name = await player();
    const traceId = newTraceId();
    await h.client.transfer({ traceId, player: name, amount: '12.30' });
    expect((await h.client.status(traceId)).body.data).toEqual({
      traceId,
      status: 'applied',
      direction: 'in',
      amount: '12.30',
      player: name,
      currency: 'CNY',
    });
  });

  it('refuses malformed transfers with 400 BAD_REQUEST and records nothing', async () => {
    const name = await player();
    const traceId = newTraceId();
    for (const change of [
      { amount: '100' },
      { amount: '100.0' },
      { amount: '-1.00' },
      { amount: '0.00' },
      { amount: 100 },
      { direction: 'sideways' },
      { deadline: 'soon' },
      { deadline: undefined },
      { currency: undefined },
    ]) {
      const answer = await h.client.transfer({ traceId, player: name, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
    expect((await h.client.transfer({ traceId: 'short', player: name })).status).toBe(400);
    expect((await h.client.post('/v1/transfers', 'not an object')).status).toBe(400);
    expect((await h.client.get('/v1/transfers/bad%20id!')).status).toBe(400);
    // None of those fixed the trace id's fate.
    expect((await h.client.transfer({ traceId, player: name })).status).toBe(200);
  });
});

describe('launch', () => {
  it('gives a play URL for an hour, embeddable', async () => {
    const name = await player();
    const answer = await h.client.post('/v1/launch', {
      player: name,
      game: 'dragon-tiger',
      lang: 'en',
      returnUrl: 'https://kirin.example.com/lobby',
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data as { url: string; embeddable: boolean; expiresAt: string };
    expect(data.url).toMatch(new RegExp(`^${h.sim.url}/play\\?session=[A-Za-z0-9_-]+$`));
    expect(data.embeddable).toBe(true);
    const ttl = Date.parse(data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    expect((await fetch(data.url)).status).toBe(200);
  });

  it('refuses unknown players and bad fields', async () => {
    const name = await player();
    const base = { player: name, game: 'dragon-tiger', lang: 'zh-CN', returnUrl: 'http://x.test/' };
    expect((await h.client.post('/v1/launch', { ...base, player: 'nobody_here' })).status).toBe(
      404,
    );
    for (const change of [{ lang: 'fr' }, { returnUrl: 'javascript:alert(1)' }, { game: '' }]) {
      const answer = await h.client.post('/v1/launch', { ...base, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
    }
  });
});
