// The one API client (spec §7, API.md "Transport"). Every call to /api goes through request(),
// or requestBlob() (api-blob.ts) for binary answers, which shares the helpers exported here.
import {
  DEFAULT_LANG,
  isTokenEnvelope,
  resolveLang,
  siteCodeHeaderValue,
  type Envelope,
  type RefusalEnvelope,
  type SiteCode,
} from '@kirin/contract';
import { useSessionStore } from '../stores/session-store.ts';
import { getDeviceId } from './device.ts';
import { bigintReplacer, toSearchParams, type QueryValue } from './form-encoding.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const VID_STORAGE_KEY = 'vid';
// Parallel calls that all find the session gone must send the member to sign-in only once.
const INVALID_SESSION_REDIRECT_WINDOW_MS = 1_000;

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  /** Parsed JSON when the body is JSON, else its text. */
  readonly body: unknown;
  constructor(status: number, body: unknown, message = `HTTP ${status}`) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** A handled refusal (`status: false` with a contract error code); msg is already in `lang`. */
export class ApiRefusal extends Error {
  override readonly name = 'ApiRefusal';
  readonly code: string;
  readonly msg: string;
  readonly data: RefusalEnvelope['data'];
  constructor(code: string, msg: string, data: RefusalEnvelope['data']) {
    super(msg || code);
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor() {
    super('Session expired');
  }
}

export interface ApiClientOptions {
  getLang?: () => string;
  navigate?: (path: string) => void;
  /** Origin the /api paths are resolved against; '' = the page's own origin. */
  baseUrl?: string;
}

export interface RequestOptions {
  /** Defaults to POST when a body is given, else GET. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: Record<string, unknown> | FormData;
  /** Send the body as JSON instead of the default form encoding. */
  json?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const config: Required<ApiClientOptions> = {
  getLang: () => DEFAULT_LANG,
  navigate: (path) => window.location.assign(path),
  baseUrl: '',
};
let lastRedirectAt = Number.NEGATIVE_INFINITY;

/** Called once at start; later calls change only the options they name. */
export function configureApiClient(options: ApiClientOptions): void {
  Object.assign(config, options);
  lastRedirectAt = Number.NEGATIVE_INFINITY;
}

export function buildHeaders(
  site: SiteCode,
  ctx: { lang: string; deviceNo: string; token: string | null; vid: string | null },
): Record<string, string> {
  const headers: Record<string, string> = {
    d: '25',
    lang: resolveLang(ctx.lang),
    device_no: ctx.deviceNo,
    site_code: siteCodeHeaderValue(site),
  };
  if (ctx.token) headers.t = ctx.token;
  if (ctx.vid) headers.vid = ctx.vid;
  return headers;
}

/** `/findmed/v1/md` → `/api/findmed/v1/md`; a path already under /api is kept. */
export function apiPath(path: string): string {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

function readVid(): string | null {
  try {
    return localStorage.getItem(VID_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function captureResponseHeaders(headers: Headers): void {
  const id = headers.get('id');
  if (id) useSessionStore.getState().setToken(id);
  const vid = headers.get('vid');
  if (vid) {
    try {
      localStorage.setItem(VID_STORAGE_KEY, vid);
    } catch {
      // without storage the server just issues a new vid next time
    }
  }
}

export function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function isEnvelope(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { status?: unknown }).status === 'boolean'
  );
}

type RefusalListener = (code: string) => void;
const refusalListeners = new Set<RefusalListener>();

/**
 * Hears the code of every refusal any call gets. What must follow a refusal whichever page made
 * the call (MAINTENANCE: the site reads /md again and shows its maintenance page) listens here
 * once, instead of in each page's error handling. Returns the way to stop listening.
 */
export function onRefusal(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => {
    refusalListeners.delete(listener);
  };
}

function announceRefusal(body: unknown): void {
  if (!isEnvelope(body) || (body as { status: boolean }).status) return;
  const code = (body as { code?: unknown }).code;
  if (typeof code !== 'string') return;
  for (const listener of refusalListeners) listener(code);
}

export function handleInvalidSession(sentToken: string | null): void {
  const store = useSessionStore.getState();
  // A late reply to a call made under an older session must not end the one the member has now.
  if (sentToken !== null && store.token !== null && store.token !== sentToken) return;
  store.clearSession();
  const now = Date.now();
  if (now - lastRedirectAt < INVALID_SESSION_REDIRECT_WINDOW_MS) return;
  lastRedirectAt = now;
  // The app shells' bridge loads only now: a session ends rarely, the first paint needs none of it.
  void import('./native-bridge.ts').then(({ requestNativeLogin }) => {
    if (requestNativeLogin()) return;
    if (window.location.pathname === '/login') return;
    config.navigate('/login');
  });
}

function encodeBody(
  method: string,
  body: RequestOptions['body'],
  json: boolean,
  headers: Record<string, string>,
): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (method === 'GET') throw new TypeError('GET requests take their parameters in `query`');
  // The browser writes the multipart boundary itself; a Content-Type set here would lose it.
  if (body instanceof FormData) return body;
  if (json) {
    headers['content-type'] = 'application/json';
    return JSON.stringify(body, bigintReplacer);
  }
  headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return toSearchParams(body, { omitEmpty: false }).toString();
}

export async function send<R>(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  read: (response: Response) => Promise<R>,
): Promise<{ response: Response; body: R }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    // The timeout covers the body too: a server that stalls mid-body is as stuck as a silent one.
    const response = await fetch(url, { ...init, signal: controller.signal });
    const body = await read(response);
    return { response, body };
  } catch (error) {
    if (timedOut) throw new TimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Method, URL, headers and body of one call, as every helper below sends it. */
export function prepare(path: string, options: RequestOptions) {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const sentToken = useSessionStore.getState().token;
  const headers = buildHeaders(__SITE__, {
    lang: config.getLang(),
    deviceNo: getDeviceId(),
    token: sentToken,
    vid: readVid(),
  });
  const body = encodeBody(method, options.body, options.json === true, headers);
  Object.assign(headers, options.headers);

  let url = config.baseUrl + apiPath(path);
  const query = options.query ? toSearchParams(options.query, { omitEmpty: true }).toString() : '';
  if (query !== '') url += (url.includes('?') ? '&' : '?') + query;
  const init: RequestInit = { method, headers, body, credentials: 'same-origin' };
  return { url, init, sentToken, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };
}

/**
 * Resolves with the envelope for every handled outcome (status true or false); rejects with
 * HttpError (non-2xx or a body that is not an envelope), TimeoutError, or the fetch/abort error.
 * The invalid-session envelope also ends the session and sends the member to sign-in (spec §4).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { url, init, sentToken, timeoutMs } = prepare(path, options);
  const { response, body: text } = await send(url, init, timeoutMs, options.signal, (r) =>
    r.text(),
  );
  captureResponseHeaders(response.headers);
  const parsed = parseBody(text);
  // Before the status check: a refusal is a refusal whatever HTTP status carries it.
  announceRefusal(parsed);
  if (!response.ok) throw new HttpError(response.status, parsed);
  if (!isEnvelope(parsed)) {
    throw new HttpError(response.status, parsed, 'Response is not an API envelope');
  }
  if (isTokenEnvelope(parsed)) handleInvalidSession(sentToken);
  return parsed as Envelope<T>;
}

export function refusalOf(envelope: Envelope<unknown>): ApiRefusal {
  const refusal = envelope as Partial<RefusalEnvelope>;
  return new ApiRefusal(
    typeof refusal.code === 'string' ? refusal.code : 'UNKNOWN',
    typeof refusal.msg === 'string' ? refusal.msg : '',
    refusal.data ?? null,
  );
}

/** For TanStack Query fetchers: the data on success, otherwise a rejection. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await request<T>(path, options);
  if (envelope.status) return envelope.data;
  if (isTokenEnvelope(envelope)) throw new SessionExpiredError();
  throw refusalOf(envelope);
}
