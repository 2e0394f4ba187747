import { loadProofOptions } from '../bank/config.ts';
import { printProof } from '../bank/print-proof.ts';
import { clusterNodes } from './config.ts';
import { runClusterProof } from './run-proof.ts';

// `npm run proof:cluster`: three nodes on the DATABASE_URL server (and REDIS_URL), the bank
// proof's full size (24 members, 16 clients, 120 s, 5 kills of a node) unless PROOF_* say
// otherwise. Exits non-zero on any failed check.

const options = loadProofOptions();
const log = (line: string) => {
  if (options.verbose) console.error(`[cluster] ${line}`);
};
await printProof(() => runClusterProof(options, clusterNodes(), log));
