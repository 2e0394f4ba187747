// `npm run proof:fuzz`: how many requests (PROOF_FUZZ_REQUESTS, 100,000 by default) from which
// seed (PROOF_FUZZ_SEED, random and printed). The server: the test defaults, the global per-address
// limit out of the way (each request comes from an address of its own anyway), the venue an
// address where nothing answers (a move that gets that far waits 200 ms and is unknown: 502).
export const fuzzServerConfig: Record<string, string> = {
  CAPTCHA: 'off',
  SMS_OUTBOX: 'on',
  VENUE_URL: 'http://127.0.0.1:9',
  VENUE_TIMEOUT_MS: '200',
};

export function fuzzOptions(env: NodeJS.ProcessEnv = process.env) {
  return {
    requests: Number(env.PROOF_FUZZ_REQUESTS ?? 100_000),
    seed: Number(env.PROOF_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31)),
  };
}
