import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';
import { agentSchemes, agentSettlements } from '../../../db/schema.ts';

// The agent's downline is the invitation tree (members.inviter_id), walked with recursive CTEs
// that stop at the scheme's depth. Money comes back as text and turns into bigint here.

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type PeriodQuery = {
  siteCode: string;
  currency: string;
  /** How many levels below each agent count. */
  depth: number;
  from: Date;
  to: Date;
  /** One agent; without it, every member with a downline. */
  agentId?: number;
};

export type DownlineTotals = {
  agentId: number;
  agentDisabled: boolean;
  members: number;
  direct: number;
  signUps: number;
  firstDeposits: number;
  deposits: bigint;
  turnover: bigint;
  netLoss: bigint;
  bonuses: bigint;
  active: number;
};

type TotalsRow = {
  agent_id: string | number;
  agent_disabled: boolean;
  members: number;
  direct: number;
  sign_ups: number;
  first_deposits: number;
  deposits: string;
  turnover: string;
  net_loss: string;
  bonuses: string;
  active: number;
};

/**
 * Each agent's downline figures for a period: who is in the tree (down to `depth`), and what
 * they registered, deposited, bet and received in bonuses. Commission rewards are not bonuses to
 * the player, so they do not reduce the net revenue of the agent above.
 */
export async function downlineTotals(db: DbOrTx, q: PeriodQuery): Promise<DownlineTotals[]> {
  const only = q.agentId === undefined ? sql`` : sql`and inviter_id = ${q.agentId}`;
  const inPeriod = (column: SQL) => sql`${column} >= ${at(q.from)} and ${column} < ${at(q.to)}`;
  const result = await rows<TotalsRow>(
    db,
    sql`with recursive tree(agent_id, member_id, depth) as (
        select inviter_id, id, 1 from member_accounts
         where site_code = ${q.siteCode} and inviter_id is not null ${only}
        union all
        select t.agent_id, m.id, t.depth + 1 from member_accounts m
          join tree t on m.inviter_id = t.member_id
         where t.depth < ${q.depth}
      ),
      bets as (
        select b.member_id, sum(b.stake - b.payout) as net_loss, sum(b.valid_stake) as turnover
          from settled_bets b
         where b.site_code = ${q.siteCode} and b.currency = ${q.currency}
           and ${inPeriod(sql`b.settled_at`)}
           and b.member_id in (select member_id from tree)
         group by b.member_id
      ),
      deps as (
        select d.member_id, min(d.credited_at) as first_at,
               sum(d.amount) filter (where ${inPeriod(sql`d.credited_at`)}) as amount
          from credited_deposits d
         where d.site_code = ${q.siteCode} and d.currency = ${q.currency}
           and d.member_id in (select member_id from tree)
         group by d.member_id
      ),
      bonus as (
        select r.member_id, sum(r.amount) as amount from reward_credits r
         where r.site_code = ${q.siteCode} and r.currency = ${q.currency}
           and r.kind <> 'commission' and ${inPeriod(sql`r.created_at`)}
           and r.member_id in (select member_id from tree)
         group by r.member_id
      )
      select t.agent_id, (a.disabled_at is not null) as agent_disabled,
             count(*)::int as members,
             (count(*) filter (where t.depth = 1))::int as direct,
             (count(*) filter (where ${inPeriod(sql`m.created_at`)}))::int as sign_ups,
             (count(*) filter (where ${inPeriod(sql`d.first_at`)}))::int as first_deposits,
             coalesce(sum(d.amount), 0)::text as deposits,
             coalesce(sum(b.turnover), 0)::text as turnover,
             coalesce(sum(b.net_loss), 0)::text as net_loss,
             coalesce(sum(bo.amount), 0)::text as bonuses,
             count(b.member_id)::int as active
        from tree t
        join member_accounts m on m.id = t.member_id
        join member_accounts a on a.id = t.agent_id
        left join bets b on b.member_id = t.member_id
        left join deps d on d.member_id = t.member_id
        left join bonus bo on bo.member_id = t.member_id
       group by t.agent_id, a.disabled_at
       order by t.agent_id`,
  );
  return result.map((r) => ({
    agentId: Number(r.agent_id),
    agentDisabled: Boolean(r.agent_disabled),
    members: Number(r.members),
    direct: Number(r.direct),
    signUps: Number(r.sign_ups),
    firstDeposits: Number(r.first_deposits),
    deposits: BigInt(r.deposits),
    turnover: BigInt(r.turnover),
    netLoss: BigInt(r.net_loss),
    bonuses: BigInt(r.bonuses),
    active: Number(r.active),
  }));
}

/**
 * How many levels `nodeId` sits below `agentId` (0 for the agent), walking up the inviter chain at
 * most `maxDepth` steps; null when the node is not in the agent's downline that deep.
 */
export async function depthBelow(
  db: DbOrTx,
  siteCode: string,
  agentId: number,
  nodeId: number,
  maxDepth: number,
): Promise<number | null> {
  const [row] = await rows<{ depth: number }>(
    db,
    sql`with recursive up(member_id, inviter_id, depth) as (
        select id, inviter_id, 0 from member_accounts where id = ${nodeId} and site_code = ${siteCode}
        union all
        select m.id, m.inviter_id, u.depth + 1 from member_accounts m
          join up u on m.id = u.inviter_id
         where u.depth < ${maxDepth}
      )
      select depth from up where member_id = ${agentId} limit 1`,
  );
  return row ? Number(row.depth) : null;
}

/**
 * Who invited the member, who invited them, and so on: at most `max` of them, nearest first
 * (one more is read to tell whether the chain goes on). A loop in the data ends the walk.
 */
export async function inviterChain(
  db: DbOrTx,
  memberId: number,
  max: number,
): Promise<{ id: number; account: string; disabled: boolean }[]> {
  const found = await rows<{ id: string | number; account: string; disabled: boolean }>(
    db,
    sql`with recursive up(id, inviter_id, depth, path) as (
        select id, inviter_id, 0, array[id] from member_accounts where id = ${memberId}
        union all
        select m.id, m.inviter_id, u.depth + 1, u.path || m.id from member_accounts m
          join up u on m.id = u.inviter_id
         where u.depth <= ${max} and not m.id = any(u.path)
      )
      select up.id, m.account, (m.disabled_at is not null) as disabled
        from up join member_accounts m on m.id = up.id
       where up.depth > 0
       order by up.depth`,
  );
  return found.map((r) => ({ id: Number(r.id), account: r.account, disabled: r.disabled }));
}

/** How many members the member invited themselves. */
export async function directCount(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_accounts where inviter_id = ${memberId}`,
  );
  return Number(row?.n ?? 0);
}

export type ChildRow = {
  id: number;
  account: string;
  createdAt: Date;
  directCount: number;
  deposits: bigint;
  turnover: bigint;
};

/** The invitees of one member, newest first, with their own figures for the period. */
export async function listChildren(
  db: DbOrTx,
  q: { siteCode: string; currency: string; parentId: number; from: Date; to: Date },
  limit: number,
  offset: number,
): Promise<{ rows: ChildRow[]; total: number }> {
  const found = await rows<{
    id: string | number;
    account: string;
    created_at: string | Date;
    direct_count: number;
    deposits: string;
    turnover: string;
  }>(
    db,
    sql`select m.id, m.account, m.created_at,
          (select count(*) from member_accounts c where c.inviter_id = m.id)::int as direct_count,
          (select coalesce(sum(d.amount), 0) from credited_deposits d
            where d.member_id = m.id and d.currency = ${q.currency}
              and d.credited_at >= ${at(q.from)} and d.credited_at < ${at(q.to)})::text as deposits,
          (select coalesce(sum(b.valid_stake), 0) from settled_bets b
            where b.member_id = m.id and b.currency = ${q.currency}
              and b.settled_at >= ${at(q.from)} and b.settled_at < ${at(q.to)})::text as turnover
        from member_accounts m
       where m.inviter_id = ${q.parentId} and m.site_code = ${q.siteCode}
       order by m.created_at desc, m.id desc
       limit ${limit} offset ${offset}`,
  );
  const [total] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_accounts
         where inviter_id = ${q.parentId} and site_code = ${q.siteCode}`,
  );
  return {
    rows: found.map((r) => ({
      id: Number(r.id),
      account: r.account,
      createdAt: new Date(r.created_at),
      directCount: Number(r.direct_count),
      deposits: BigInt(r.deposits),
      turnover: BigInt(r.turnover),
    })),
    total: Number(total?.n ?? 0),
  };
}

export type PaidCommission = {
  id: number;
  period: string;
  amount: bigint;
  basis: bigint;
  rate: string;
  createdAt: Date;
};

/** The commissions credited to a member, newest period first, and their sum. */
export async function paidCommissions(
  db: DbOrTx,
  memberId: number,
  limit: number,
): Promise<{ list: PaidCommission[]; total: bigint }> {
  const [list, [sum]] = await Promise.all([
    rows<{
      id: string | number;
      period: string;
      amount: string;
      basis: string;
      rate: string;
      created_at: string | Date;
    }>(
      db,
      sql`select id, period, amount::text as amount, basis::text as basis, rate, created_at
          from reward_credits where member_id = ${memberId} and kind = 'commission'
         order by period desc, id desc limit ${limit}`,
    ),
    rows<{ total: string }>(
      db,
      sql`select coalesce(sum(amount), 0)::text as total from reward_credits
           where member_id = ${memberId} and kind = 'commission'`,
    ),
  ]);
  return {
    list: list.map((r) => ({
      id: Number(r.id),
      period: r.period,
      amount: BigInt(r.amount),
      basis: BigInt(r.basis),
      rate: r.rate,
      createdAt: new Date(r.created_at),
    })),
    total: BigInt(sum?.total ?? '0'),
  };
}

export type SchemeRow = typeof agentSchemes.$inferSelect;
export type SettlementRow = typeof agentSettlements.$inferSelect;

export async function findScheme(db: DbOrTx, siteCode: string): Promise<SchemeRow | null> {
  const [row] = await db.select().from(agentSchemes).where(eq(agentSchemes.siteCode, siteCode));
  return row ?? null;
}

export async function saveScheme(
  db: DbOrTx,
  row: Omit<typeof agentSchemes.$inferInsert, 'updatedAt'>,
): Promise<SchemeRow> {
  const { siteCode: _site, ...changes } = row;
  const [saved] = await db
    .insert(agentSchemes)
    .values(row)
    .onConflictDoUpdate({
      target: agentSchemes.siteCode,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

/** The site's scheme unless it has one already (demo seed). */
export async function insertSchemeIfMissing(
  db: DbOrTx,
  row: typeof agentSchemes.$inferInsert,
): Promise<void> {
  await db.insert(agentSchemes).values(row).onConflictDoNothing();
}

/** Claims the period of a site for one run; null when it was settled (or is being) already. */
export async function claimSettlement(
  db: DbOrTx,
  row: { siteCode: string; period: string; runBy: number | null },
): Promise<SettlementRow | null> {
  const [created] = await db.insert(agentSettlements).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findSettlement(
  db: DbOrTx,
  siteCode: string,
  period: string,
): Promise<SettlementRow | null> {
  const [row] = await db
    .select()
    .from(agentSettlements)
    .where(and(eq(agentSettlements.siteCode, siteCode), eq(agentSettlements.period, period)));
  return row ?? null;
}

export async function finishSettlement(
  db: DbOrTx,
  id: number,
  totals: { agents: number; total: bigint },
): Promise<SettlementRow> {
  const [row] = await db
    .update(agentSettlements)
    .set(totals)
    .where(eq(agentSettlements.id, id))
    .returning();
  return row!;
}

export async function listSettlements(
  db: DbOrTx,
  filter: { siteCode?: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: SettlementRow[]; total: number }> {
  const where = filter.siteCode ? eq(agentSettlements.siteCode, filter.siteCode) : undefined;
  const [found, [counted]] = await Promise.all([
    db
      .select()
      .from(agentSettlements)
      .where(where)
      .orderBy(desc(agentSettlements.period), desc(agentSettlements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(agentSettlements).where(where),
  ]);
  return { rows: found, total: Number(counted?.n ?? 0) };
}
