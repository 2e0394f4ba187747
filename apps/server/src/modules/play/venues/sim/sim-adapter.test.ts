import { createHmac } from 'node:crypto';
import { startVenueSim, type VenueSim } from '@kirin/venue-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VenueRefusal, VenueUnknown } from '../venue-adapter.ts';
import { SimVenueAdapter } from './sim-adapter.ts';

const MASTER = 'sim-adapter-test-master';
let sim: VenueSim;

beforeAll(async () => {
  sim = await startVenueSim({ masterSecret: MASTER });
});
afterAll(async () => {
  await sim.close();
});

const adapter = (currency: string, secret?: string) =>
  new SimVenueAdapter(
    {
      code: 'kgame',
      adapter: 'sim',
      baseUrl: sim.url,
      currency,
      credentials: {
        operator: 'kirin-hgty',
        secret: secret ?? createHmac('sha256', MASTER).update('kirin-hgty').digest('hex'),
      },
    },
    1_000,
  );

describe('the simulator adapter', () => {
  it('keeps USDT (scale 6) in the venue’s cents and refuses finer amounts before calling', async () => {
    const usdt = adapter('USDT');
    expect(usdt.unit).toBe(10_000n);
    await usdt.ensurePlayer('hgty_1', 'USDT');
    const deadline = new Date(Date.now() + 5_000);
    const base = { player: 'hgty_1', direction: 'in' as const, currency: 'USDT', deadline };
    await usdt.transfer({ ...base, traceId: 'vt_usdt_0001', amount: 1_500_000n });
    expect(await usdt.balance('hgty_1')).toBe(1_500_000n);
    await expect(
      usdt.transfer({ ...base, traceId: 'vt_usdt_0002', amount: 1_234_567n }),
    ).rejects.toBeInstanceOf(VenueRefusal);
    expect(await usdt.transferStatus('vt_usdt_0001')).toEqual({ status: 'applied' });
    // Never sent: asking cancels it for good.
    expect(await usdt.transferStatus('vt_usdt_0002')).toEqual({ status: 'cancelled' });
    await usdt.close();
  });

  it('reads a bad signature as a refusal, and an unreachable or unset venue as unknown', async () => {
    const forged = adapter('CNY', 'not-the-secret');
    await expect(forged.balance('hgty_1')).rejects.toMatchObject({ code: 'BAD_SIGNATURE' });
    const gone = new SimVenueAdapter(
      {
        code: 'x',
        adapter: 'sim',
        baseUrl: 'http://127.0.0.1:9',
        currency: 'CNY',
        credentials: {},
      },
      500,
    );
    await expect(gone.balance('hgty_1')).rejects.toBeInstanceOf(VenueUnknown);
    // No base URL at all (a seeded venue on a node without VENUE_URL): unknown, not a crash.
    const nowhere = new SimVenueAdapter(
      { code: 'x', adapter: 'sim', baseUrl: '', currency: 'CNY', credentials: {} },
      500,
    );
    await expect(nowhere.balance('hgty_1')).rejects.toBeInstanceOf(VenueUnknown);
    await Promise.all([forged.close(), gone.close(), nowhere.close()]);
  });
});
