/** What one item of a batch came to: its result, or the error that refused it alone. */
export type ItemOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Gathers calls that arrive while a batch is running and makes them the next batch: one round
 * trip for many requests. Nothing waits for a timer: with nothing running an item starts at once
 * (with whatever arrived in the same event-loop turn), so a quiet node answers as fast as before
 * and a busy one makes fewer, larger calls. Each item is answered with its own outcome; a batch
 * that fails as a whole (the connection, say) fails each of its items with that error.
 */
export class Batcher<I, O> {
  private queue: { item: I; resolve: (out: O) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    /** Runs a batch; answers one outcome per item, in order. */
    private readonly run: (items: I[]) => Promise<ItemOutcome<O>[]>,
    private readonly max = 64,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.max);
      try {
        const outcomes = await this.run(batch.map((b) => b.item));
        batch.forEach((b, i) => {
          const outcome = outcomes[i];
          if (!outcome) b.reject(new Error('batch answered fewer items than it was given'));
          else if (outcome.ok) b.resolve(outcome.value);
          else b.reject(outcome.error);
        });
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    this.running = false;
  }
}
