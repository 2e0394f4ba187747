import { and, asc, eq, sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';
import { memberBirthdays, vipChanges, vipLevels, type VipChangeCause } from '../../../db/schema.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type NewVipLevel = typeof vipLevels.$inferInsert;

/** The site's ladder, lowest level first; empty when the site has none. */
export async function ladderOf(db: DbOrTx, siteCode: string): Promise<VipLevelRow[]> {
  return db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.siteCode, siteCode))
    .orderBy(asc(vipLevels.level));
}

/** Adds the levels the site does not have yet; existing ones are left as they are. */
export async function insertMissingLevels(db: DbOrTx, rows: NewVipLevel[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db.insert(vipLevels).values(rows).onConflictDoNothing().returning();
  return added.length;
}

/** Writes a level whole (insert or replace). */
export async function upsertLevel(db: DbOrTx, row: NewVipLevel): Promise<VipLevelRow> {
  const { siteCode: _site, level: _level, ...rest } = row;
  const [saved] = await db
    .insert(vipLevels)
    .values(row)
    .onConflictDoUpdate({
      target: [vipLevels.siteCode, vipLevels.level],
      set: { ...rest, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

/** Removes the site's levels above `top` (an operator shortened the ladder). */
export async function deleteLevelsAbove(db: DbOrTx, siteCode: string, top: number) {
  await db
    .delete(vipLevels)
    .where(and(eq(vipLevels.siteCode, siteCode), sql`${vipLevels.level} > ${top}`));
}

/** Locks every level row of the site: ladder edits of one site run one after another. */
export async function lockLadder(db: DbOrTx, siteCode: string): Promise<VipLevelRow[]> {
  return db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.siteCode, siteCode))
    .orderBy(asc(vipLevels.level))
    .for('update');
}

/** Appends a change of level (the members module keeps the level itself: vip-level-change.ts). */
export async function appendLevelChange(
  db: DbOrTx,
  change: {
    siteCode: string;
    memberId: number;
    fromLevel: number;
    toLevel: number;
    cause: VipChangeCause;
    operatorId?: number | null;
    note?: string;
  },
) {
  const [row] = await db.insert(vipChanges).values(change).returning();
  return row!;
}

export async function changesOf(db: DbOrTx, memberId: number) {
  return db
    .select()
    .from(vipChanges)
    .where(eq(vipChanges.memberId, memberId))
    .orderBy(asc(vipChanges.id));
}

/**
 * Members of a site an evaluation may change: a level above theirs whose thresholds their records
 * meet, or a level at or below theirs whose upgrade bonus they were never paid. At most `limit`,
 * lowest id first; the ones handled drop out, so the next run carries on with the rest.
 */
export async function evaluationCandidates(
  db: DbOrTx,
  siteCode: string,
  currency: string,
  limit: number,
): Promise<number[]> {
  const found = await rows<{ id: string | number }>(
    db,
    sql`
    with totals as (
      select m.id, m.vip_level,
        coalesce((select sum(d.amount) from credited_deposits d
          where d.member_id = m.id and d.currency = ${currency}), 0) as deposits,
        coalesce((select sum(b.valid_stake) from settled_bets b
          where b.member_id = m.id and b.currency = ${currency}), 0) as turnover
      from member_accounts m
      where m.site_code = ${siteCode}
    )
    select t.id from totals t
    where exists (
        select 1 from vip_levels l
        where l.site_code = ${siteCode} and l.level > t.vip_level
          and l.min_deposits <= t.deposits and l.min_turnover <= t.turnover)
      or exists (
        select 1 from vip_levels l
        where l.site_code = ${siteCode} and l.level between 1 and t.vip_level and l.upgrade_bonus > 0
          and not exists (
            select 1 from reward_credits r
            where r.member_id = t.id and r.kind = 'upgrade' and r.period = 'level:' || l.level))
    order by t.id
    limit ${limit}`,
  );
  return found.map((r) => Number(r.id));
}

/** Sites that have a ladder. */
export async function sitesWithLadder(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ siteCode: vipLevels.siteCode })
    .from(vipLevels)
    .orderBy(asc(vipLevels.siteCode));
  return rows.map((r) => r.siteCode);
}

export async function findBirthday(db: DbOrTx, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ birthDate: memberBirthdays.birthDate })
    .from(memberBirthdays)
    .where(eq(memberBirthdays.memberId, memberId));
  return row?.birthDate ?? null;
}

/** Stores the birthday unless one is there; false when it was. */
export async function insertBirthday(
  db: DbOrTx,
  memberId: number,
  birthDate: string,
): Promise<boolean> {
  const rows = await db
    .insert(memberBirthdays)
    .values({ memberId, birthDate })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}
