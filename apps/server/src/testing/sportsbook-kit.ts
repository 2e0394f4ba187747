import { expect } from 'vitest';
import { get } from './members.ts';
import { json, type TestApp } from './test-app.ts';
import { operatorPost } from './withdrawal-kit.ts';

export const SPORTS = '/api/sports/v1';

export type TestEvent = {
  id: number;
  markets: {
    id: number;
    type: string;
    line: string | null;
    selections: { id: number; outcome: string; odds: string }[];
  }[];
};

let seq = 0;

/** An event with a 1x2 (home 1.950), an Asian handicap -0.25, an over/under 2.5 and two scores. */
export async function createEvent(
  t: TestApp,
  trader: string,
  overrides: Record<string, unknown> = {},
): Promise<TestEvent> {
  seq += 1;
  const res = await operatorPost(t, trader, '/sports/events', {
    sport: 'football',
    league: '测试联赛',
    home: `主队${seq}`,
    away: `客队${seq}`,
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    markets: [
      {
        type: '1x2',
        selections: [
          { outcome: 'home', odds: '1.950' },
          { outcome: 'draw', odds: '3.400' },
          { outcome: 'away', odds: '4.100' },
        ],
      },
      {
        type: 'ah',
        line: '-0.25',
        selections: [
          { outcome: 'home', odds: '1.900' },
          { outcome: 'away', odds: '1.960' },
        ],
      },
      {
        type: 'ou',
        line: '2.5',
        selections: [
          { outcome: 'over', odds: '2.000' },
          { outcome: 'under', odds: '1.800' },
        ],
      },
      {
        type: 'cs',
        selections: [
          { outcome: '2-1', odds: '8.500' },
          { outcome: '0-0', odds: '9.000' },
        ],
      },
    ],
    ...overrides,
  });
  expect(res).toMatchObject({ status: true });
  return (res as { data: TestEvent }).data;
}

/** The selection of `outcome` in the event's market of `type`. */
export function selection(event: TestEvent, type: string, outcome: string) {
  const found = event.markets
    .find((m) => m.type === type)
    ?.selections.find((s) => s.outcome === outcome);
  if (!found) throw new Error(`no ${type} ${outcome}`);
  return found;
}

export async function placeBet(
  t: TestApp,
  as: Record<string, string>,
  body: Record<string, unknown>,
  key = `sb-key-${Date.now()}-${(seq += 1)}`,
) {
  return json(
    await t.app.inject({
      method: 'POST',
      url: `${SPORTS}/bets`,
      headers: { ...as, 'idempotency-key': key, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    }),
  );
}

export async function memberBet(t: TestApp, as: Record<string, string>, id: number) {
  return json(await get(t.app, `${SPORTS}/bets/${id}`, as));
}
