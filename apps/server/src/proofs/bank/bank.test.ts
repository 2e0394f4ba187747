import { describe, expect, it } from 'vitest';
import { loadProofOptions } from './config.ts';
import { runBankProof } from './run-proof.ts';

// The reduced bank proof inside `npm test`: real server and venue simulator processes, members
// made over HTTP, 8 clients moving money and betting for 20 s of server uptime while the server is SIGKILLed
// twice. On PGlite without DATABASE_URL; on a database of its own on that server with it (and
// REDIS_URL if set). The full size is `npm run proof:bank` (README.md here).

// Never stops PostgreSQL: other test files may be using the same server.
const options = {
  ...loadProofOptions({ members: 20, clients: 8, seconds: 20, kills: 2 }),
  pgRestart: false,
};

describe('bank proof (reduced)', () => {
  it(
    'loses and doubles no money across two server crashes',
    // Its own timeout: a first start migrates and seeds every brand, and each restart takes
    // seconds on this machine; the config's 30 s are for tests without processes.
    { timeout: 420_000 },
    async () => {
      const result = await runBankProof(options);
      const report = `${result.report}\nstats: ${JSON.stringify(result.stats)}`;
      expect(result.failed, report).toBe(0);
      // And it was a proof: the kills happened under load and money moved. A low bar: a busy
      // machine (the rest of `npm test` runs beside it) moves little money in 20 s.
      expect(result.stats.kills, report).toBe(options.kills);
      expect(result.stats.moves, report).toBeGreaterThanOrEqual(10);
      expect(result.stats.bets, report).toBeGreaterThanOrEqual(3);
      expect(result.passed, report).toBeGreaterThan(options.members * 8);
    },
  );
});
