import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

/** A batch runner that records its batches and answers each item doubled, or fails on `bad`. */
function recorder(bad = new Set<number>()) {
  const batches: number[][] = [];
  let release: (() => void) | undefined;
  let gate: Promise<void> | undefined;
  return {
    batches,
    /** Holds the next batch until `open()`, as a slow statement would. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    open() {
      release?.();
      gate = undefined;
    },
    run: async (items: number[]) => {
      batches.push([...items]);
      await gate;
      if (items.some((item) => bad.has(item))) throw new Error(`bad item in ${items.join(',')}`);
      return items.map((item) => item * 2);
    },
  };
}

describe('GroupCommit', () => {
  it('runs what arrives in one turn as one batch, and answers each item its own result', async () => {
    const r = recorder();
    const group = new GroupCommit(r.run);
    expect(await Promise.all([1, 2, 3].map((n) => group.add(n)))).toEqual([2, 4, 6]);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it('gathers what arrives while a batch runs into the next one', async () => {
    const r = recorder();
    const group = new GroupCommit(r.run);
    r.hold();
    const first = group.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => group.add(n));
    r.open();
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps batches to the size given', async () => {
    const r = recorder();
    const group = new GroupCommit(r.run, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => group.add(n)));
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails only the bad item: a failed batch runs again item by item', async () => {
    const r = recorder(new Set([2]));
    const group = new GroupCommit(r.run);
    const results = await Promise.allSettled([1, 2, 3].map((n) => group.add(n)));
    expect(results.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 2 });
    expect(results[1]).toMatchObject({ reason: new Error('bad item in 2') });
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('starts again after it went idle', async () => {
    const r = recorder();
    const group = new GroupCommit(r.run);
    expect(await group.add(1)).toBe(2);
    expect(await group.add(2)).toBe(4);
    expect(r.batches).toEqual([[1], [2]]);
  });
});
