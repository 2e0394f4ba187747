// The cluster proof's own knob (the rest are the bank proof's PROOF_* variables).

/** PROOF_NODES: how many nodes run behind the proxy (at least 2; 3 by default). */
export function clusterNodes(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.PROOF_NODES;
  if (text === undefined || text === '') return 3;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 2 || value > 8) {
    throw new Error(`PROOF_NODES must be an integer from 2 to 8, got "${text}"`);
  }
  return value;
}
