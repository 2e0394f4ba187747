import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rows } from '../../../db/client.ts';
import { referralRules } from '../../../db/schema.ts';

// Share and earn: a site's rule, who invited a member, and a member's invitees with their reward.
// Members and rewards are read through their owners' views (member_accounts, reward_credits).

export type ReferralRuleRow = typeof referralRules.$inferSelect;

export async function findRule(db: DbOrTx, siteCode: string): Promise<ReferralRuleRow | null> {
  const [row] = await db.select().from(referralRules).where(eq(referralRules.siteCode, siteCode));
  return row ?? null;
}

export async function saveRule(db: DbOrTx, row: typeof referralRules.$inferInsert): Promise<void> {
  const { siteCode: _key, ...rest } = row;
  await db
    .insert(referralRules)
    .values(row)
    .onConflictDoUpdate({
      target: referralRules.siteCode,
      set: { ...rest, updatedAt: new Date() },
    });
}

export async function insertRuleIfMissing(
  db: DbOrTx,
  row: typeof referralRules.$inferInsert,
): Promise<void> {
  await db.insert(referralRules).values(row).onConflictDoNothing();
}

/** Who invited the member (null: nobody), and whether that account is disabled. */
export async function inviterOf(
  db: DbOrTx,
  memberId: number,
): Promise<{ id: number; disabled: boolean } | null> {
  const [row] = await rows<{ id: string | number; disabled: boolean }>(
    db,
    sql`select i.id, (i.disabled_at is not null) as disabled
          from member_accounts m join member_accounts i on i.id = m.inviter_id
         where m.id = ${memberId}`,
  );
  return row ? { id: Number(row.id), disabled: row.disabled } : null;
}

export type ReferralRow = {
  id: number;
  account: string;
  registeredAt: Date;
  reward: bigint | null;
  rewardedAt: Date | null;
};

/** The member's own invitees, newest first, each with the referral reward paid for them. */
export async function listReferrals(
  db: DbOrTx,
  memberId: number,
  limit: number,
): Promise<{ rows: ReferralRow[]; total: number; rewarded: number; paid: bigint }> {
  const found = await rows<{
    id: string | number;
    account: string;
    created_at: string | Date;
    amount: string | null;
    rewarded_at: string | Date | null;
    total: number;
    rewarded: number;
    paid: string;
  }>(
    db,
    sql`with mine as (
          select m.id, m.account, m.created_at, r.amount, r.created_at as rewarded_at
            from member_accounts m
            left join reward_credits r on r.member_id = ${memberId} and r.kind = 'referral'
                 and r.period = 'member:' || m.id
           where m.inviter_id = ${memberId})
        select mine.*, count(*) over ()::int as total,
               count(mine.amount) over ()::int as rewarded,
               coalesce(sum(mine.amount) over (), 0)::text as paid
          from mine order by created_at desc, id desc limit ${limit}`,
  );
  const first = found[0];
  return {
    rows: found.map((r) => ({
      id: Number(r.id),
      account: r.account,
      registeredAt: new Date(r.created_at),
      reward: r.amount === null ? null : BigInt(r.amount),
      rewardedAt: r.rewarded_at === null ? null : new Date(r.rewarded_at),
    })),
    total: first?.total ?? 0,
    rewarded: first?.rewarded ?? 0,
    paid: BigInt(first?.paid ?? '0'),
  };
}

/**
 * Invitees whose reward is due and unpaid: a deposit credited since `since` of at least the rule's
 * minimum, an inviter not disabled, no referral reward for them yet (what a failed payment left
 * behind). Driven by the site's recent credited deposits (their index by site and credit time),
 * not by every member of the site.
 */
export async function dueReferrals(
  db: DbOrTx,
  siteCode: string,
  q: { minDeposit: bigint; since: Date; limit: number },
): Promise<{ memberId: number; inviterId: number; currency: string }[]> {
  const found = await rows<{
    member_id: string | number;
    inviter_id: string | number;
    currency: string;
  }>(
    db,
    sql`select distinct on (c.member_id) c.member_id, m.inviter_id, c.currency
          from credited_deposits c
          join member_accounts m on m.id = c.member_id
          join member_accounts i on i.id = m.inviter_id and i.disabled_at is null
         where c.site_code = ${siteCode} and c.credited_at >= ${q.since.toISOString()}::timestamptz
           and c.amount >= ${q.minDeposit}
           and not exists (select 1 from reward_credits r where r.member_id = m.inviter_id
                            and r.kind = 'referral' and r.period = 'member:' || m.id)
         order by c.member_id
         limit ${q.limit}`,
  );
  return found.map((r) => ({
    memberId: Number(r.member_id),
    inviterId: Number(r.inviter_id),
    currency: r.currency,
  }));
}
