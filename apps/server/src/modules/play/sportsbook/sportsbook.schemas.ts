import { z } from 'zod';
import { instantQuery, pageQuery } from '../../../lib/route-parts.ts';
import {
  LEG_RESULTS,
  MARKET_STATES,
  MARKET_TYPES,
  SPORTS_BET_STATES,
  SPORTS_EVENT_STATES,
} from '@kirin/contract';

const odds = z.string().describe('Decimal odds, 3 decimals ("1.950")');
const money = z.string().describe('Decimal string in the site currency');

export const marketSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  type: z.enum(MARKET_TYPES),
  line: z.string().nullable().describe('Quarters of a goal ("-0.25"); the home side\'s for `ah`'),
  state: z.enum(MARKET_STATES),
  selections: z.array(z.object({ id: z.number().int(), outcome: z.string(), odds })),
});

const score = z.object({ home: z.number().int(), away: z.number().int() });

/** An event's fixture and state: what members and traders both read of it. */
const eventHead = {
  id: z.number().int(),
  sport: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  state: z.enum(SPORTS_EVENT_STATES),
};

export const eventSchema = z.object({
  ...eventHead,
  score: score.nullable(),
  markets: z.array(marketSchema),
});

export const betSchema = z.object({
  id: z.number().int(),
  state: z.enum(SPORTS_BET_STATES),
  stake: money,
  odds: odds.describe("The product of the legs' odds"),
  potentialPayout: money,
  payout: money.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(
    z.object({
      selectionId: z.number().int(),
      eventId: z.number().int(),
      league: z.string(),
      home: z.string(),
      away: z.string(),
      startsAt: z.string(),
      marketId: z.number().int(),
      type: z.enum(MARKET_TYPES),
      line: z.string().nullable(),
      outcome: z.string(),
      odds,
      result: z.enum(LEG_RESULTS),
    }),
  ),
});

export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

const text = z.string().trim().min(1).max(64);
export const scoreBody = z.object({
  home: z.coerce.number().int().min(0).max(99),
  away: z.coerce.number().int().min(0).max(99),
});

export const eventBody = z.object({
  sport: text,
  league: text,
  home: text,
  away: text,
  startsAt: z.string().max(40).describe('ISO 8601'),
  markets: z
    .array(
      z.object({
        type: z.string().max(8),
        line: z.string().max(8).nullable().optional(),
        maxStake: z.string().max(16).optional().describe('Major units; default 10000'),
        selections: z
          .array(z.object({ outcome: z.string().max(8), odds: z.string().max(12) }))
          .min(1)
          .max(40),
      }),
    )
    .min(1)
    .max(50),
});

const byCurrency = z.object({ currency: z.string(), stakes: money, liability: money });

/** A market as traders read it, before its selections: kind, line, state and limits. */
const marketHead = {
  id: z.number().int(),
  type: z.enum(MARKET_TYPES),
  line: z.string().nullable(),
  state: z.enum(MARKET_STATES),
  maxStake: z.string().describe('Major units'),
  liabilityLimit: z.string().describe('Major units'),
};

/** A trader's view of an event's risk (`GET /sports/events/:id/liability`). */
export const liabilitySchema = z.object({
  eventId: z.number().int(),
  totals: z.array(
    z.object({
      currency: z.string(),
      stakes: money,
      worstCase: money.describe("The sum of each market's costliest selection"),
    }),
  ),
  markets: z.array(
    z.object({
      ...marketHead,
      selections: z.array(
        z.object({
          id: z.number().int(),
          outcome: z.string(),
          odds,
          liability: z.array(byCurrency),
        }),
      ),
    }),
  ),
});

export const marketLimitsSchema = z.object({
  id: z.number().int(),
  maxStake: z.string().optional(),
  liabilityLimit: z.string().optional(),
});

export const memberLimitSchema = z.object({
  account: z.string(),
  site: z.string(),
  factor: z.string(),
});

/** The operators' list of events (`GET /api/admin/v1/sports/events`): filters and paging. */
export const adminEventsQuery = z.object({
  state: z.enum(SPORTS_EVENT_STATES).optional().describe('Any state when left out'),
  sport: z.string().trim().max(32).optional().describe('As the event was created ("football")'),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Contained in the league's or either team's name, any letter case"),
  from: instantQuery.optional().describe('Starting at or after this instant (ISO 8601)'),
  to: instantQuery.optional().describe('Starting before this instant (ISO 8601)'),
  ...pageQuery({ default: 50, max: 200 }),
});

/** An event in the operators' list (`AdminSportsEvent` of the contract). */
export const adminEventSchema = z.object({
  ...eventHead,
  score: score.nullable().describe('While live, and the final score once ended'),
  result: score.nullable().describe('The result the bets were settled by; null before one'),
  resultVersion: z
    .number()
    .int()
    .describe('Results posted: 0 none, 1 settled once, more resettled'),
  marketCount: z.number().int(),
  openMarkets: z.number().int(),
  suspendedMarkets: z.number().int(),
  betCount: z
    .number()
    .int()
    .describe('Bets with a leg on the event, any state (a parlay counts on each of its events)'),
  openBetCount: z.number().int().describe('Of those, the bets not yet settled'),
  openStakes: z
    .array(z.object({ currency: z.string(), amount: money }))
    .describe('The stakes of the open bets, per currency (empty without any)'),
});

/** A market as the trader sees it (`AdminSportsMarket` of the contract). */
const adminMarketSchema = z.object({
  ...marketHead,
  selections: z.array(
    z.object({
      id: z.number().int(),
      outcome: z.string(),
      odds,
      result: z
        .enum(LEG_RESULTS)
        .exclude(['open'])
        .nullable()
        .describe('Once the market is settled or void'),
    }),
  ),
});

/** One event with every market and selection (`AdminSportsEventDetail` of the contract). */
export const adminEventDetailSchema = adminEventSchema.extend({
  markets: z.array(adminMarketSchema),
});
