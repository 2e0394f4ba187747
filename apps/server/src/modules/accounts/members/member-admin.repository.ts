import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members } from '../../../db/schema.ts';

/**
 * What an operator's search text may be, each way (member-admin.service.ts reads the text): the
 * first letters of the account (lower case, LIKE's wildcards escaped), a phone number as the
 * national number or with its area code in front, an email, a real name, an invite code. Each
 * way has an index of its own (migration 0025_member_search).
 */
export type MemberSearch = {
  accountPrefix: string;
  /** The digits typed, and the numbers the phone column may hold for them (see phoneSearch). */
  phone?: { digits: string; numbers: string[] } | undefined;
  email?: string | undefined;
  realName: string;
  inviteCode: string;
};

export type MemberListRow = Pick<
  typeof members.$inferSelect,
  | 'id'
  | 'siteCode'
  | 'account'
  | 'realName'
  | 'areaCode'
  | 'phone'
  | 'email'
  | 'vipLevel'
  | 'inviteCode'
  | 'disabledAt'
  | 'createdAt'
  | 'lastLoginAt'
>;

const listColumns = {
  id: members.id,
  siteCode: members.siteCode,
  account: members.account,
  realName: members.realName,
  areaCode: members.areaCode,
  phone: members.phone,
  email: members.email,
  vipLevel: members.vipLevel,
  inviteCode: members.inviteCode,
  disabledAt: members.disabledAt,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
};

/** Any of the ways matches: each is a condition one of the search indexes answers. */
function matches(search: MemberSearch): SQL | undefined {
  const ways: (SQL | undefined)[] = [
    like(sql`lower(${members.account})`, `${search.accountPrefix}%`),
    eq(members.realName, search.realName),
    eq(members.inviteCode, search.inviteCode),
  ];
  if (search.email !== undefined) ways.push(sql`lower(${members.email}) = ${search.email}`);
  if (search.phone) {
    const { digits, numbers } = search.phone;
    ways.push(
      and(
        inArray(members.phone, numbers),
        or(
          eq(members.phone, digits),
          sql`coalesce(${members.areaCode}, '') || ${members.phone} = ${digits}`,
        ),
      ),
    );
  }
  return or(...ways);
}

/** Members of a site (or of every site), found by the search if any, newest first. */
export async function searchMembers(
  db: DbOrTx,
  filter: { siteCode?: string | undefined; search?: MemberSearch | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: MemberListRow[]; total: number }> {
  const where = and(
    filter.siteCode === undefined ? undefined : eq(members.siteCode, filter.siteCode),
    filter.search ? matches(filter.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(members)
      .where(where)
      .orderBy(desc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
