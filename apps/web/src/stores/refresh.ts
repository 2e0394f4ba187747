// Throttled refreshers for store data the spec keeps client-side (the balance: §9, 30 s).

export interface ThrottledRefresher {
  /** Starts fn unless it last started successfully less than intervalMs ago; force skips that. */
  run(force?: boolean): Promise<void>;
  /** Forgets the last run, so the next run() fetches (e.g. after sign-out or sign-in). */
  reset(): void;
}

// Every refresher ever created, so an invalid session can reset them all at once (spec §4).
const registry = new Set<ThrottledRefresher>();

export function resetRefreshTimers(): void {
  for (const refresher of registry) refresher.reset();
}

export function createThrottledRefresher(
  fn: () => Promise<unknown>,
  intervalMs = 30_000,
  now: () => number = Date.now,
): ThrottledRefresher {
  let lastStartedAt: number | undefined;
  let inFlight: Promise<void> | undefined;
  // Bumped by reset(): a fetch that began under the old session must not count for the new one.
  let generation = 0;

  const refresher: ThrottledRefresher = {
    run(force = false) {
      if (inFlight) return inFlight;
      const startedAt = now();
      if (!force && lastStartedAt !== undefined && startedAt - lastStartedAt < intervalMs) {
        return Promise.resolve();
      }
      const startedGeneration = generation;
      let pending: Promise<unknown>;
      try {
        pending = fn();
      } catch (error) {
        pending = Promise.reject(error);
      }
      const attempt: Promise<void> = pending
        .then(
          () => {
            if (generation === startedGeneration) lastStartedAt = startedAt;
          },
          (error: unknown) => {
            // Spec §8: store fetch failures are logged and ignored; the next run() retries.
            console.warn('store refresh failed', error);
          },
        )
        .finally(() => {
          if (inFlight === attempt) inFlight = undefined;
        });
      inFlight = attempt;
      return attempt;
    },
    reset() {
      generation += 1;
      lastStartedAt = undefined;
      inFlight = undefined;
    },
  };
  registry.add(refresher);
  return refresher;
}
