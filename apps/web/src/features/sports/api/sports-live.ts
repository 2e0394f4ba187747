// The book's live stream: one connection per tab, shared by every sports component (a count of
// users opens and closes it), patching the sports queries in place. It reconnects with a growing
// pause and, each time it is (re)subscribed, refetches what it may have missed; nothing polls
// while it is up.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SportsEvent } from '@kirin/contract';
import { currentLang } from '../../../i18n/index.ts';
import { apiPath, buildHeaders } from '../../../lib/api-client.ts';
import { getDeviceId } from '../../../lib/device.ts';
import { readEvents, reconnectPauseMs } from '@kirin/contract';
import {
  withMarketState,
  withOdds,
  withScore,
  type MarketChange,
  type OddsChange,
  type ScoreChange,
} from '../lib/patch-events.ts';
import { SPORTS } from '../../../lib/api/sports-events.ts';
import { myBetsKey, STREAM_PATH } from './sports-api.ts';

type StreamEvent = { name: string; data: unknown };

/** The change a stream event makes to one event, if it changes events. */
function patchOf({ name, data }: StreamEvent): ((event: SportsEvent) => SportsEvent) | undefined {
  if (name === 'odds') return (e) => withOdds(e, data as OddsChange);
  if (name === 'market') return (e) => withMarketState(e, data as MarketChange);
  if (name === 'score') return (e) => withScore(e, data as ScoreChange);
  return undefined;
}

/**
 * Applies stream events, in order, to every cached event list and event: one cache write for
 * them all, so a burst of odds moves renders the lobby once.
 */
export function applySportsEvents(client: QueryClient, events: readonly StreamEvent[]): void {
  const patches = events.flatMap((e) => patchOf(e) ?? []);
  const one = (event: SportsEvent) => patches.reduce((e, patch) => patch(e), event);
  if (patches.length)
    client.setQueriesData<SportsEvent[] | SportsEvent>({ queryKey: SPORTS }, (cached) =>
      Array.isArray(cached)
        ? cached.map(one)
        : cached && 'markets' in cached
          ? one(cached)
          : cached,
    );
  for (const { name, data } of events) {
    if ((name === 'market' || name === 'score') && ENDED.has((data as MarketChange).state))
      betsMayHaveSettled(client);
    else if (name === 'ready') void client.invalidateQueries({ queryKey: SPORTS });
  }
}

/** How long stream events gather before they are applied together. */
const GATHER_MS = 100;

/** States after which the member's bets on it are settled or voided. */
const ENDED = new Set(['settled', 'void', 'ended', 'cancelled']);
let settledTimer: ReturnType<typeof setTimeout> | undefined;

/** A result settles many markets at once: the member's bets are read again once, after them. */
function betsMayHaveSettled(client: QueryClient): void {
  clearTimeout(settledTimer);
  settledTimer = setTimeout(() => void client.invalidateQueries({ queryKey: myBetsKey }), 500);
}

let users = 0;
let stop: (() => void) | undefined;

function open(client: QueryClient): () => void {
  let stopped = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A live match moves many odds a second: they are applied in gathered batches.
  let gathered: StreamEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    flushTimer = undefined;
    const batch = gathered;
    gathered = [];
    applySportsEvents(client, batch);
  };
  const connect = async () => {
    controller = new AbortController();
    try {
      const headers = buildHeaders(__SITE__, {
        lang: currentLang(),
        deviceNo: getDeviceId(),
        token: null,
        vid: null,
      });
      const response = await fetch(apiPath(STREAM_PATH), {
        headers: { ...headers, accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.ok && response.body) {
        await readEvents(response.body, (name, data) => {
          if (name === 'ready') failures = 0;
          gathered.push({ name, data });
          flushTimer ??= setTimeout(flush, GATHER_MS);
        });
      }
    } catch {
      // Dropped or refused: tried again below.
    }
    if (stopped) return;
    failures += 1;
    timer = setTimeout(() => void connect(), reconnectPauseMs(failures));
  };
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(flushTimer);
    controller?.abort();
  };
}

/** Keeps the live stream open while the calling component is shown. */
export function useSportsLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    users += 1;
    if (users === 1) stop = open(client);
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = undefined;
      }
    };
  }, [client]);
}
