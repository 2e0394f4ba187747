import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { operators, operatorSessions, type OperatorRole } from '../../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorView = {
  id: number;
  account: string;
  role: OperatorRole;
  disabledAt: Date | null;
  system: boolean;
  sites: string[] | null;
  totpEnabledAt: Date | null;
  createdAt: Date;
};

const view = {
  id: operators.id,
  account: operators.account,
  role: operators.role,
  disabledAt: operators.disabledAt,
  system: operators.system,
  sites: operators.sites,
  totpEnabledAt: operators.totpEnabledAt,
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

/** Every operator, with when they last signed in (a session begun, by password), if ever. */
export async function listOperators(
  db: DbOrTx,
): Promise<(OperatorView & { lastSignInAt: Date | null })[]> {
  // Spelled out: inside a select of one table drizzle leaves column names unqualified, and
  // "id" would be the session's own.
  const lastSignInAt = sql<Date | null>`(select max(s.created_at) from operator_sessions s
    where s.operator_id = operators.id)`.mapWith(operatorSessions.createdAt);
  return db
    .select({ ...view, lastSignInAt })
    .from(operators)
    .orderBy(asc(operators.id));
}

/** Inserts unless the account exists; returns the new row, or undefined when it was taken. */
export async function insertOperator(
  db: DbOrTx,
  values: { account: string; passwordHash: string; role: OperatorRole; sites?: string[] | null },
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
    .values({ ...values, system: true })
    .onConflictDoUpdate({
      target: operators.account,
      set: { passwordHash: values.passwordHash, role: values.role, disabledAt: null, system: true },
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
  values: {
    tokenHash: string;
    operatorId: number;
    expiresAt: Date;
    ip: string | undefined;
    stage: 'enrol' | 'full';
  },
): Promise<void> {
  await db.insert(operatorSessions).values({ ...values, ip: values.ip ?? null });
}

/** A live session: not ended, not past its absolute expiry, not idle for longer than allowed. */
export async function findLiveOperatorSession(db: DbOrTx, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      lastSeenAt: operatorSessions.lastSeenAt,
      stage: operatorSessions.stage,
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

/** A secret for an operator who has not enabled the second factor yet (replaces an earlier one). */
export async function setPendingTotpSecret(
  db: DbOrTx,
  id: number,
  sealed: string,
): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpSecret: sealed })
    .where(and(eq(operators.id, id), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function findTotpSecret(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ secret: operators.totpSecret, enabledAt: operators.totpEnabledAt })
    .from(operators)
    .where(eq(operators.id, id));
  return row;
}

/**
 * Spends a time step: true when it is after the last one used (and, with `enable`, switches the
 * factor on). One conditional update, so two requests with one code cannot both pass.
 */
export async function spendTotpStep(
  db: DbOrTx,
  id: number,
  step: number,
  enable = false,
): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({
      totpLastStep: step,
      ...(enable ? { totpEnabledAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(operators.id, id),
        sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** Clears the factor (a lost phone): the operator enrols again at the next log-in. */
export async function resetTotp(db: DbOrTx, id: number): Promise<OperatorView | undefined> {
  const [row] = await db
    .update(operators)
    .set({ totpSecret: null, totpEnabledAt: null })
    .where(eq(operators.id, id))
    .returning(view);
  return row;
}

export async function completeOperatorSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ stage: 'full' })
    .where(eq(operatorSessions.id, sessionId));
}

/** Every sealed TOTP secret not yet under the current key (see DataCipher.currentPrefix). */
export async function totpSecretsToReseal(db: DbOrTx, currentPrefix: string) {
  return db
    .select({ id: operators.id, secret: operators.totpSecret })
    .from(operators)
    .where(
      sql`${operators.totpSecret} is not null and ${operators.totpSecret} not like ${`${currentPrefix}%`}`,
    );
}

export async function replaceTotpSecret(db: DbOrTx, id: number, sealed: string): Promise<void> {
  await db.update(operators).set({ totpSecret: sealed }).where(eq(operators.id, id));
}
