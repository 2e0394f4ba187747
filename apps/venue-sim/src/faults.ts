/** Misbehaviours the simulator can be switched into at run time (docs/venue-protocol.md). */
export interface Faults {
  /** Added before every /v1 answer. */
  latencyMs: number;
  /** Share of `POST /v1/transfers` held `timeoutMs` before they are looked at. */
  timeoutRate: number;
  /** Share answered 500 without being applied. */
  errorRate: number;
  /** Share applied, then answered by dropping the connection. */
  lostResponseRate: number;
  timeoutMs: number;
  /** Restarts the fault draws: the same seed and the same calls give the same faults. */
  seed: number;
}

export type FaultPatch = Partial<Faults>;
export type TransferFault = 'timeout' | 'error' | 'lost';

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  timeoutRate: 0,
  errorRate: 0,
  lostResponseRate: 0,
  // Longer than the Kirin server's default VENUE_TIMEOUT_MS, so a held answer outlives its caller.
  timeoutMs: 6000,
  seed: 1,
};

const RATES = ['timeoutRate', 'errorRate', 'lostResponseRate'] as const;
const DURATIONS = ['latencyMs', 'timeoutMs'] as const;
const MAX_DURATION_MS = 120_000;

/**
 * Checks a `POST /__faults` body. Unknown keys are refused rather than ignored so that a typo in
 * a test ("errorRates") fails loudly instead of silently testing the happy path.
 */
export function parseFaultPatch(
  value: Record<string, unknown>,
  current: Faults,
): { patch: FaultPatch } | { error: string } {
  const patch: FaultPatch = {};
  for (const [key, field] of Object.entries(value)) {
    if ((RATES as readonly string[]).includes(key)) {
      if (typeof field !== 'number' || !(field >= 0 && field <= 1)) {
        return { error: `${key} must be a number from 0 to 1` };
      }
      patch[key as (typeof RATES)[number]] = field;
    } else if ((DURATIONS as readonly string[]).includes(key)) {
      if (
        !Number.isInteger(field) ||
        (field as number) < 0 ||
        (field as number) > MAX_DURATION_MS
      ) {
        return { error: `${key} must be an integer from 0 to ${MAX_DURATION_MS}` };
      }
      patch[key as (typeof DURATIONS)[number]] = field as number;
    } else if (key === 'seed') {
      if (!Number.isInteger(field) || (field as number) < 0 || (field as number) > 0xffffffff) {
        return { error: 'seed must be an integer from 0 to 4294967295' };
      }
      patch.seed = field as number;
    } else {
      return { error: `unknown fault: ${key}` };
    }
  }
  const next = { ...current, ...patch };
  if (next.timeoutRate + next.errorRate + next.lostResponseRate > 1) {
    return { error: 'timeoutRate + errorRate + lostResponseRate must not exceed 1' };
  }
  return { patch };
}

/** mulberry32: tiny, good enough for fault dice, and the same sequence on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The live fault settings; handed out by `startVenueSim` so in-process tests skip HTTP. */
export class FaultSwitch {
  #current: Faults = { ...NO_FAULTS };
  #random = prng(NO_FAULTS.seed);

  get current(): Faults {
    return { ...this.#current };
  }

  /** Merges a checked patch. Any patch naming `seed` restarts the draws, even with the same seed. */
  set(patch: FaultPatch): Faults {
    this.#current = { ...this.#current, ...patch };
    if (patch.seed !== undefined) this.#random = prng(patch.seed);
    return this.current;
  }

  reset(): Faults {
    return this.set({ ...NO_FAULTS });
  }

  /**
   * One draw per transfer request, made whether or not any rate is set, so that switching a rate
   * on later does not shift which requests a seed picks.
   */
  drawTransferFault(): TransferFault | undefined {
    const roll = this.#random();
    const { timeoutRate, errorRate, lostResponseRate } = this.#current;
    if (roll < timeoutRate) return 'timeout';
    if (roll < timeoutRate + errorRate) return 'error';
    if (roll < timeoutRate + errorRate + lostResponseRate) return 'lost';
    return undefined;
  }
}
