import type { Envelope, RefusalEnvelope } from '@kirin/contract';

/** Where the operator's session token is kept: this tab only, as the member site keeps its own. */
export const TOKEN_KEY = 'kirin-operator';

export const readToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export const saveToken = (token: string | null): void => {
  if (token === null) sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, token);
};

/** A refusal of the operator API: its stable code and the message in the operator's language. */
export class ApiRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The session is gone (expired, signed out elsewhere): the console goes back to sign-in. */
export const SESSION_GONE = 'SESSION_GONE';

let onSessionGone: () => void = () => {};
export const whenSessionGone = (listener: () => void) => (onSessionGone = listener);

let language = 'zh-CN';
export const setApiLanguage = (lang: string) => (language = lang);

type Options = {
  method?: 'GET' | 'POST' | 'PUT';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Money writes carry one, so that a second press answers the first result (API.md). */
  idempotencyKey?: string;
};

/** Calls `/api/admin/v1<path>` and answers the envelope's data, or throws its refusal. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const url = new URL(`/api/admin/v1${path}`, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { lang: language };
  const token = readToken();
  if (token) headers['t'] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const issued = response.headers.get('id');
  if (issued) saveToken(issued);
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiRefusal('HTTP', `HTTP ${response.status}`);
  }
  if (envelope.status) return envelope.data;
  if (envelope.data === 'token') return sessionGone();
  const refusal = envelope as RefusalEnvelope;
  if (refusal.code === 'UNAUTHENTICATED') return sessionGone();
  throw new ApiRefusal(refusal.code, refusal.msg, refusal.data?.fields ?? {});
}

function sessionGone(): never {
  saveToken(null);
  onSessionGone();
  throw new ApiRefusal(SESSION_GONE, 'session');
}

/** A list page as the operator API answers it. */
export type Page<T> = { list: T[]; total: number; page: number; size: number };
