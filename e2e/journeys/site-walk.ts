// Walking every page of the member site in one tab: the page addresses (with ids of real records
// where a page shows one), and moving between pages the way a tap on a link does, so that a walk
// over sixty pages in three languages takes minutes, not a reload each.
import type { Page } from 'playwright-core';
import { SITE_ROUTES } from '../../apps/web/src/app/testing/site-routes.ts';
import { apiJson } from '../support/stack.ts';

type Envelope<T> = { status: boolean; data: T };

/** What the walk needs to know of the demo member's records to open their detail pages. */
export type WalkRecords = {
  promoId?: number;
  cardId?: number;
  depositId?: string;
  transactionId?: string;
  feedbackId?: number;
  redemptionId?: string;
  /** A game to open, named in each language as the lobby of that language names it. */
  games: Partial<Record<string, { id: number; name: string; code: string; gameType: number }>>;
};

/** The languages of the member site. */
export const LANGS = ['zh-CN', 'zh-HK', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * Gives the demo member something to show on the detail pages (a pending bank deposit, a credited
 * one, a feedback thread), and reads the ids of what there is.
 */
export async function prepareRecords(
  url: string,
  token: string,
  operator: string,
): Promise<WalkRecords> {
  const api = <T>(pathname: string, init: RequestInit = {}) =>
    apiJson<Envelope<T>>(url, pathname, {
      ...init,
      headers: { t: token, 'content-type': 'application/json', ...init.headers },
    });
  const records: WalkRecords = { games: {} };

  const promos = await api<{ list: { id: number }[] }>('/api/findmed/v1/promo/list');
  records.promoId = promos.data.list[0]?.id;

  const cards = await api<{ bank: { id: number }[] }>('/api/findmed/v1/member/cards');
  records.cardId = cards.data?.bank?.[0]?.id;

  const channels = await api<{ list: { id: number; kind: string }[] }>(
    '/api/findmed/v1/finance/deposit/channels',
  );
  const bank = channels.data.list.find((c) => c.kind === 'bank') ?? channels.data.list[0];
  if (bank) {
    const deposit = (key: string) =>
      api<{ id: string }>('/api/findmed/v1/finance/deposit', {
        method: 'POST',
        headers: { 'idempotency-key': `walk-${key}-${token.slice(0, 8)}` },
        // A bank transfer names the account it is paid from (the demo member's own).
        body: JSON.stringify({ channelId: bank.id, amount: '100', depositorName: '张三' }),
      });
    const credited = await deposit('credited');
    if (credited.status) {
      await apiJson(url, `/api/admin/v1/finance/deposits/${credited.data.id}/confirm`, {
        method: 'POST',
        headers: {
          t: operator,
          'content-type': 'application/json',
          'idempotency-key': `walk-confirm-${credited.data.id}`,
        },
        body: '{}',
      });
    }
    const pending = await deposit('pending');
    if (pending.status) records.depositId = pending.data.id;
  }

  const transactions = await api<{ list: { id: string }[] }>(
    '/api/findmed/v1/records/transactions',
    { method: 'POST', body: JSON.stringify({ page: 1, size: 10 }) },
  );
  records.transactionId = transactions.data?.list?.[0]?.id;

  const redemptions = await api<{ list: { id: string }[] }>('/api/findmed/v1/records/redemptions', {
    method: 'POST',
    body: JSON.stringify({ page: 1, size: 10 }),
  });
  records.redemptionId = redemptions.data?.list?.[0]?.id;

  const feedback = await api<{ id: number }>('/api/findmed/v1/feedback/create', {
    method: 'POST',
    body: JSON.stringify({ type: 'suggestion', content: 'walk', images: '' }),
  });
  if (feedback.status) records.feedbackId = feedback.data.id;

  for (const lang of LANGS) {
    const games = await api<{
      list: {
        gameType: number;
        state: string;
        games: { id: number; name: string; code: string; state: string }[];
      }[];
    }>('/api/findmed/v1/game/list?show=1', { headers: { lang } });
    for (const category of games.data.list) {
      const game = category.games.find((g) => g.state === 'on');
      if (category.state === 'on' && game) {
        records.games[lang] = { ...game, gameType: category.gameType };
        break;
      }
    }
  }
  // A page left without its record would be walked empty: say so rather than pass.
  const needed = ['promoId', 'cardId', 'depositId', 'transactionId', 'feedbackId'] as const;
  const missing: string[] = [
    ...needed.filter((key) => records[key] === undefined),
    ...LANGS.filter((lang) => !records.games[lang]).map((lang) => `a game in ${lang}`),
  ];
  if (missing.length > 0) throw new Error(`the walk could not prepare: ${missing.join(', ')}`);
  return records;
}

const withId = (path: string, id: string | number | undefined) =>
  id === undefined ? path : `${path}?id=${encodeURIComponent(String(id))}`;

/** Every page of the site as an address to open in `lang`, ids filled in where the walk has them. */
export function sitePaths(records: WalkRecords, lang: Lang): string[] {
  return SITE_ROUTES.map((route) => {
    switch (route) {
      case '/activity/detail':
        return withId(route, records.promoId);
      case '/cards/bankDetail':
        return withId(route, records.cardId);
      case '/finance/deposit/info':
        return withId(route, records.depositId);
      case '/user/transactionDetail':
        return withId(route, records.transactionId);
      case '/user/feedbackDetail':
        return withId(route, records.feedbackId);
      case '/user/redemptionDetail':
        return withId(route, records.redemptionId);
      // The journeys run without the demo feed: the book has no event, and its page says so.
      case '/sports/event/:id':
        return '/sports/event/1';
      case '/games/:id/:title/:code/:gtype': {
        const g = records.games[lang];
        return g
          ? `/games/${g.id}/${encodeURIComponent(g.name)}/${encodeURIComponent(g.code)}/${g.gameType}`
          : '/app/home';
      }
      default:
        return route;
    }
  });
}

/** Counts the page's requests in flight, to tell when a page has stopped loading. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/**
 * Opens `path` in the running app as a link would (history and the router, no reload), then waits
 * until the page has drawn: no spinner or skeleton left, and no request for 300 ms.
 */
export async function visit(page: Page, path: string, inFlight: () => number): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    const busy =
      inFlight() > 0 ||
      (await page
        .locator('.page-loading, .skeleton-line, [aria-busy="true"]')
        .count()
        .catch(() => 1)) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
  }
}
