// Field rules of the accounts module, shared so that the member site validates as the member types
// with exactly the rules the server enforces. Messages are reason keys (see validation.ts).
// The choices are recorded in docs/decisions/member-accounts.md.
import { z } from 'zod';
import type { FieldReason } from './validation.ts';

const reason = (error: FieldReason) => ({ error, abort: true });
const text = z.string({
  error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type'),
});

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * Login password: 8-64 characters with at least one letter and one digit. Any other characters
 * are allowed (a pasted 64-character manager password must work); control characters are not.
 */
export const loginPasswordSchema = text
  .min(1, reason('required'))
  .min(PASSWORD_MIN_LENGTH, reason('too_short'))
  .max(PASSWORD_MAX_LENGTH, reason('too_long'))
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, reason('invalid_format'))
  .regex(/\p{L}/u, reason('too_weak'))
  .regex(/\p{Nd}/u, reason('too_weak'));

/** Withdrawal password: six digits, the form members of this market know from bank cards. */
export const withdrawPasswordSchema = text
  .min(1, reason('required'))
  .regex(/^[0-9]{6}$/, reason('invalid_format'));

/** SMS and email codes: six digits. */
export const verificationCodeSchema = text
  .trim()
  .min(1, reason('required'))
  .regex(/^[0-9]{6}$/, reason('invalid_format'));

export const captchaSchema = text.trim().min(1, reason('required')).max(12, reason('too_long'));

/** National number without the area code: digits only; mainland China numbers are 1[3-9]xxxxxxxxx. */
export const phoneSchema = text
  .trim()
  .min(1, reason('required'))
  .regex(/^[0-9]{5,15}$/, reason('invalid_format'));

export function isValidPhone(areaCode: string, phone: string): boolean {
  if (!/^[0-9]{5,15}$/.test(phone)) return false;
  if (areaCode === '86') return /^1[3-9][0-9]{9}$/.test(phone);
  // E.164 caps the whole number at 15 digits.
  return areaCode.length + phone.length <= 15;
}

export const emailSchema = text
  .trim()
  .min(1, reason('required'))
  .max(254, reason('too_long'))
  // Zod's own address rule (Gmail's, roughly): no markup, quotes or spaces before the @, a real
  // domain after it. A home-made rule took `<svg/onload=alert(1)>@evil.co` (issue 20).
  .regex(z.regexes.email, reason('invalid_format'));

/** The name on the member's bank cards: letters of any script, marks, middle dots and spaces. */
export const realNameSchema = text
  .trim()
  .min(1, reason('required'))
  .min(2, reason('too_short'))
  .max(30, reason('too_long'))
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}·•. ]*[\p{L}\p{M}]$/u, reason('invalid_format'));

/** Bank card numbers as printed, spaces allowed: 12 to 19 digits (UnionPay issues 16 to 19). */
export const bankCardNoSchema = text
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(text.min(1, reason('required')).regex(/^[0-9]{12,19}$/, reason('invalid_format')));

export const branchSchema = text.trim().max(60, reason('too_long'));

export const USDT_NETWORKS = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];

const ADDRESS_FORM: Record<UsdtNetwork, RegExp> = {
  // Base58 (no 0, O, I, l), 34 characters, Tron's version byte makes it start with T.
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The form of an address on its network. The server also verifies checksums. */
export function isAddressForm(network: UsdtNetwork, address: string): boolean {
  return ADDRESS_FORM[network].test(address);
}

/** An Alipay account is the phone number (mainland) or the email address it was opened with. */
export function isAlipayAccount(value: string): boolean {
  return /^1[3-9][0-9]{9}$/.test(value) || emailSchema.safeParse(value).success;
}

export const CODE_PURPOSES = ['register', 'forget', 'bind', 'withdraw'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const CODE_CHANNELS = ['phone', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** Seconds before the member may ask for another code (the resend countdown). */
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 600;

export const WITHDRAW_ACCOUNT_KINDS = ['bank', 'virtual', 'alipay'] as const;
export type WithdrawAccountKind = (typeof WITHDRAW_ACCOUNT_KINDS)[number];

/** `true`, `1`, `'true'`, `'1'`, `'on'` (a checkbox) count as confirmed. */
export function isConfirmed(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
}
