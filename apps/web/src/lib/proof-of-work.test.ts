import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork } from './proof-of-work.ts';

// The server's side is altcha-lib (captcha.test.ts solves and checks there); here the browser's
// solver against a challenge made the same way: SHA-256 of salt + number, as lowercase hex.
const challengeFor = (salt: string, number: number, maxnumber: number) =>
  btoa(
    JSON.stringify({
      algorithm: 'SHA-256',
      challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
      maxnumber,
      salt,
      signature: 'sig',
    }),
  );

describe('solveProofOfWork', () => {
  it('finds the number and answers the challenge with it', async () => {
    const proof = await solveProofOfWork(challengeFor('abc?expires=1', 9_137, 20_000));
    expect(JSON.parse(atob(proof!))).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 20_000,
      salt: 'abc?expires=1',
      signature: 'sig',
      number: 9_137,
    });
  });

  it('gives up past maxnumber, on an unreadable challenge, and when told to stop', async () => {
    expect(await solveProofOfWork(challengeFor('s', 5_000, 4_999))).toBeUndefined();
    expect(await solveProofOfWork('not base64 json')).toBeUndefined();
    const stop = new AbortController();
    stop.abort();
    expect(await solveProofOfWork(challengeFor('s', 10, 100), stop.signal)).toBeUndefined();
  });
});
