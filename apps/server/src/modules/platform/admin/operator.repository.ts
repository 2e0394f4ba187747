import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { operators, operatorSessions, type OperatorRole } from '../../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorView = {
  id: number;
  account: string;
  role: OperatorRole;
  disabledAt: Date | null;
  createdAt: Date;
};

const view = {
  id: operators.id,
  account: operators.account,
  role: operators.role,
  disabledAt: operators.disabledAt,
  createdAt: operators.createdAt,
};

export async function countOperators(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators);
  return Number(row?.n ?? 0);
}

export async function findOperatorByAccount(
  db: DbOrTx,
  account: string,
): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.account, account));
  return row;
}

export async function findOperatorById(db: DbOrTx, id: number): Promise<OperatorView | undefined> {
  const [row] = await db.select(view).from(operators).where(eq(operators.id, id));
  return row;
}

export async function listOperators(db: DbOrTx): Promise<OperatorView[]> {
  return db.select(view).from(operators).orderBy(asc(operators.id));
}

/** Inserts unless the account exists; returns the new row, or undefined when it was taken. */
export async function insertOperator(
  db: DbOrTx,
  values: { account: string; passwordHash: string; role: OperatorRole },
): Promise<OperatorView | undefined> {
  const [row] = await db
    .insert(operators)
    .values(values)
    .onConflictDoNothing({ target: operators.account })
    .returning(view);
  return row;
}

/** A system operator's account: created, or its password replaced (and enabled again). */
export async function upsertSystemOperator(
  db: DbOrTx,
  values: { account: string; passwordHash: string; role: OperatorRole },
): Promise<OperatorView> {
  const [row] = await db
    .insert(operators)
    .values(values)
    .onConflictDoUpdate({
      target: operators.account,
      set: { passwordHash: values.passwordHash, role: values.role, disabledAt: null },
    })
    .returning(view);
  return row!;
}

export async function setOperatorDisabled(
  db: DbOrTx,
  id: number,
  disabled: boolean,
): Promise<OperatorView | undefined> {
  const [row] = await db
    .update(operators)
    .set({ disabledAt: disabled ? sql`now()` : null })
    .where(eq(operators.id, id))
    .returning(view);
  return row;
}

export async function insertOperatorSession(
  db: DbOrTx,
  values: { tokenHash: string; operatorId: number; expiresAt: Date; ip: string | undefined },
): Promise<void> {
  await db.insert(operatorSessions).values({ ...values, ip: values.ip ?? null });
}

/** A live session: not ended, not past its absolute expiry, not idle for longer than allowed. */
export async function findLiveOperatorSession(db: DbOrTx, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      lastSeenAt: operatorSessions.lastSeenAt,
      operator: view,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(operatorSessions.lastSeenAt, idleSince),
        isNull(operators.disabledAt),
      ),
    );
  return row;
}

export async function touchOperatorSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(operatorSessions.id, sessionId));
}

export async function endOperatorSessions(
  db: DbOrTx,
  where: { sessionId: number } | { operatorId: number },
): Promise<void> {
  const match =
    'sessionId' in where
      ? eq(operatorSessions.id, where.sessionId)
      : eq(operatorSessions.operatorId, where.operatorId);
  await db
    .update(operatorSessions)
    .set({ endedAt: sql`now()` })
    .where(and(match, isNull(operatorSessions.endedAt)));
}
