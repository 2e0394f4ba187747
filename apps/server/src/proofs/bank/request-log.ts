import { createWriteStream, type WriteStream } from 'node:fs';

// Every request the proof sends, with its key, body and what came back. The checks at the end
// are computed from this log alone plus what the server and the simulator show then, so a
// failure can always be traced to the requests behind it.

export type Envelope = { status: boolean; data?: unknown; code?: string; msg?: string };

/** An answer we can trust as final, or none: the outcome of the request is unknown. */
export type Answer =
  | { kind: 'answer'; http: number; body: Envelope }
  | { kind: 'none'; reason: string; http?: number };

export type Op =
  | 'register'
  | 'fund'
  | 'transfer'
  | 'recall'
  | 'withdraw'
  | 'pay'
  | 'reject'
  | 'bet'
  | 'quote'
  | 'cashout'
  | 'assets'
  | 'balance'
  | 'walletlist'
  | 'other';

/** Who sends it: a member (by index in the run's member list) or the operator `admin`. */
export type Sender = { member: number } | { operator: true } | { anonymous: true };

export type Phase = 'setup' | 'run' | 'retry' | 'replay' | 'check';

export type Entry = {
  seq: number;
  phase: Phase;
  client: string;
  op: Op;
  sender: Sender;
  method: 'GET' | 'POST';
  path: string;
  key?: string;
  body?: Record<string, unknown>;
  /** Which start of the server the request was sent to (0 is the first). */
  life: number;
  sentAt: number;
  doneAt: number;
  answer: Answer;
  retryOf?: number;
  replayOf?: number;
};

export type Incident = { at: number; what: string };

/** True for the money writes whose keys the proof tracks. */
export const isMoneyWrite = (op: Op) =>
  op === 'fund' ||
  op === 'transfer' ||
  op === 'recall' ||
  op === 'withdraw' ||
  op === 'pay' ||
  op === 'reject' ||
  op === 'bet' ||
  op === 'cashout';

export class RequestLog {
  readonly entries: Entry[] = [];
  readonly incidents: Incident[] = [];
  private readonly file: WriteStream | undefined;
  private seq = 0;

  constructor(path?: string) {
    this.file = path ? createWriteStream(path, { flags: 'a' }) : undefined;
  }

  nextSeq(): number {
    return (this.seq += 1);
  }

  add(entry: Entry): Entry {
    this.entries.push(entry);
    this.file?.write(`${JSON.stringify(entry)}\n`);
    return entry;
  }

  /** Kills, restarts, database stops: printed with the requests around them. */
  incident(what: string) {
    const incident = { at: Date.now(), what };
    this.incidents.push(incident);
    this.file?.write(`${JSON.stringify({ incident: what, at: incident.at })}\n`);
  }

  bySeq(seq: number): Entry | undefined {
    // Sequence numbers are handed out before the answer comes, so the array is not sorted by them.
    return this.entries.find((e) => e.seq === seq);
  }

  /**
   * Each keyed money write of the run with the answer that counts: its own when it had one, else
   * its last retry's. Retries and replays are not requests of their own here.
   */
  keyedWrites(): { first: Entry; final: Entry }[] {
    const retries = new Map<number, Entry>();
    for (const e of this.entries) if (e.retryOf !== undefined) retries.set(e.retryOf, e);
    return this.entries
      .filter((e) => e.key !== undefined && e.retryOf === undefined && e.replayOf === undefined)
      .map((first) => ({ first, final: retries.get(first.seq) ?? first }));
  }

  async close(): Promise<void> {
    const file = this.file;
    if (file) await new Promise<void>((resolve) => file.end(resolve));
  }
}

// The encrypted withdrawal password is long and says nothing to a reader.
const bodyText = (body: Record<string, unknown>) =>
  JSON.stringify(body, (k, v: unknown) => (k === 'wpassword' ? '…' : v));

/** One line for a report: what was sent and what came back. */
export function describe(e: Entry): string {
  const who = 'member' in e.sender ? `m${e.sender.member}` : 'operator' in e.sender ? 'op' : '-';
  const answer =
    e.answer.kind === 'none'
      ? `NO ANSWER (${e.answer.reason})`
      : `${e.answer.http} ${JSON.stringify(e.answer.body).slice(0, 300)}`;
  const tag = e.retryOf ? ` retry of #${e.retryOf}` : e.replayOf ? ` replay of #${e.replayOf}` : '';
  return (
    `#${e.seq} ${e.phase}${tag} life ${e.life} ${who} ${e.method} ${e.path}` +
    `${e.key ? ` key=${e.key}` : ''}${e.body ? ` body=${bodyText(e.body)}` : ''} -> ${answer}`
  );
}
