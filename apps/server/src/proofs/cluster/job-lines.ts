// The lines the background jobs write after each unit of work commits (LOG_LEVEL=info), read
// back as items: what was done, by which job. The same item twice, on one node or two, is work
// done twice, even where the ledger's keys kept the money right.

export const JOBS = {
  reconcile: 'venue transfer reconciliation',
  settle: 'sportsbook settlement',
  pull: 'bet pull',
  books: 'books check',
  vip: 'vip evaluation',
  agents: 'agent settlement',
} as const;

export type Job = keyof typeof JOBS;
export type JobItem = { job: Job; item: string; node: number; life: number };

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The items one log line reports (none for a line that is not a job's). */
export function jobItemsOf(entry: Record<string, unknown>): Omit<JobItem, 'node' | 'life'>[] {
  switch (entry.msg) {
    case 'venue transfer settled by the reconciler':
      return [{ job: 'reconcile', item: text(entry.traceId) }];
    case 'sportsbook bets settled':
      // "bet id:settlement version": a resettlement is a new item, the same version is not.
      return (Array.isArray(entry.settled) ? entry.settled : []).map((item) => ({
        job: 'settle' as const,
        item: text(item),
      }));
    case 'venue bets pulled':
      return [
        { job: 'pull', item: `${text(entry.siteCode)}/${text(entry.venue)}@${text(entry.from)}` },
      ];
    case 'books checked':
      // Each run starts where the last one ended: a start seen twice is a stretch checked twice.
      return [{ job: 'books', item: text(entry.since) }];
    case 'vip level changed':
      return [
        {
          job: 'vip',
          item: `${text(entry.siteCode)}/${text(entry.memberId)}:${text(entry.from)}>${text(entry.to)}`,
        },
      ];
    case 'agent commission settled':
      return [{ job: 'agents', item: `${text(entry.site)}/${text(entry.period)}` }];
    default:
      return [];
  }
}
