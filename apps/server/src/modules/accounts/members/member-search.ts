import type { MemberSearch } from './member-admin.repository.ts';

// How an operator's search text finds members (GET /api/admin/v1/members?q=): by the first letters
// of the account, or exactly by phone, email, real name or invite code, all at once.

const LIKE_WILDCARD = /[\\%_]/g;
/** Area codes are 1-4 digits, national numbers 5-15 (the contract's areaCodeSchema, phoneSchema). */
const AREA_CODE_MAX = 4;
const NUMBER_MIN = 5;
const NUMBER_MAX = 15;

/** The ways the text finds a member; undefined when there is no text (every member). */
export function memberSearch(q: string | undefined): MemberSearch | undefined {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  return {
    accountPrefix: text.toLowerCase().replace(LIKE_WILDCARD, (c) => `\\${c}`),
    phone: phoneSearch(text),
    // Emails are kept in lower case; without an @ the text is no email.
    email: text.includes('@') ? text.toLowerCase() : undefined,
    realName: text,
    // Invite codes are made and looked up in upper case (member.service.ts).
    inviteCode: text.toUpperCase(),
  };
}

/**
 * A phone number as operators type it: the national number ("13800138000"), or with its area
 * code in front ("8613800138000", "+86 138-0013-8000"). The phone column holds the national
 * number, so it is the digits themselves or what follows an area code of 1-4 digits; a row
 * found by one of those must also have the digits as its number or as area code and number.
 */
export function phoneSearch(text: string): MemberSearch['phone'] {
  const compact = text.replace(/[\s-]/g, '');
  if (!/^\+?[0-9]+$/.test(compact)) return undefined;
  const digits = compact.replace(/^\+/, '');
  if (digits.length < NUMBER_MIN || digits.length > AREA_CODE_MAX + NUMBER_MAX) return undefined;
  const numbers = new Set<string>();
  if (digits.length <= NUMBER_MAX) numbers.add(digits);
  for (let head = 1; head <= AREA_CODE_MAX; head += 1) {
    const rest = digits.slice(head);
    if (rest.length >= NUMBER_MIN && rest.length <= NUMBER_MAX) numbers.add(rest);
  }
  return { digits, numbers: [...numbers] };
}
