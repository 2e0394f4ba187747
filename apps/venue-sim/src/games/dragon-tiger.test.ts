import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deal, settle } from './dragon-tiger.ts';
import { hashSeed, newServerSeed } from './fair.ts';
import { VECTOR_CLIENT_SEED, VECTOR_SERVER_SEED } from './vectors.ts';

/** The protocol's recipe written out again, independently of the implementation. */
function recompute(serverSeed: string, clientSeed: string, nonce: number) {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  return {
    dragon: ((bytes[0]! * 256 + bytes[1]!) % 13) + 1,
    tiger: ((bytes[2]! * 256 + bytes[3]!) % 13) + 1,
  };
}

describe('dragon tiger', () => {
  it('deals by the published recipe', () => {
    for (let nonce = 1; nonce <= 50; nonce++) {
      const seed = newServerSeed();
      const dealt = deal(seed, 'client-seed', nonce);
      const expected = recompute(seed, 'client-seed', nonce);
      expect([dealt.dragon.rank, dealt.tiger.rank]).toEqual([expected.dragon, expected.tiger]);
      const winner =
        expected.dragon > expected.tiger
          ? 'dragon'
          : expected.dragon < expected.tiger
            ? 'tiger'
            : 'tie';
      expect(dealt.winner).toBe(winner);
    }
    expect(hashSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('deals the fixed vector', () => {
    // Bytes 54ce 9e58 d95f …: 0x54ce mod 13 + 1 = A, 0x9e58 mod 13 + 1 = 3, 0xd9 and 0x5f mod 4.
    expect(deal(VECTOR_SERVER_SEED, VECTOR_CLIENT_SEED, 1)).toEqual({
      dragon: { rank: 1, suit: 'hearts' },
      tiger: { rank: 3, suit: 'diamonds' },
      winner: 'tiger',
    });
  });

  it('is fixed by its seeds', () => {
    const a = deal('seed-one', 'c', 7);
    expect(deal('seed-one', 'c', 7)).toEqual(a);
    const others = [deal('seed-one', 'c', 8), deal('seed-one', 'd', 7), deal('seed-two', 'c', 7)];
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(a))).toBe(true);
  });

  it('settles: 1:1 sides, 8:1 tie, half back on a tie, turnover only what was at risk', () => {
    expect(settle('dragon', 1000n, 'dragon')).toEqual({
      payoutMinor: 2000n,
      validStakeMinor: 1000n,
    });
    expect(settle('dragon', 1000n, 'tiger')).toEqual({ payoutMinor: 0n, validStakeMinor: 1000n });
    expect(settle('tiger', 1000n, 'tie')).toEqual({ payoutMinor: 500n, validStakeMinor: 500n });
    expect(settle('tiger', 1001n, 'tie')).toEqual({ payoutMinor: 500n, validStakeMinor: 501n });
    expect(settle('tie', 1000n, 'tie')).toEqual({ payoutMinor: 9000n, validStakeMinor: 1000n });
    expect(settle('tie', 1000n, 'dragon')).toEqual({ payoutMinor: 0n, validStakeMinor: 1000n });
  });
});
