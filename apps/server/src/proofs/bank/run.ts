import { loadProofOptions } from './config.ts';
import { printProof } from './print-proof.ts';
import { runBankProof } from './run-proof.ts';

// `npm run proof:bank`: the full-size run (24 members, 16 clients, 120 s, 5 kills unless the
// PROOF_* variables say otherwise; see config.ts). Exits non-zero on any failed check.

const options = loadProofOptions();
const log = (line: string) => {
  if (options.verbose) console.error(`[bank] ${line}`);
};
await printProof(() => runBankProof(options, log));
