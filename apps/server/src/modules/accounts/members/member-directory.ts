import type { DbOrTx } from '../../../db/client.ts';
import {
  findMemberByAccount,
  findMemberById,
  findMemberIdsByContact,
  lockMember,
  setMarketingMessages,
  updateMember,
  type MemberRow,
} from './member.repository.ts';

// What other modules may ask of the members module, inside their own transaction: a member found
// or locked (a money movement locks its member first, FOR NO KEY UPDATE, so movements of one member
// queue), the real name set by a first withdrawal account, the marketing choice. The rows come
// without the password hashes: no other module checks a password. Everything else of members goes
// through MemberService and the routes.

/** A member as other modules see one. */
export type MemberRecord = Omit<MemberRow, 'passwordHash' | 'withdrawPasswordHash'>;

const record = (row: MemberRow | undefined): MemberRecord | undefined => {
  if (!row) return undefined;
  const { passwordHash: _p, withdrawPasswordHash: _w, ...rest } = row;
  return rest;
};

export const memberById = async (db: DbOrTx, id: number) => record(await findMemberById(db, id));

export const memberByAccount = async (db: DbOrTx, siteCode: string, account: string) =>
  record(await findMemberByAccount(db, siteCode, account));

/**
 * The same person's members on every brand: those registered with the same phone (area code and
 * number) or the same email (any case), the member included. Responsible gambling's
 * restrictions cover them all (API.md).
 */
export async function samePersonIds(db: DbOrTx, id: number): Promise<number[]> {
  const member = await findMemberById(db, id);
  if (!member) return [];
  const ids = await findMemberIdsByContact(db, member);
  return ids.includes(id) ? ids : [id, ...ids];
}

/** The member's row locked until the caller's transaction ends. */
export const lockMemberRow = async (db: DbOrTx, id: number) => record(await lockMember(db, id));

/** The name withdrawals are paid to; set once, by the member's first withdrawal account. */
export async function setRealName(db: DbOrTx, id: number, realName: string): Promise<void> {
  await updateMember(db, id, { realName });
}

/** The member's VIP level, set by the VIP module (the caller holds the member row's lock). */
export async function setVipLevel(db: DbOrTx, id: number, vipLevel: number): Promise<void> {
  await updateMember(db, id, { vipLevel });
}

export const setMarketing = (db: DbOrTx, id: number, marketing: boolean) =>
  setMarketingMessages(db, id, marketing);
