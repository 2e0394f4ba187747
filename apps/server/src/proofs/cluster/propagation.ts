import type { Check } from '../bank/checks.ts';
import { fetchPost, signInOperator } from '../../testing/operator-sign-in.ts';
import { memberLogin, proofServer } from '../bank/setup.ts';
import { ADMIN_PASSWORD } from '../bank/stack.ts';

// What one node changes, the others must serve within their caches' stated times: the game
// catalogue (each node rechecks its version at most every 5 s, and hears of a change at once over
// Redis) and a member's log-out (each node trusts a checked session for SESSION_CACHE_MS).

const SITE = { site_code: 'pgdz' };
const POLL_MS = 25;
const GIVE_UP_MS = 15_000;

type Envelope = { status: boolean; data: unknown };

async function call(
  url: string,
  init: RequestInit = {},
): Promise<{ body: Envelope; text: string }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  return { body: JSON.parse(text) as Envelope, text };
}

/**
 * Milliseconds from `since` to the sending of the first probe for which `until()` held (not to
 * its answer: a slow answer on a busy machine is no part of the cache's time), or undefined.
 */
async function timeUntil(
  since: number,
  until: () => Promise<boolean>,
): Promise<number | undefined> {
  while (Date.now() - since < GIVE_UP_MS) {
    const sent = Date.now();
    if (await until()) return sent - since;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

const show = (times: (number | undefined)[]) =>
  times.map((ms, i) => `node ${i + 1}: ${ms === undefined ? 'never' : `${ms} ms`}`).join(', ');

/** A game renamed through node 1, read from every node until each shows the new name. */
export async function catalogueCheck(nodes: readonly string[], boundMs: number, tag: number) {
  const token = await signInOperator(
    fetchPost(nodes[0]!),
    proofServer(tag),
    'admin',
    ADMIN_PASSWORD,
  );
  const operator = { ...SITE, t: token };
  const games = await call(`${nodes[0]}/api/admin/v1/games/games?site=pgdz`, { headers: operator });
  const game = (games.body.data as { list: { id: number; names: Record<string, string> }[] })
    .list[0];
  if (!game) throw new Error(`no game to rename: ${games.text.slice(0, 200)}`);
  const list = (url: string) =>
    call(`${url}/api/findmed/v1/game/list`, { headers: { ...SITE, lang: 'zh-CN' } });
  const rename = (names: Record<string, string>) =>
    call(`${nodes[0]}/api/admin/v1/games/games/${game.id}`, {
      method: 'POST',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify({ names }),
    });
  // Every node holds the catalogue as it was before the change.
  for (const url of nodes) await list(url);
  const marker = `集群${tag}`;
  const renamed = await rename({ ...game.names, 'zh-CN': marker });
  const since = Date.now();
  if (!renamed.body.status) throw new Error(`the rename was refused: ${renamed.text}`);
  const times = await Promise.all(
    nodes.map((url) => timeUntil(since, async () => (await list(url)).text.includes(marker))),
  );
  await rename(game.names);
  const ok = times.every((ms) => ms !== undefined && ms <= boundMs);
  return {
    name: `a catalogue change through node 1 was served by every node within ${boundMs} ms (${show(times)})`,
    ok,
  } satisfies Check;
}

/** A member's session used on every node, ended through node 1, refused by each node in time. */
export async function logoutCheck(
  nodes: readonly string[],
  account: string,
  boundMs: number,
): Promise<Check> {
  const token = await memberLogin(nodes[0]!, account);
  const headers = { ...SITE, t: token };
  const alive = async (url: string) =>
    (await call(`${url}/api/findmed/v1/member/token`, { headers })).body.status;
  // Each node checks the session now and may trust it for its cache's time.
  const warm = await Promise.all(nodes.map(alive));
  const out = await call(`${nodes[0]}/api/f/v1/member/logout`, { method: 'POST', headers });
  const since = Date.now();
  if (!out.body.status) throw new Error(`log-out refused: ${out.text}`);
  // Each node's last acceptance, by when its probe was sent: any acceptance was decided before
  // its answer, so one sent after the bound would be a session trusted too long, however slow
  // the machine. Then the node must refuse it.
  const lastAccepted = nodes.map(() => 0);
  const times = await Promise.all(
    nodes.map((url, i) =>
      timeUntil(since, async () => {
        const sent = Date.now() - since;
        if (!(await alive(url))) return true;
        lastAccepted[i] = sent;
        return false;
      }),
    ),
  );
  const ok =
    warm.every(Boolean) &&
    times.every((ms) => ms !== undefined) &&
    lastAccepted.every((ms) => ms < boundMs);
  return {
    name:
      `a log-out on node 1 ended the session on every node within SESSION_CACHE_MS, ${boundMs} ms ` +
      `(last accepted ${lastAccepted.map((ms, i) => `node ${i + 1}: ${ms} ms`).join(', ')}; ` +
      `refused ${show(times)})`,
    ok,
    ...(warm.every(Boolean)
      ? {}
      : { detail: `the session was not accepted everywhere first: ${warm.join(', ')}` }),
  };
}
