import { loadProofOptions } from '../bank/config.ts';
import { clusterNodes } from './config.ts';
import { runClusterProof } from './run-proof.ts';

// `npm run proof:cluster`: three nodes on the DATABASE_URL server (and REDIS_URL), the bank
// proof's full size (24 members, 16 clients, 120 s, 5 kills of a node) unless PROOF_* say
// otherwise. Exits non-zero on any failed check.

const options = loadProofOptions();
const log = (line: string) => {
  if (options.verbose) console.error(`[cluster] ${line}`);
};
try {
  const result = await runClusterProof(options, clusterNodes(), log);
  console.log(result.report);
  process.exitCode = result.failed > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
}
