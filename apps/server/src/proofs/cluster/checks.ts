import type { Check } from '../bank/checks.ts';
import type { ServerBet } from '../bank/book.ts';
import { JOBS, type Job, type JobItem } from './job-lines.ts';

/** Each job's items, each done by one node once; and the jobs that must have run, did. */
export function jobChecks(items: readonly JobItem[], mustRun: readonly Job[]): Check[] {
  const checks: Check[] = [];
  for (const job of Object.keys(JOBS) as Job[]) {
    const mine = items.filter((i) => i.job === job);
    const byItem = new Map<string, JobItem[]>();
    for (const i of mine) byItem.set(i.item, [...(byItem.get(i.item) ?? []), i]);
    const twice = [...byItem.entries()].filter(([, seen]) => seen.length > 1);
    const byNode = new Map<number, number>();
    for (const i of mine) byNode.set(i.node, (byNode.get(i.node) ?? 0) + 1);
    const spread = [...byNode.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([node, n]) => `node ${node}: ${n}`)
      .join(', ');
    const ran = mine.length > 0 || !mustRun.includes(job);
    checks.push({
      name: `${JOBS[job]}: each of its ${byItem.size} items done once across the nodes (${spread || 'none'})`,
      ok: twice.length === 0 && ran,
      ...(twice.length
        ? {
            detail:
              `${twice.length} items done more than once: ` +
              twice
                .slice(0, 10)
                .map(
                  ([item, seen]) =>
                    `${item} by ${seen.map((s) => `node ${s.node} life ${s.life}`).join(' and ')}`,
                )
                .join('; '),
          }
        : ran
          ? {}
          : { detail: 'the workload gives it work, and no node did any' }),
    });
  }
  return checks;
}

/**
 * Every bet the books show settled by its result was settled by a job line, in its first version:
 * the count is exact, not only "at most once".
 */
export function settledBetsCheck(bets: readonly ServerBet[], items: readonly JobItem[]): Check {
  const logged = new Set(items.filter((i) => i.job === 'settle').map((i) => i.item));
  const settled = bets.filter((b) => b.state !== 'open' && b.state !== 'cashed_out');
  const missing = settled.filter((b) => !logged.has(`${b.id}:1`));
  return {
    name: `each of the ${settled.length} bets settled by a result was settled by exactly one node's job line`,
    ok: missing.length === 0,
    ...(missing.length
      ? {
          detail: `${missing.length} settled with no line: ${missing
            .slice(0, 20)
            .map((b) => `bet ${b.id} (${b.state})`)
            .join(', ')}`,
        }
      : {}),
  };
}

/** Every node answered some of the workload's requests. */
export function spreadCheck(sent: ReadonlyMap<number, number>, nodes: number): Check {
  const counts = Array.from({ length: nodes }, (_, i) => sent.get(i + 1) ?? 0);
  return {
    name: `the proxy spread the requests over the ${nodes} nodes (${counts.join(' / ')})`,
    ok: counts.every((n) => n > 0),
  };
}
