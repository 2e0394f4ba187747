import type { HttpClient } from './http-client.ts';
import { ok, type ProofMember } from './setup.ts';
import { prng } from './workload.ts';

// The sportsbook's part of the bank proof: matches the operator lists before the run, results it
// posts after it (each settling every bet on its match), and the bets each member holds then.

export type Offer = { eventId: number; selectionId: number; outcome: string; odds: string };
export type Book = { events: number[]; offers: Offer[] };
export type Result = { eventId: number; home: number; away: number };

/** A bet as the member's list shows it (API.md "Sportsbook"). */
export type ServerBet = {
  id: number;
  state: string;
  stake: string;
  odds: string;
  payout: string | null;
  legs: { selectionId: number; eventId: number; outcome: string; odds: string }[];
};

const ADMIN_SPORTS = '/api/admin/v1/sports';

/** `count` matches tomorrow with a result market each, listed by the operator. */
export async function makeBook(client: HttpClient, count: number, runTag: number): Promise<Book> {
  const book: Book = { events: [], offers: [] };
  for (let n = 0; n < count; n += 1) {
    const made = ok(
      await client.send({
        phase: 'setup',
        client: 'setup',
        op: 'other',
        sender: { operator: true },
        method: 'POST',
        path: `${ADMIN_SPORTS}/events`,
        body: {
          sport: 'football',
          league: `银行联赛 ${runTag}`,
          home: `主队${n}`,
          away: `客队${n}`,
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
          markets: [
            {
              type: '1x2',
              liabilityLimit: '100000000',
              selections: [
                { outcome: 'home', odds: '1.950' },
                { outcome: 'draw', odds: '3.400' },
                { outcome: 'away', odds: '4.100' },
              ],
            },
          ],
        },
      }),
      `listing match ${n}`,
    );
    const event = made as {
      id: number;
      markets: { selections: { id: number; outcome: string; odds: string }[] }[];
    };
    book.events.push(event.id);
    for (const s of event.markets[0]!.selections)
      book.offers.push({ eventId: event.id, selectionId: s.id, outcome: s.outcome, odds: s.odds });
  }
  return book;
}

/** Posts a seeded result for every match: each settles the bets on it before it answers. */
export async function postResults(client: HttpClient, book: Book, seed: number): Promise<Result[]> {
  const random = prng(seed ^ 0x2545f491);
  const results: Result[] = [];
  for (const eventId of book.events) {
    const result = { eventId, home: Math.floor(random() * 4), away: Math.floor(random() * 4) };
    ok(
      await client.send({
        phase: 'check',
        client: 'check',
        op: 'other',
        sender: { operator: true },
        method: 'POST',
        path: `${ADMIN_SPORTS}/events/${eventId}/result`,
        body: { home: result.home, away: result.away },
      }),
      `result of match ${eventId}`,
    );
    results.push(result);
  }
  return results;
}

/** Every bet of the member, as their own list shows it (all pages). */
export async function memberBets(client: HttpClient, m: ProofMember): Promise<ServerBet[]> {
  const all: ServerBet[] = [];
  for (let page = 1; ; page += 1) {
    const got = ok(
      await client.send({
        phase: 'check',
        client: 'check',
        op: 'other',
        sender: { member: m.index },
        method: 'GET',
        path: `/api/sports/v1/bets?page=${page}&size=100`,
      }),
      `bets of ${m.account}`,
    ) as { list: ServerBet[]; total: number };
    all.push(...got.list);
    if (got.list.length < 100 || all.length >= got.total) return all;
  }
}

/** The outcome of a result market that won. */
export const winner = (r: Result) => (r.home > r.away ? 'home' : r.home < r.away ? 'away' : 'draw');
