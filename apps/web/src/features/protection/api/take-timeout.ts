import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';

export const TIMEOUT_DAYS = [1, 7, 30, 42] as const;
export type TimeoutDays = (typeof TIMEOUT_DAYS)[number];

/** `until`: ISO 8601, when the time-out ends. */
export type Restriction = { until: string | null };

/** Starts a time-out on every brand of the same person; the server ends every session. */
export const takeTimeout = (days: TimeoutDays, idempotencyKey: string) =>
  apiData<Restriction>('/findmed/v1/member/timeout', {
    body: { days },
    json: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
