import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { captchas } from '../../../db/schema.ts';

type Key = { siteCode: string; deviceNo: string };

/** Stores the device's picture code, replacing the one it had. */
export async function putCaptcha(
  db: DbOrTx,
  key: Key,
  values: { answerHash: string; powChallenge: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(captchas)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [captchas.siteCode, captchas.deviceNo],
      set: { ...values, createdAt: sql`now()` },
    });
}

/** Removes and returns the device's code if it has not expired: every check uses it up. */
export async function takeCaptcha(
  db: DbOrTx,
  key: Key,
): Promise<{ answerHash: string; powChallenge: string | null } | undefined> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.siteCode, key.siteCode), eq(captchas.deviceNo, key.deviceNo)))
    .returning({
      answerHash: captchas.answerHash,
      powChallenge: captchas.powChallenge,
      expiresAt: captchas.expiresAt,
    });
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return { answerHash: row.answerHash, powChallenge: row.powChallenge };
}
