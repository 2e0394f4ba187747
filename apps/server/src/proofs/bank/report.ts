import type { Check } from './checks.ts';
import { describe, type Entry, type RequestLog } from './request-log.ts';

// The short report a person reads after a run: what was done, what broke on purpose, and which
// checks failed with the requests behind them.

const rootOf = (e: Entry) => e.retryOf ?? e.replayOf ?? e.seq;

function outcome(e: Entry): string {
  if (e.answer.kind === 'none') return e.answer.http ? `HTTP ${e.answer.http}` : 'no answer';
  const body = e.answer.body;
  if (!body.status) return body.code ?? (body.data === 'token' ? 'session' : 'refused');
  if (e.op === 'transfer') return (body.data as { state: string }).state;
  if (e.op === 'recall') return `${(body.data as { list: unknown[] }).list.length} moves`;
  return 'ok';
}

/** "transfer: 812 (posted 700, voided 40, pending 12, INSUFFICIENT_FUNDS 50, no answer 10)". */
export function tally(entries: readonly Entry[]): string[] {
  const byOp = new Map<string, Map<string, number>>();
  for (const e of entries) {
    const counts = byOp.get(e.op) ?? new Map<string, number>();
    const o = outcome(e);
    counts.set(o, (counts.get(o) ?? 0) + 1);
    byOp.set(e.op, counts);
  }
  return [...byOp.entries()].map(([op, counts]) => {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const parts = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
    return `  ${op}: ${total} (${parts.join(', ')})`;
  });
}

export function report(input: {
  heading: string[];
  log: RequestLog;
  retriedCount: number;
  selfExits: readonly string[];
  checks: readonly Check[];
  serverErrors: readonly string[];
  timings: readonly string[];
}): string {
  const { log, checks } = input;
  const run = log.entries.filter((e) => e.phase === 'run');
  const retries = log.entries.filter((e) => e.phase === 'retry');
  const lines = [
    ...input.heading,
    '',
    `Requests during the crashes (${run.length}):`,
    ...tally(run),
  ];
  lines.push(
    '',
    'Incidents:',
    ...log.incidents.map((i) => `  ${new Date(i.at).toISOString()} ${i.what}`),
  );
  lines.push('', `Unanswered money writes sent again with their keys: ${input.retriedCount}`);
  if (retries.length > 0) lines.push(...tally(retries));
  if (input.selfExits.length > 0) {
    lines.push('', `The server exited by itself ${input.selfExits.length} times (started again):`);
    lines.push(...input.selfExits.map((l) => `  ${l}`));
  }
  // 5xx while the server ran: not crashes of ours but faults of its own, worth a look.
  const faults = run.filter((e) => e.answer.kind === 'none' && e.answer.http);
  if (faults.length > 0) {
    lines.push('', `Answered with HTTP 5xx during the crashes (${faults.length}, first 10):`);
    lines.push(
      ...faults
        .slice(0, 10)
        .map((e) => `  ${new Date(e.doneAt).toISOString().slice(11, 23)} ${describe(e)}`),
    );
  }
  if (input.serverErrors.length > 0) {
    lines.push('', `Server log lines at level error (${input.serverErrors.length}, first 10):`);
    lines.push(...input.serverErrors.slice(0, 10).map((l) => `  ${l}`));
  }
  lines.push('', 'Phases:', ...input.timings.map((t) => `  ${t}`));
  // The books' checks first: a replay that differs usually follows from them.
  const failures = checks
    .filter((c) => !c.ok)
    .sort((a, b) => Number(a.name.startsWith('replay')) - Number(b.name.startsWith('replay')));
  if (failures.length > 0) {
    lines.push('', 'FAILED CHECKS:');
    for (const c of failures.slice(0, 40)) {
      lines.push(`- ${c.name}`);
      if (c.detail)
        lines.push(
          ...c.detail
            .split('\n')
            .slice(0, 20)
            .map((l) => `    ${l}`),
        );
      const evidence = (c.evidence ?? []).slice(0, 8);
      for (const e of evidence) lines.push(`    ${describe(e)}`);
      // The other sends of the same requests: the first, its retries, its replays.
      const shown = new Set(evidence.map((x) => x.seq));
      for (const root of new Set(evidence.slice(0, 3).map(rootOf))) {
        const related = log.entries.filter((x) => rootOf(x) === root && !shown.has(x.seq));
        for (const r of related.slice(0, 4)) {
          shown.add(r.seq);
          lines.push(`      ${describe(r)}`);
        }
      }
    }
    if (failures.length > 40) lines.push(`… and ${failures.length - 40} more`);
  }
  const passedCount = checks.length - failures.length;
  lines.push('', `${passedCount} passed, ${failures.length} failed`);
  return lines.join('\n');
}
