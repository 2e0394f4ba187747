import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rows } from '../../../db/client.ts';
import { sportsMarkets, sportsMemberLimits } from '../../../db/schema.ts';

/**
 * Adds (or, negative, removes) a bet's stake and potential payout to the liability of each of its
 * selections; answers the markets whose selection now passes the market's limit (in `currency`'s
 * minor units: the limit is in major units, `scale` decimals). `sportsbook_add_liability`
 * (sql/sportsbook-place.sql), which placing a bet calls too.
 */
export async function addLiability(
  tx: DbOrTx,
  input: {
    selectionIds: readonly number[];
    currency: string;
    scale: number;
    stake: bigint;
    payout: bigint;
  },
): Promise<number[]> {
  const over = await rows<{ market_id: string | number }>(
    tx,
    sql`select market_id from sportsbook_add_liability(
          ${`{${input.selectionIds.join(',')}}`}::bigint[], ${input.currency}, ${input.scale}::integer,
          ${input.stake}::bigint, ${input.payout}::bigint)`,
  );
  return over.map((r) => Number(r.market_id));
}

export async function setStakeFactor(tx: DbOrTx, memberId: number, factor: string) {
  await tx
    .insert(sportsMemberLimits)
    .values({ memberId, stakeFactor: factor })
    .onConflictDoUpdate({
      target: sportsMemberLimits.memberId,
      set: { stakeFactor: factor, updatedAt: new Date() },
    });
}

/** The member's stake factor, or undefined when they are not limited. */
export async function stakeFactorOf(db: DbOrTx, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ factor: sportsMemberLimits.stakeFactor })
    .from(sportsMemberLimits)
    .where(eq(sportsMemberLimits.memberId, memberId));
  return row?.factor;
}

export async function setMarketLimits(
  tx: DbOrTx,
  id: number,
  limits: { maxStake?: string | undefined; liabilityLimit?: string | undefined },
) {
  const patch = {
    ...(limits.maxStake !== undefined ? { maxStake: limits.maxStake } : {}),
    ...(limits.liabilityLimit !== undefined ? { liabilityLimit: limits.liabilityLimit } : {}),
  };
  if (Object.keys(patch).length)
    await tx.update(sportsMarkets).set(patch).where(eq(sportsMarkets.id, id));
}

export type LiabilityRow = {
  market_id: string | number;
  selection_id: string | number;
  currency: string;
  stakes: string;
  liability: string;
};

/** The liability of every selection of an event that has bets, per currency. */
export async function eventLiabilities(db: DbOrTx, eventId: number) {
  return rows<LiabilityRow>(
    db,
    sql`select m.id as market_id, l.selection_id, l.currency, l.stakes::text, l.liability::text
          from sports_markets m
          join sports_selections s on s.market_id = m.id
          join sports_liabilities l on l.selection_id = s.id
         where m.event_id = ${eventId}
         order by m.id, l.selection_id, l.currency`,
  );
}
