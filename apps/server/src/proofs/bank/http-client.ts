import type { Answer, Entry, Envelope, Op, Phase, RequestLog, Sender } from './request-log.ts';

export const SITE = 'pgdz';
const DEVICE = 'h5_ios_proofbank01_proofbank02';

/** Where the server is now and in which life: it moves to a new port after every restart. */
export type Target = { url(): string; life(): number };

export type Call = {
  phase: Phase;
  client: string;
  op: Op;
  sender: Sender;
  method: 'GET' | 'POST';
  path: string;
  key?: string;
  body?: Record<string, unknown>;
  retryOf?: number;
  replayOf?: number;
};

/**
 * Sends requests as the member site does (JSON, `site_code`, session token in `t`) and logs each
 * one. No answer means the outcome is unknown: refused or reset connections, our timeout, and
 * 5xx (API.md: a server fault, no promise about what happened).
 */
export class HttpClient {
  private readonly tokens = new Map<string, string>();

  constructor(
    private readonly target: Target,
    readonly log: RequestLog,
    private readonly timeoutMs = 20_000,
  ) {}

  url(): string {
    return this.target.url();
  }

  setToken(sender: Sender, token: string) {
    this.tokens.set(senderKey(sender), token);
  }

  async send(call: Call): Promise<Entry> {
    const seq = this.log.nextSeq();
    const life = this.target.life();
    const headers: Record<string, string> = { site_code: SITE, device_no: DEVICE };
    const token = this.tokens.get(senderKey(call.sender));
    if (token) headers.t = token;
    if (call.key) headers['idempotency-key'] = call.key;
    if (call.body) headers['content-type'] = 'application/json';
    const sentAt = Date.now();
    const answer = await this.fetchAnswer(`${this.target.url()}${call.path}`, {
      method: call.method,
      headers,
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    });
    return this.log.add({ seq, ...call, life, sentAt, doneAt: Date.now(), answer });
  }

  /** A request outside the log (the simulator's test switches, operator reads at the end). */
  async json<T>(url: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  /** An operator read of the server's own view, outside the log; throws unless it succeeded. */
  async operatorGet<T>(path: string): Promise<T> {
    const body = await this.json<Envelope>(`${this.target.url()}${path}`, {
      headers: { site_code: SITE, t: this.tokens.get(senderKey({ operator: true })) ?? '' },
    });
    if (!body.status) throw new Error(`GET ${path} refused: ${JSON.stringify(body)}`);
    return body.data as T;
  }

  private async fetchAnswer(url: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      return { kind: 'none', reason: reasonOf(error) };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return { kind: 'none', reason: `body cut: ${reasonOf(error)}`, http: response.status };
    }
    if (response.status >= 500)
      return { kind: 'none', reason: `HTTP ${response.status}`, http: response.status };
    try {
      return { kind: 'answer', http: response.status, body: JSON.parse(text) as Envelope };
    } catch {
      return { kind: 'none', reason: `not JSON: ${text.slice(0, 80)}`, http: response.status };
    }
  }
}

const senderKey = (sender: Sender) =>
  'member' in sender ? `m${sender.member}` : 'operator' in sender ? 'op' : 'anon';

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timeout';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
