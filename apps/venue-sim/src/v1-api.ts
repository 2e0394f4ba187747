import { type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type FaultSwitch } from './faults.ts';
import { headerValue, parseObject, readBody, sendOk, sendRefusal } from './http-io.ts';
import { parseWireAmount } from './money.ts';
import { type Lang } from './persistence.ts';
import { refusals } from './refusal.ts';
import { operatorSecret, verifyRequest } from './signature.ts';
import { type TransferRequest, type VenueStore } from './store.ts';

export const MAX_CLOCK_SKEW_MS = 60_000;
export const LANGS: readonly Lang[] = ['zh-CN', 'zh-HK', 'en'];

const OPERATOR = /^[A-Za-z0-9_.:-]{1,64}$/;
const PLAYER = /^[a-z0-9_]{3,32}$/;
const TRACE_ID = /^[A-Za-z0-9_-]{8,64}$/;
const CURRENCY = /^[A-Z][A-Z0-9]{2,9}$/;
const GAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export interface V1Context {
  store: VenueStore;
  faults: FaultSwitch;
  masterSecret: string;
  /** Base of launch URLs, no trailing slash. */
  publicUrl: () => string;
  /** Aborted when the simulator closes, so held answers stop waiting. */
  signal: AbortSignal;
}

type Body = Record<string, unknown>;

function field(body: Body, name: string, pattern: RegExp): string {
  const value = body[name];
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw refusals.badRequest(`${name} is missing or malformed`);
  }
  return value;
}

function jsonBody(raw: string): Body {
  const body = parseObject(raw);
  if (!body) throw refusals.badRequest('body must be a JSON object');
  return body;
}

function parseTransfer(body: Body): TransferRequest {
  const traceId = field(body, 'traceId', TRACE_ID);
  const player = field(body, 'player', PLAYER);
  const direction = body.direction;
  if (direction !== 'in' && direction !== 'out') {
    throw refusals.badRequest('direction must be "in" or "out"');
  }
  const amountMinor = parseWireAmount(body.amount);
  if (amountMinor === undefined) {
    throw refusals.badRequest('amount must be a positive decimal with exactly two decimals');
  }
  const currency = field(body, 'currency', CURRENCY);
  const deadlineMs = typeof body.deadline === 'string' ? Date.parse(body.deadline) : NaN;
  if (Number.isNaN(deadlineMs)) throw refusals.badRequest('deadline must be an ISO 8601 instant');
  return { traceId, player, direction, amountMinor, currency, deadlineMs };
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The operator whose secret signed the request; throws the protocol's 401s. */
function authenticate(request: IncomingMessage, raw: string, masterSecret: string): string {
  const operator = headerValue(request, 'x-venue-operator');
  const timestamp = headerValue(request, 'x-venue-timestamp');
  const signature = headerValue(request, 'x-venue-signature');
  if (!operator || !OPERATOR.test(operator) || timestamp === undefined) {
    throw refusals.badSignature();
  }
  const parts = {
    method: request.method ?? 'GET',
    pathWithQuery: request.url ?? '/',
    timestamp,
    body: raw,
  };
  if (!verifyRequest(parts, operatorSecret(masterSecret, operator), signature)) {
    throw refusals.badSignature();
  }
  // Checked after the signature: only a genuine but old request deserves to hear it is stale.
  if (
    !/^\d{1,16}$/.test(timestamp) ||
    Math.abs(Date.now() - Number(timestamp)) > MAX_CLOCK_SKEW_MS
  ) {
    throw refusals.staleRequest();
  }
  return operator;
}

/**
 * `POST /v1/transfers` under the fault drawn for it. A timeout holds the request before it is
 * looked at, like a packet stuck in the network: a status query meanwhile cancels the trace id,
 * and the request, when it finally "arrives", is refused with TRACE_CANCELLED.
 */
async function transfer(
  response: ServerResponse,
  context: V1Context,
  operator: string,
  raw: string,
): Promise<void> {
  const input = parseTransfer(jsonBody(raw));
  const fault = context.faults.drawTransferFault();
  if (fault === 'error') return sendRefusal(response, refusals.simulatedError());
  if (fault === 'timeout') {
    await sleep(context.faults.current.timeoutMs, undefined, { signal: context.signal });
  }
  if (fault === 'lost') {
    try {
      context.store.transfer(operator, input, Date.now());
    } catch {
      // Refused or applied, the caller hears nothing either way.
    }
    response.destroy();
    return;
  }
  const result = context.store.transfer(operator, input, Date.now());
  // A caller that gave up during a hold has closed its socket; the answer then goes nowhere.
  if (!response.destroyed) sendOk(response, result);
}

export async function handleV1(
  request: IncomingMessage,
  response: ServerResponse,
  context: V1Context,
): Promise<void> {
  const raw = await readBody(request);
  const { latencyMs } = context.faults.current;
  if (latencyMs > 0) await sleep(latencyMs, undefined, { signal: context.signal });
  const operator = authenticate(request, raw, context.masterSecret);
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://venue');
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const { store } = context;

  if (method === 'POST' && url.pathname === '/v1/players') {
    const body = jsonBody(raw);
    const player = field(body, 'player', PLAYER);
    return sendOk(
      response,
      store.createPlayer(operator, player, field(body, 'currency', CURRENCY)),
    );
  }
  if (method === 'GET' && parts.length === 4 && parts[1] === 'players' && parts[3] === 'balance') {
    const player = parts[2]!;
    if (!PLAYER.test(player)) throw refusals.badRequest('player is malformed');
    return sendOk(response, store.balance(operator, player));
  }
  if (method === 'POST' && url.pathname === '/v1/transfers') {
    return transfer(response, context, operator, raw);
  }
  if (method === 'GET' && parts.length === 3 && parts[1] === 'transfers') {
    const traceId = parts[2]!;
    if (!TRACE_ID.test(traceId)) throw refusals.badRequest('traceId is malformed');
    return sendOk(response, store.transferStatus(operator, traceId, Date.now()));
  }
  if (method === 'POST' && url.pathname === '/v1/launch') {
    const body = jsonBody(raw);
    const player = field(body, 'player', PLAYER);
    const game = field(body, 'game', GAME);
    const lang = body.lang;
    if (!LANGS.includes(lang as Lang)) throw refusals.badRequest('lang must be zh-CN, zh-HK or en');
    if (!isHttpUrl(body.returnUrl)) throw refusals.badRequest('returnUrl must be an http(s) URL');
    const session = store.createSession(
      operator,
      { player, game, lang: lang as Lang, returnUrl: body.returnUrl },
      Date.now(),
    );
    return sendOk(response, {
      url: `${context.publicUrl()}/play?session=${encodeURIComponent(session.token)}`,
      embeddable: true,
      expiresAt: new Date(session.expiresAtMs).toISOString(),
    });
  }
  if (method === 'GET' && url.pathname === '/v1/bets') {
    const limitText = url.searchParams.get('limit') ?? '100';
    const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : 0;
    if (limit < 1 || limit > 500) throw refusals.badRequest('limit must be from 1 to 500');
    return sendOk(response, store.betsAfter(operator, url.searchParams.get('cursor') ?? '', limit));
  }
  throw refusals.notFound();
}
