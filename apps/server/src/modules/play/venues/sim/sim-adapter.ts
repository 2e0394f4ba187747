import { createHmac } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Pool } from 'undici';
import { currencyScale, isCurrencyCode } from '@kirin/contract';
import {
  VenueRefusal,
  VenueUnknown,
  type VenueAdapter,
  type VenueBet,
  type VenueConnection,
  type VenueTransferInput,
  type VenueTransferStatus,
} from '../venue-adapter.ts';

/** The protocol's amounts have two decimals; our minor units follow the site currency's scale. */
const WIRE_SCALE = 2;

type Envelope = { ok: true; data: unknown } | { ok: false; code: string; message?: string };

/**
 * Adapter for venues speaking docs/venue-protocol.md (apps/venue-sim). Every request is signed;
 * any answer other than a well-formed 2xx or 4xx counts as "unknown".
 */
export class SimVenueAdapter implements VenueAdapter {
  /** The base URL's path ('' or '/prefix'), put before each protocol path. */
  private readonly prefix: string;
  readonly unit: bigint;
  // Kept-alive connections: a move is one or two calls, and a new TCP connection each time
  // would cost as much as the call. None when the base URL is unusable: every call is then
  // "unknown", as when the venue does not answer.
  private readonly pool: Pool | undefined;

  constructor(
    private readonly connection: VenueConnection,
    private readonly timeoutMs: number,
  ) {
    // A base URL may carry a path prefix; requests go to the pool of its origin.
    const base = URL.canParse(connection.baseUrl) ? new URL(connection.baseUrl) : undefined;
    this.prefix = base?.pathname.replace(/\/+$/, '') ?? '';
    this.pool = base && new Pool(base.origin, { keepAliveTimeout: 10_000, connections: 64 });
    const scale = isCurrencyCode(connection.currency) ? currencyScale(connection.currency) : 2;
    this.unit = 10n ** BigInt(Math.max(0, scale - WIRE_SCALE));
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  async ensurePlayer(player: string, currency: string): Promise<void> {
    await this.call('POST', '/v1/players', { player, currency });
  }

  async balance(player: string): Promise<bigint> {
    const data = await this.call('GET', `/v1/players/${encodeURIComponent(player)}/balance`);
    return this.fromWire(field(data, 'balance'));
  }

  async transfer(input: VenueTransferInput): Promise<{ balance: bigint }> {
    const data = await this.call('POST', '/v1/transfers', {
      traceId: input.traceId,
      player: input.player,
      direction: input.direction,
      amount: this.toWire(input.amount),
      currency: input.currency,
      deadline: input.deadline.toISOString(),
    });
    if (field(data, 'status') !== 'applied') throw new VenueUnknown('transfer not applied');
    return { balance: this.fromWire(field(data, 'balance')) };
  }

  async transferStatus(traceId: string): Promise<VenueTransferStatus> {
    const data = await this.call('GET', `/v1/transfers/${encodeURIComponent(traceId)}`);
    const status = field(data, 'status');
    if (status === 'applied' || status === 'cancelled') return { status };
    if (status === 'refused') {
      const code = (data as { code?: unknown }).code;
      return { status, code: typeof code === 'string' ? code : 'REFUSED' };
    }
    throw new VenueUnknown(`unexpected transfer status ${status}`);
  }

  async launchUrl(input: { player: string; game: string; lang: string; returnUrl: string }) {
    const data = await this.call('POST', '/v1/launch', input);
    const embeddable = (data as { embeddable?: unknown }).embeddable;
    return { url: field(data, 'url'), embeddable: embeddable !== false };
  }

  async pullBets(cursor: string, limit: number) {
    const query = new URLSearchParams({ cursor, limit: String(limit) });
    const data = (await this.call('GET', `/v1/bets?${query}`)) as {
      bets?: unknown;
      nextCursor?: unknown;
    };
    if (!Array.isArray(data.bets) || typeof data.nextCursor !== 'string') {
      throw new VenueUnknown('malformed bet page');
    }
    return {
      bets: data.bets.map((b) => this.bet(b as Record<string, unknown>)),
      nextCursor: data.nextCursor,
    };
  }

  private bet(b: Record<string, unknown>): VenueBet {
    const text = (key: string) => {
      const value = b[key];
      if (typeof value !== 'string') throw new VenueUnknown(`bet without ${key}`);
      return value;
    };
    const status = text('status');
    if (status !== 'open' && status !== 'settled' && status !== 'void') {
      throw new VenueUnknown(`bet status ${status}`);
    }
    const settledAt = typeof b['settledAt'] === 'string' ? new Date(b['settledAt']) : null;
    return {
      betId: text('betId'),
      player: text('player'),
      game: text('game'),
      round: typeof b['round'] === 'string' ? b['round'] : '',
      currency: text('currency'),
      stake: this.fromWire(text('stake')),
      validStake: this.fromWire(text('validStake')),
      payout: this.fromWire(text('payout')),
      status,
      placedAt: new Date(text('placedAt')),
      settledAt,
      detail:
        b['detail'] && typeof b['detail'] === 'object'
          ? (b['detail'] as Record<string, unknown>)
          : {},
    };
  }

  private toWire(minor: bigint): string {
    if (minor % this.unit !== 0n)
      throw new VenueRefusal('BAD_AMOUNT', 'more decimals than the venue keeps');
    const cents = minor / this.unit;
    return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  }

  private fromWire(text: string): bigint {
    const match = /^(\d{1,15})\.(\d{2})$/.exec(text);
    if (!match) throw new VenueUnknown(`malformed amount ${text}`);
    return (BigInt(match[1] as string) * 100n + BigInt(match[2] as string)) * this.unit;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const operator = this.connection.credentials['operator'] ?? '';
    const secret = this.connection.credentials['secret'] ?? '';
    const payload = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', secret)
      .update(`${method}\n${path}\n${timestamp}\n${payload}`)
      .digest('hex');
    let status: number;
    let envelope: Envelope;
    if (!this.pool) throw new VenueUnknown(`no usable base URL: '${this.connection.baseUrl}'`);
    const deadline = callDeadline(this.timeoutMs);
    try {
      const response = await this.pool.request({
        path: `${this.prefix}${path}`,
        method,
        headers: {
          'content-type': 'application/json',
          'x-venue-operator': operator,
          'x-venue-timestamp': timestamp,
          'x-venue-signature': signature,
        },
        ...(body === undefined ? {} : { body: payload }),
        signal: deadline.signal,
      });
      status = response.statusCode;
      try {
        envelope = (await response.body.json()) as Envelope;
      } catch (error) {
        throw new VenueUnknown(`unreadable answer (HTTP ${status})`, { cause: error });
      }
    } catch (error) {
      if (error instanceof VenueUnknown) throw error;
      throw new VenueUnknown(`no answer: ${(error as Error).message}`, { cause: error });
    } finally {
      deadline.clear();
    }
    if (status >= 200 && status < 300 && envelope?.ok === true) return envelope.data;
    if (status >= 400 && status < 500 && envelope?.ok === false) {
      throw new VenueRefusal(envelope.code, envelope.message);
    }
    throw new VenueUnknown(`HTTP ${status}`);
  }
}

/**
 * The end of a call's time, as a signal undici aborts the request and its body on. undici takes an
 * event emitter as well as an AbortSignal, and `AbortSignal.timeout` cost about a third of a
 * call's CPU in the client (bench/README.md, venue transfers).
 */
function callDeadline(ms: number) {
  const signal = Object.assign(new EventEmitter(), { aborted: false });
  const timer = setTimeout(() => {
    signal.aborted = true;
    signal.emit('abort');
  }, ms);
  return { signal, clear: () => clearTimeout(timer) };
}

function field(data: unknown, key: string): string {
  const value = (data as Record<string, unknown> | null)?.[key];
  if (typeof value !== 'string') throw new VenueUnknown(`answer without ${key}`);
  return value;
}
