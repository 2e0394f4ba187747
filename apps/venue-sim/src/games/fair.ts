import { createHash, createHmac, randomBytes } from 'node:crypto';

// What every game shares to be provably fair (docs/venue-protocol.md, "Provable fairness"): the
// round's bytes are HMAC-SHA256(serverSeed, clientSeed:nonce), and each game reads them the same
// way (big-endian 16-bit values, `mod n`), so one explanation and one verifier fit them all.

/** 32 random bytes as 64 lowercase hex characters; the seed is used as this ASCII text. */
export const newServerSeed = () => randomBytes(32).toString('hex');

export const hashSeed = (serverSeed: string) =>
  createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** The 32 bytes that decide a round. */
export const roundBytes = (serverSeed: string, clientSeed: string, nonce: number): Buffer =>
  createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`, 'utf8').digest();

/** The `index`-th big-endian 16-bit value (bytes 2·index and 2·index + 1) `mod n`. */
export const pick = (bytes: Buffer, index: number, n: number): number =>
  bytes.readUInt16BE(index * 2) % n;

export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export interface Settlement {
  /** What the player gets back, stake included (0 on a loss). */
  payoutMinor: bigint;
  /** Turnover: the stake, less any part handed back without being won or lost. */
  validStakeMinor: bigint;
}

/** A bet that pays `odds` to 1 when it wins and loses the stake otherwise. */
export const paysToOne = (won: boolean, odds: bigint, stakeMinor: bigint): Settlement => ({
  payoutMinor: won ? stakeMinor * (odds + 1n) : 0n,
  validStakeMinor: stakeMinor,
});

/** The stake handed back untouched: neither won nor lost, so no turnover. */
export const push = (stakeMinor: bigint): Settlement => ({
  payoutMinor: stakeMinor,
  validStakeMinor: 0n,
});
