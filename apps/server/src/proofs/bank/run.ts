import { loadProofOptions } from './config.ts';
import { runBankProof } from './run-proof.ts';

// `npm run proof:bank`: the full-size run (24 members, 16 clients, 120 s, 5 kills unless the
// PROOF_* variables say otherwise; see config.ts). Exits non-zero on any failed check.

const options = loadProofOptions();
const log = (line: string) => {
  if (options.verbose) console.error(`[bank] ${line}`);
};
try {
  const result = await runBankProof(options, log);
  console.log(result.report);
  process.exitCode = result.failed > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
}
