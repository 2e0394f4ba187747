import {
  AGENT_MONTH_PATTERN,
  AGENT_PERIOD_CURRENT,
  AGENT_PERIOD_LAST,
  beijingMonth,
  monthBounds,
  shiftMonth,
} from '@kirin/contract';
import { DomainError } from '../../../lib/errors.ts';

// Commission is worked out per calendar month in Beijing time, like every business day of a site.

/** The first month the agent page answers for; earlier ones predate any site. */
const FIRST_MONTH = '2000-01';

export type Period = { month: string; from: Date; to: Date; closed: boolean };

/**
 * The member's `period`: "current" (the default), "last", or a "YYYY-MM" month up to this one.
 * Anything else, a future month included, is a VALIDATION refusal naming the field.
 */
export function memberPeriod(input: string | undefined, now: Date): Period {
  const current = beijingMonth(now);
  const value = input?.trim() || AGENT_PERIOD_CURRENT;
  let month: string;
  if (value === AGENT_PERIOD_CURRENT) month = current;
  else if (value === AGENT_PERIOD_LAST) month = shiftMonth(current, -1);
  else if (AGENT_MONTH_PATTERN.test(value) && value >= FIRST_MONTH && value <= current) {
    month = value;
  } else throw DomainError.validation({ period: 'invalid_value' });
  return { month, ...monthBounds(month), closed: month < current };
}

/** A month to settle: it must be a "YYYY-MM" month that has ended. */
export function closedMonth(input: unknown, now: Date): Period {
  if (typeof input !== 'string' || input.trim() === '') {
    throw DomainError.validation({ period: 'required' });
  }
  const month = input.trim();
  if (!AGENT_MONTH_PATTERN.test(month) || month < FIRST_MONTH) {
    throw DomainError.validation({ period: 'invalid_format' });
  }
  if (month >= beijingMonth(now)) throw new DomainError('AGENT_PERIOD_OPEN');
  return { month, ...monthBounds(month), closed: true };
}

/** The month before the one `now` falls in: what the settlement job settles. */
export const lastMonth = (now: Date): string => shiftMonth(beijingMonth(now), -1);
