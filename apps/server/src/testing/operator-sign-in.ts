import type { FastifyInstance } from 'fastify';
import { totpCode } from '../modules/platform/admin/second-factor.ts';

// Operators of money-moving roles sign in with a second factor (issue 20). Tests, proofs, the
// benchmarks and the journeys sign in as a person would: the first log-in enrols (start, then
// confirm with a code), later ones send the code. Secrets are kept per server ("where") and
// account; tokens too, because a code is good once and tests sign in many times a second. They
// live as long as the process, and a vitest worker runs many test files (isolate: false): "where"
// must name one database, never a name another file's server could share (whereOf, proofServer).

type Envelope = { status: boolean; code?: string; data?: unknown };
type Answer = { token: string | undefined; body: Envelope };
/** One POST to the operator API, over inject or real HTTP. */
export type OperatorPost = (path: string, body: unknown, token?: string) => Promise<Answer>;

const secrets = new Map<string, string>();
const tokens = new Map<string, string>();
const STEP_MS = 30_000;

/** A session token for the account, reused while this process has one. */
export async function signInOperator(
  post: OperatorPost,
  where: string,
  account: string,
  password: string,
): Promise<string> {
  const key = `${where}\n${account}`;
  const cached = tokens.get(key);
  if (cached) return cached;
  const token = await freshSignIn(post, where, account, password);
  tokens.set(key, token);
  return token;
}

/** A new session (a test of sessions, a log-out), enrolling on the first log-in. */
export async function freshSignIn(
  post: OperatorPost,
  where: string,
  account: string,
  password: string,
): Promise<string> {
  const key = `${where}\n${account}`;
  // A code is good once: a second log-in in the same 30 s takes the next step's code, which the
  // server accepts (one step of drift); past that, wait for the next step.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const secret = secrets.get(key);
    const ahead = attempt % 2 === 1 ? STEP_MS : 0;
    const code = secret ? totpCode(secret, Date.now() + ahead) : undefined;
    const login = await post('/api/admin/v1/auth/login', { account, password, code });
    if (login.body.status && login.token) {
      const data = login.body.data as { enrolRequired: boolean };
      if (data.enrolRequired) await enrol(post, key, login.token);
      return login.token;
    }
    if (login.body.code !== 'TOTP_INVALID') {
      throw new Error(`operator ${account} did not sign in: ${JSON.stringify(login.body)}`);
    }
    if (attempt === 1) await new Promise((r) => setTimeout(r, STEP_MS - (Date.now() % STEP_MS)));
  }
  throw new Error(`operator ${account}: no unused code`);
}

async function enrol(post: OperatorPost, key: string, token: string) {
  const start = await post('/api/admin/v1/auth/totp/start', {}, token);
  const { secret } = start.body.data as { secret: string };
  secrets.set(key, secret);
  const confirm = await post('/api/admin/v1/auth/totp/confirm', { code: totpCode(secret) }, token);
  if (!confirm.body.status) throw new Error(`enrolment failed: ${JSON.stringify(confirm.body)}`);
}

/** Forgets a cached token (after the test logged it out). */
export function forgetOperatorToken(where: string, account: string) {
  tokens.delete(`${where}\n${account}`);
}

const appIds = new WeakMap<FastifyInstance, string>();
let appSeq = 0;
/** Where an in-process app is, as a key: each app its own database, so its own secrets. */
export function whereOf(app: FastifyInstance): string {
  let id = appIds.get(app);
  if (!id) {
    appSeq += 1;
    id = `app-${appSeq}`;
    appIds.set(app, id);
  }
  return id;
}

export const injectPost =
  (app: FastifyInstance): OperatorPost =>
  async (path, body, token) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: body as object,
      headers: token ? { t: token } : {},
    });
    const header = res.headers['id'];
    return { token: typeof header === 'string' ? header : undefined, body: res.json<Envelope>() };
  };

export const fetchPost =
  (baseUrl: string): OperatorPost =>
  async (path, body, token) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { t: token } : {}) },
      body: JSON.stringify(body),
    });
    return { token: res.headers.get('id') ?? undefined, body: (await res.json()) as Envelope };
  };

/** The in-process app's operator token for an account. */
export const operatorTokenOf = (app: FastifyInstance, account: string, password: string) =>
  signInOperator(injectPost(app), whereOf(app), account, password);
