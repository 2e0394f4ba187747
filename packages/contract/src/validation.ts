// Issue messages are reason keys, not prose: the server maps each key to localized text, and the
// web matches on keys, so a copy change never breaks either side.
import { z } from 'zod';

export const FIELD_REASONS = [
  'required',
  'invalid_format',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_many_decimals',
  'invalid_type',
  'invalid_value',
  'mismatch',
  'too_weak',
] as const;

export type FieldReason = (typeof FIELD_REASONS)[number];

const FIELD_REASON_SET: ReadonlySet<string> = new Set(FIELD_REASONS);

export function isFieldReason(value: unknown): value is FieldReason {
  return typeof value === 'string' && FIELD_REASON_SET.has(value);
}

// A missing field is 'required'; a present field of the wrong JSON type is 'invalid_type'.
const stringType = z.string({
  error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type'),
});

// Each check aborts so a string reports one reason, the most fundamental one first. Zod still runs
// length checks on any non-string with a .length (an array), so read the first issue, as the
// server does: it is always the type error.
const reason = (error: FieldReason) => ({ error, abort: true });

/** Spec §5: 4-11 letters and digits. ASCII only and never trimmed: what is typed is the name. */
export const accountNameSchema = stringType
  .min(1, reason('required'))
  .regex(/^[A-Za-z0-9]+$/, reason('invalid_format'))
  .min(4, reason('too_short'))
  .max(11, reason('too_long'));

/** Spec §5: may not be empty. Digits only, without '+', at most 4 (ITU codes have 1-3). */
export const areaCodeSchema = stringType
  .trim()
  .min(1, reason('required'))
  .regex(/^[0-9]+$/, reason('invalid_format'))
  .max(4, reason('too_long'));

export function isValidAccountName(value: unknown): value is string {
  return accountNameSchema.safeParse(value).success;
}

export function isValidAreaCode(value: unknown): value is string {
  return areaCodeSchema.safeParse(value).success;
}
