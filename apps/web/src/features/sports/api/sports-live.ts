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
import { readEvents, reconnectPauseMs } from '../../../lib/sse.ts';
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

/** Applies one stream event to every cached event list and event. */
export function applySportsEvent(client: QueryClient, name: string, data: unknown): void {
  const patch = (one: (event: SportsEvent) => SportsEvent) => {
    client.setQueriesData<SportsEvent[] | SportsEvent>({ queryKey: SPORTS }, (cached) =>
      Array.isArray(cached)
        ? cached.map(one)
        : cached && 'markets' in cached
          ? one(cached)
          : cached,
    );
  };
  if (name === 'odds') patch((e) => withOdds(e, data as OddsChange));
  else if (name === 'market') {
    patch((e) => withMarketState(e, data as MarketChange));
    if (ENDED.has((data as MarketChange).state)) betsMayHaveSettled(client);
  } else if (name === 'score') {
    patch((e) => withScore(e, data as ScoreChange));
    if (ENDED.has((data as ScoreChange).state)) betsMayHaveSettled(client);
  } else if (name === 'ready') void client.invalidateQueries({ queryKey: SPORTS });
}

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
          applySportsEvent(client, name, data);
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
