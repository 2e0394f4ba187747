import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import type { Restriction } from './take-timeout.ts';

/** 0 is permanent. */
export const EXCLUSION_MONTHS = [6, 12, 60, 0] as const;
export type ExclusionMonths = (typeof EXCLUSION_MONTHS)[number];

/**
 * Self-exclusion on every brand of the same person; `password` is the login password encrypted as
 * at log-in. The server ends every session. `until` is null for a permanent one.
 */
export const selfExclude = (
  params: { months: ExclusionMonths; password: string },
  idempotencyKey: string,
) =>
  apiData<Restriction>('/findmed/v1/member/exclude', {
    body: params,
    json: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
