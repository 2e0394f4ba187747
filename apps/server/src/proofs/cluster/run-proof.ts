import type { Check } from '../bank/checks.ts';
import { runBankProof, type ProofResult } from '../bank/run-proof.ts';
import type { BankProofOptions } from '../bank/config.ts';
import { DEFAULT_RECHECK_MS } from '../../modules/play/games/catalogue.service.ts';
import { jobChecks, settledBetsCheck, spreadCheck } from './checks.ts';
import { Cluster } from './cluster.ts';
import { catalogueCheck, logoutCheck } from './propagation.ts';

/** What every node runs with, beside the bank proof's environment. */
const CLUSTER_ENV = {
  // The jobs' lines are what is counted; a line per request would drown them.
  LOG_LEVEL: 'info',
  LOG_REQUESTS: 'off',
  // Every job often, on every node, so that the nodes race for the same work all run long.
  BOOKS_CHECK_MS: '1000',
  VIP_EVALUATE_MS: '2000',
  AGENT_SETTLE_MS: '2000',
  VENUE_BET_PULL_MS: '1000',
  SPORTS_SETTLE_MS: '1000',
  SESSION_CACHE_MS: '2000',
};

export type ClusterResult = ProofResult & {
  nodes: number;
  jobItems: number;
  /** The cluster's own checks, passed or not, for the report. */
  own: Check[];
};

/**
 * The bank proof on `nodes` nodes behind a round-robin proxy (its kills take one node down at a
 * time), then: each background job's items done once across the nodes; every node served; a
 * catalogue change and a log-out on one node seen by the others within their caches' times.
 */
export async function runClusterProof(
  options: BankProofOptions,
  nodes: number,
  progress: (line: string) => void = () => {},
): Promise<ClusterResult> {
  if (!options.databaseUrl) {
    throw new Error('nodes share one database: run with DATABASE_URL (PostgreSQL), and REDIS_URL');
  }
  let cluster: Cluster | undefined;
  const own: Check[] = [];
  const result = await runBankProof(options, progress, {
    title: `Cluster proof (${nodes} nodes behind a round-robin proxy)`,
    env: CLUSTER_ENV,
    server: (env, onIncident) => (cluster = new Cluster(env, onIncident, nodes)),
    checks: async ({ members, runTag, books }) => {
      const c = cluster!;
      const urls = c.nodes.map((node) => node.url());
      own.push(
        ...jobChecks(c.jobItems, ['reconcile', 'settle', 'books']),
        settledBetsCheck([...books.bets.values()].flat(), c.jobItems),
        spreadCheck(c.spread(), nodes),
        await catalogueCheck(urls, DEFAULT_RECHECK_MS, runTag),
        await logoutCheck(urls, members[0]!.account, Number(CLUSTER_ENV.SESSION_CACHE_MS)),
      );
      return own;
    },
  });
  const lines = own.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}`);
  const report = result.report.replace(
    /\n(\d+ passed, \d+ failed)$/,
    `\nThe cluster's own checks:\n${lines.join('\n')}\n\n$1`,
  );
  return { ...result, report, nodes, jobItems: cluster?.jobItems.length ?? 0, own };
}
