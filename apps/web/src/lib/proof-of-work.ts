import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// The picture code's proof of work (ALTCHA v1, as the server's altcha-lib checks it): find the
// number n, at most `maxnumber`, whose SHA-256 of salt + n is the challenge. Computed here rather
// than with crypto.subtle, which a page served over plain http on a LAN address does not have.

type Challenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

const CHUNK = 4000;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Solves the `x-captcha-pow` challenge (base64 JSON) in slices that leave the page responsive
 * while the member types; answers what `x-captcha-proof` carries, or undefined when the challenge
 * is unreadable or has no solution.
 */
export async function solveProofOfWork(
  pow: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  let challenge: Challenge;
  try {
    challenge = JSON.parse(atob(pow)) as Challenge;
  } catch {
    return undefined;
  }
  if (challenge.algorithm !== 'SHA-256') return undefined;
  const max = challenge.maxnumber ?? 1_000_000;
  for (let start = 0; start <= max; start += CHUNK) {
    if (signal?.aborted) return undefined;
    const end = Math.min(max, start + CHUNK - 1);
    for (let n = start; n <= end; n += 1) {
      if (bytesToHex(sha256(utf8ToBytes(challenge.salt + n))) === challenge.challenge) {
        return btoa(JSON.stringify({ ...challenge, number: n }));
      }
    }
    await pause();
  }
  return undefined;
}
