import { z, type core } from 'zod';
import { isFieldReason, type FieldReason } from './validation.ts';

type Issue = core.$ZodRawIssue;

/**
 * Turns a zod issue into one of our stable reason keys. Server and web install it as zod's error
 * map so every schema speaks in reasons; people only ever see the localized text for a reason.
 */
export function reasonForIssue(issue: Issue): FieldReason {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? 'required'
        : 'invalid_type';
    case 'too_small':
      if (issue.origin === 'string') return issue.input === '' ? 'required' : 'too_short';
      if (issue.origin === 'array' || issue.origin === 'set') return 'required';
      return 'too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'too_large';
    case 'invalid_format':
    case 'not_multiple_of':
      return 'invalid_format';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'unrecognized_keys':
      return 'invalid_value';
    default:
      return isFieldReason(issue.message) ? issue.message : 'invalid_value';
  }
}

let installed = false;
/** Installs `reasonForIssue` as zod's global error map (idempotent). */
export function installZodReasons(): void {
  if (installed) return;
  installed = true;
  z.config({
    customError: (issue) => {
      // A schema that names its own reason keeps it.
      if (isFieldReason(issue.message)) return issue.message;
      return reasonForIssue(issue);
    },
  });
}
