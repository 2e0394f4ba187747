import { type IncomingMessage, type ServerResponse } from 'node:http';
import { simGame } from './games/catalogue.ts';
import { CLIENT_SEED, hashSeed } from './games/fair.ts';
import { headerValue, parseObject, readBody, sendHtml, sendOk } from './http-io.ts';
import { parseLooseAmount } from './money.ts';
import { type Session } from './persistence.ts';
import { expiredPage, unavailablePage } from './page/page-shell.ts';
import { playPage } from './page/play-page.ts';
import { refusals } from './refusal.ts';
import { type RoundInput, type VenueStore } from './store.ts';

/**
 * The game page and the API its script calls. These are the member's, not the operator's: they
 * are authenticated by the launch session's token (`authorization: Bearer <token>`), never by
 * an operator signature.
 */
export async function handlePlay(
  request: IncomingMessage,
  response: ServerResponse,
  store: VenueStore,
): Promise<boolean> {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://venue');

  if (url.pathname === '/play' && method === 'GET') {
    const session = store.session(url.searchParams.get('session') ?? '', Date.now());
    if (!session) {
      sendHtml(response, 410, expiredPage());
      return true;
    }
    const game = simGame(session.game);
    if (!game) {
      sendHtml(response, 404, unavailablePage(session.lang, session.returnUrl));
      return true;
    }
    sendHtml(response, 200, playPage(session, stateOf(store, session), game));
    return true;
  }
  if (url.pathname === '/play/api/state' && method === 'GET') {
    sendOk(response, stateOf(store, sessionOf(request, store)));
    return true;
  }
  if (url.pathname === '/play/api/round' && method === 'POST') {
    const raw = await readBody(request);
    const session = sessionOf(request, store);
    const input = parseRound(raw);
    const { bet, ...round } = store.playRound(session, input, Date.now());
    sendOk(response, {
      ...round,
      betId: bet.betId,
      round: bet.round,
      bet: input.bet,
      stake: bet.stake,
      payout: bet.payout,
      validStake: bet.validStake,
    });
    return true;
  }
  return false;
}

export interface PlayState {
  player: string;
  /** The game's code (as launched) and the table it is played at. */
  game: string;
  table: string | null;
  lang: Session['lang'];
  currency: string;
  balance: string;
  returnUrl: string;
  /** What the next round will be dealt with: the seed's hash (the seed stays secret) and nonce. */
  next: { serverSeedHash: string; nonce: number };
}

function stateOf(store: VenueStore, session: Session): PlayState {
  const { balance, currency } = store.sessionBalance(session);
  return {
    player: session.player,
    game: session.game,
    table: simGame(session.game)?.table ?? null,
    lang: session.lang,
    currency,
    balance,
    returnUrl: session.returnUrl,
    next: { serverSeedHash: hashSeed(session.serverSeed), nonce: session.nonce },
  };
}

function sessionOf(request: IncomingMessage, store: VenueStore): Session {
  const match = /^Bearer (\S+)$/.exec(headerValue(request, 'authorization') ?? '');
  const session = match ? store.session(match[1]!, Date.now()) : undefined;
  if (!session) throw refusals.sessionInvalid();
  return session;
}

/** The shape of a bet; whether the session's table takes it is the store's to say. */
function parseRound(raw: string): RoundInput {
  const body = parseObject(raw);
  if (!body) throw refusals.badRequest('body must be a JSON object');
  // Dragon Tiger's page sent `side` before the other tables came; it is still taken.
  const bet = body.bet ?? body.side;
  if (typeof bet !== 'string' || bet.length > 32) {
    throw refusals.badRequest("bet must name one of the table's bets");
  }
  const stakeMinor = parseLooseAmount(body.amount);
  if (stakeMinor === undefined) {
    throw refusals.badRequest('amount must be a positive amount with at most two decimals');
  }
  const { clientSeed } = body;
  if (typeof clientSeed !== 'string' || !CLIENT_SEED.test(clientSeed)) {
    throw refusals.badRequest('clientSeed must be 1-64 of A-Z a-z 0-9 _ -');
  }
  return { bet, stakeMinor, clientSeed };
}
