import { operatorSecret, signRequest } from '../signature.ts';
import {
  DEFAULT_MASTER_SECRET,
  startVenueSim,
  type VenueSim,
  type VenueSimOptions,
} from '../venue-sim.ts';

export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

// Answers are `{ ok, data }` or `{ ok: false, code, message }`; tests mostly look at `data`.
export type Envelope = {
  ok: boolean;
  data?: Record<string, unknown>;
  code?: string;
  message?: string;
};

async function answer<T>(response: Response): Promise<JsonAnswer<T>> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface CallOptions {
  /** Overrides the signing: another secret, a fixed timestamp, or a raw signature header. */
  secret?: string;
  timestamp?: string;
  signature?: string | null;
  signal?: AbortSignal;
}

/** Speaks the venue protocol as Kirin's adapter does: signed with the operator's secret. */
export class VenueClient {
  readonly secret: string;

  constructor(
    readonly baseUrl: string,
    readonly operator = 'site_a',
    masterSecret = DEFAULT_MASTER_SECRET,
  ) {
    this.secret = operatorSecret(masterSecret, operator);
  }

  async call(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<JsonAnswer<Envelope>> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = options.timestamp ?? String(Date.now());
    const signature =
      options.signature === undefined
        ? signRequest(
            { method, pathWithQuery, timestamp, body: raw },
            options.secret ?? this.secret,
          )
        : options.signature;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-venue-operator': this.operator,
      'x-venue-timestamp': timestamp,
    };
    if (signature !== null) headers['x-venue-signature'] = signature;
    return answer<Envelope>(
      await fetch(`${this.baseUrl}${pathWithQuery}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : raw,
        signal: options.signal,
      }),
    );
  }

  get(pathWithQuery: string, options?: CallOptions) {
    return this.call('GET', pathWithQuery, undefined, options);
  }

  post(path: string, body: unknown, options?: CallOptions) {
    return this.call('POST', path, body, options);
  }

  createPlayer(player: string, currency = 'CNY') {
    return this.post('/v1/players', { player, currency });
  }

  transfer(fields: Record<string, unknown>, options?: CallOptions) {
    return this.post('/v1/transfers', transferBody(fields), options);
  }

  status(traceId: string) {
    return this.get(`/v1/transfers/${traceId}`);
  }

  async balance(player: string): Promise<string> {
    return (await this.get(`/v1/players/${player}/balance`)).body.data!.balance as string;
  }
}

let traceCounter = 0;
export const newTraceId = () => `vt_test_${Date.now()}_${++traceCounter}`;

export function transferBody(fields: Record<string, unknown>) {
  return {
    traceId: newTraceId(),
    player: 'alice_1',
    direction: 'in',
    amount: '100.00',
    currency: 'CNY',
    deadline: new Date(Date.now() + 30_000).toISOString(),
    ...fields,
  };
}

export async function getJson<T = Record<string, unknown>>(url: string): Promise<JsonAnswer<T>> {
  return answer<T>(await fetch(url));
}

export async function postJson<T = Record<string, unknown>>(
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> {
  return answer<T>(
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? '' : JSON.stringify(body),
    }),
  );
}

export interface Harness {
  sim: VenueSim;
  client: VenueClient;
  close(): Promise<void>;
}

/** A simulator on a free port and a client for operator `site_a` with the default secret. */
export async function startHarness(options: VenueSimOptions = {}): Promise<Harness> {
  const sim = await startVenueSim(options);
  return { sim, client: new VenueClient(sim.url), close: () => sim.close() };
}
