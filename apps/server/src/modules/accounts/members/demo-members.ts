import type { Db, DbOrTx } from '../../../db/client.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { insertMember } from './member.repository.ts';

/** The demo member of every site, as the README documents it. */
export const DEMO_MEMBER = {
  account: 'demo01',
  password: 'Demo123456',
  withdrawPassword: '135790',
  realName: '张三',
  areaCode: '86',
  phone: '13800138000',
  email: 'demo01@example.com',
} as const;

/**
 * What other modules give a new demo member, in the transaction that creates it (the bank card of
 * withdraw-accounts): passed in, so that members imports none of them.
 */
export type DemoMemberExtras = (
  tx: DbOrTx,
  member: { id: number; realName: string },
) => Promise<void>;

/** Creates the demo member, with its `extras`, on each site that does not have one yet. */
export async function seedDemoMembers(
  db: Db,
  audit: AuditService,
  siteCodes: readonly string[],
  extras?: DemoMemberExtras,
) {
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  const withdrawPasswordHash = await hashPassword(DEMO_MEMBER.withdrawPassword);
  for (const siteCode of siteCodes) {
    await db.transaction(async (tx) => {
      const member = await insertMember(tx, {
        siteCode,
        account: DEMO_MEMBER.account,
        passwordHash,
        withdrawPasswordHash,
        realName: DEMO_MEMBER.realName,
        areaCode: DEMO_MEMBER.areaCode,
        phone: DEMO_MEMBER.phone,
        email: DEMO_MEMBER.email,
        inviteCode: `DEMO${siteCode.toUpperCase()}`.slice(0, 12),
        adultConfirmedAt: new Date(),
      });
      if (!member) return;
      await extras?.(tx, { id: member.id, realName: DEMO_MEMBER.realName });
      await audit.record(
        {
          actor: { kind: 'system', name: 'demo-seed' },
          siteCode,
          action: 'member.create',
          target: { kind: 'member', id: member.id },
          after: { account: member.account },
        },
        tx,
      );
    });
  }
}
