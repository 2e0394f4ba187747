/**
 * Gathers work that arrives while a batch is running and runs it as the next batch: one statement
 * and one commit for many requests, as PostgreSQL groups commits. Nothing waits for a timer: with
 * nothing running an item starts at once (with whatever arrived in the same event-loop turn), so a
 * quiet node answers as fast as before and a busy one does fewer, larger writes.
 */
export class GroupCommit<I, O> {
  private queue: { item: I; resolve: (out: O) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    /** Runs a batch; answers one result per item, in order. */
    private readonly run: (items: I[]) => Promise<O[]>,
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
        const out = await this.run(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(out[i] as O));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // One bad item must not fail the others: each runs alone, and only its own error comes back.
        for (const b of batch) {
          try {
            const [out] = await this.run([b.item]);
            b.resolve(out as O);
          } catch (own) {
            b.reject(own);
          }
        }
      }
    }
    this.running = false;
  }
}
