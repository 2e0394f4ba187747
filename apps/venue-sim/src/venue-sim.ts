import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { FaultSwitch, parseFaultPatch } from './faults.ts';
import { BodyTooLargeError, parseObject, readBody, sendJson, sendRefusal } from './http-io.ts';
import { parseLooseAmount } from './money.ts';
import { handlePlay } from './play-api.ts';
import { Refusal, refusals } from './refusal.ts';
import { VenueStore } from './store.ts';
import { handleV1 } from './v1-api.ts';

export { FaultSwitch, NO_FAULTS, type FaultPatch, type Faults } from './faults.ts';
export { operatorSecret, signRequest, verifyRequest } from './signature.ts';
export { deal, settle } from './games/dragon-tiger.ts';
export { hashSeed } from './games/fair.ts';
export { SIM_GAME_CODES, SIM_GAMES, type SimGame } from './games/catalogue.ts';
export { TABLE_KINDS, type TableKind } from './games/tables.ts';

export const DEFAULT_MASTER_SECRET = 'kirin-demo-venue-secret';

export interface VenueSimOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Each operator's signing secret is derived from it (`operatorSecret`). */
  masterSecret?: string;
  /** Serve the test switches (`/__faults`, `/__books`, `/__players/…/adjust`). Default true. */
  testSwitches?: boolean;
  /** JSON file holding the state between runs; without it the state lives in memory. */
  dataFile?: string;
  /** Base of launch URLs when members reach the simulator by another address than `url`. */
  publicUrl?: string;
}

export interface VenueSim {
  /** Where the simulator answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The same switch as `/__faults`, for tests running in process. */
  faults: FaultSwitch;
  store: VenueStore;
  /** Stops listening and drops held answers. Safe to call twice. */
  close(): Promise<void>;
}

// A wildcard bind address is not something a browser or fetch can dial.
function reachableHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}

async function jsonBody(request: IncomingMessage) {
  const raw = await readBody(request);
  const body = raw === '' ? {} : parseObject(raw);
  if (!body) throw refusals.badRequest('body must be a JSON object');
  return body;
}

export async function startVenueSim(options: VenueSimOptions = {}): Promise<VenueSim> {
  const faults = new FaultSwitch();
  const store = new VenueStore(options.dataFile);
  const lifetime = new AbortController();
  const masterSecret = options.masterSecret ?? DEFAULT_MASTER_SECRET;
  const testSwitches = options.testSwitches ?? true;
  let publicUrl = '';

  /** Test switches answer plain JSON, and refusals in the protocol's envelope. */
  async function testSwitch(request: IncomingMessage, response: ServerResponse, parts: string[]) {
    const method = request.method ?? 'GET';
    const [first, second, third] = parts;
    if (first === '__faults' && parts.length === 1 && method === 'GET') {
      return sendJson(response, 200, faults.current);
    }
    if (first === '__faults' && parts.length === 1 && method === 'POST') {
      const checked = parseFaultPatch(await jsonBody(request), faults.current);
      if ('error' in checked) throw refusals.badRequest(checked.error);
      return sendJson(response, 200, faults.set(checked.patch));
    }
    if (first === '__faults' && second === 'reset' && parts.length === 2 && method === 'POST') {
      await readBody(request);
      return sendJson(response, 200, faults.reset());
    }
    if (first === '__books' && parts.length === 1 && method === 'GET') {
      const operator = new URL(request.url ?? '/', 'http://venue').searchParams.get('operator');
      return sendJson(response, 200, store.books(operator ?? undefined));
    }
    if (first === '__players' && third === 'adjust' && parts.length === 3 && method === 'POST') {
      const body = await jsonBody(request);
      const delta = parseLooseAmount(body.amount, true);
      if (delta === undefined) {
        throw refusals.badRequest('amount must be a non-zero amount such as "-5.00" or "20.00"');
      }
      if (body.operator !== undefined && typeof body.operator !== 'string') {
        throw refusals.badRequest('operator must be a string');
      }
      return sendJson(response, 200, store.adjust(body.operator, second!, delta));
    }
    if (first === '__players' && third === 'play' && parts.length === 3 && method === 'POST') {
      const body = await jsonBody(request);
      const stake = parseLooseAmount(body.stake, false);
      const payout =
        typeof body.payout === 'string' && /^0(\.0{1,2})?$/.test(body.payout)
          ? 0n
          : parseLooseAmount(body.payout, false);
      if (stake === undefined || payout === undefined) {
        throw refusals.badRequest(
          'stake and payout must be amounts such as "10.00" (payout may be "0")',
        );
      }
      if (body.operator !== undefined && typeof body.operator !== 'string') {
        throw refusals.badRequest('operator must be a string');
      }
      const game = typeof body.game === 'string' && body.game !== '' ? body.game : 'manual';
      return sendJson(
        response,
        200,
        store.manualBet(
          body.operator,
          second!,
          { stakeMinor: stake, payoutMinor: payout, game },
          Date.now(),
        ),
      );
    }
    throw refusals.notFound();
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://venue').pathname;
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);

    if (path === '/healthz' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return void response.end('ok');
    }
    if (parts[0] === 'v1') {
      return handleV1(request, response, {
        store,
        faults,
        masterSecret,
        publicUrl: () => publicUrl,
        signal: lifetime.signal,
      });
    }
    if (parts[0] === 'play' && (await handlePlay(request, response, store))) return;
    if (testSwitches && parts[0]?.startsWith('__')) return testSwitch(request, response, parts);
    throw refusals.notFound();
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      // A held answer whose caller gave up, or a dropped ("lost") response: nobody to tell.
      if (response.headersSent || response.destroyed) return void response.destroy();
      if (error instanceof Refusal) return sendRefusal(response, error);
      if (error instanceof URIError) return sendRefusal(response, refusals.badRequest('bad path'));
      if (error instanceof BodyTooLargeError) {
        response.setHeader('connection', 'close');
        return sendRefusal(response, new Refusal(413, 'BODY_TOO_LARGE', 'The body is too large.'));
      }
      if (lifetime.signal.aborted) {
        return sendRefusal(response, new Refusal(503, 'SHUTTING_DOWN', 'The venue is stopping.'));
      }
      console.error('venue-sim: request failed', error);
      sendRefusal(response, new Refusal(500, 'INTERNAL', 'Internal venue error.'));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${reachableHost(address.address)}:${address.port}`;
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      lifetime.abort();
      server.close(() => resolve());
      // Keep-alive sockets would otherwise hold close() open until the client drops them.
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 1000).unref();
    });
    return closing;
  };

  return { url, faults, store, close };
}
