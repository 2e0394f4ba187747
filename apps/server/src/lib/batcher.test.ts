import { describe, expect, it } from 'vitest';
import { Batcher, type ItemOutcome } from './batcher.ts';

/** A batch runner that records its batches and answers each item doubled, or refuses `bad`. */
function recorder(bad = new Set<number>()) {
  const batches: number[][] = [];
  let release: (() => void) | undefined;
  let gate: Promise<void> | undefined;
  return {
    batches,
    /** Holds the next batch until `open()`, as a slow call would. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    open() {
      release?.();
      gate = undefined;
    },
    run: async (items: number[]): Promise<ItemOutcome<number>[]> => {
      batches.push([...items]);
      await gate;
      return items.map((item) =>
        bad.has(item)
          ? { ok: false, error: new Error(`bad item ${item}`) }
          : { ok: true, value: item * 2 },
      );
    },
  };
}

describe('Batcher', () => {
  it('runs what arrives in one turn as one batch, and answers each item its own result', async () => {
    const r = recorder();
    const batcher = new Batcher(r.run);
    expect(await Promise.all([1, 2, 3].map((n) => batcher.add(n)))).toEqual([2, 4, 6]);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it('gathers what arrives while a batch runs into the next one', async () => {
    const r = recorder();
    const batcher = new Batcher(r.run);
    r.hold();
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => batcher.add(n));
    r.open();
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps batches to the size given', async () => {
    const r = recorder();
    const batcher = new Batcher(r.run, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)));
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('refuses only the item refused, and answers the others', async () => {
    const r = recorder(new Set([2]));
    const batcher = new Batcher(r.run);
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.add(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('bad item 2') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it('fails every item of a batch that fails as a whole, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new Batcher(async (items: number[]): Promise<ItemOutcome<number>[]> => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return items.map((item) => ({ ok: true, value: item }));
    });
    const failed = await Promise.allSettled([1, 2].map((n) => batcher.add(n)));
    expect(failed.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.add(3)).toBe(3);
  });

  it('starts again after it went idle', async () => {
    const r = recorder();
    const batcher = new Batcher(r.run);
    expect(await batcher.add(1)).toBe(2);
    expect(await batcher.add(2)).toBe(4);
    expect(r.batches).toEqual([[1], [2]]);
  });
});
