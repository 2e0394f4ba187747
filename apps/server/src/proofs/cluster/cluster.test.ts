import { describe, expect, it } from 'vitest';
import { loadProofOptions } from '../bank/config.ts';
import { runClusterProof } from './run-proof.ts';

// The reduced cluster proof inside `npm test`: three server processes on one PostgreSQL database
// (and Redis when REDIS_URL is set) behind a round-robin proxy, 8 clients for 20 s while one
// node is SIGKILLed and started again. Nodes cannot share the embedded database (PGlite lives in
// one process), so the embedded pass of `npm test` skips it and the PostgreSQL pass runs it. The
// full size is `npm run proof:cluster`.

const options = {
  ...loadProofOptions({ members: 20, clients: 8, seconds: 20, kills: 1 }),
  pgRestart: false,
};

describe.skipIf(!options.databaseUrl)('cluster proof (reduced, PostgreSQL only)', () => {
  it(
    'three nodes lose and double no money, do each job item once, and share changes in time',
    { timeout: 480_000 },
    async () => {
      const result = await runClusterProof(options, 3);
      const report = `${result.report}\nstats: ${JSON.stringify(result.stats)}`;
      expect(result.failed, report).toBe(0);
      // A proof, not an idle run: a node died under load, money moved, bets were placed and
      // settled, and the jobs' lines were read.
      expect(result.stats.kills, report).toBe(1);
      expect(result.stats.moves, report).toBeGreaterThanOrEqual(10);
      expect(result.stats.bets, report).toBeGreaterThanOrEqual(3);
      expect(result.jobItems, report).toBeGreaterThan(0);
    },
  );
});
