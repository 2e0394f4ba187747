import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';

/**
 * `depositorName`: bank channels, the name on the paying account. `quoteId`: a USDT channel's
 * order at a `buy` quote's rate (the exchange page).
 */
export type CreateDepositParams = {
  channelId: number;
  amount: string;
  depositorName?: string;
  quoteId?: string;
};

/** Opens a deposit order; the key makes a retried press the same order (API.md). */
export const createDeposit = (params: CreateDepositParams, idempotencyKey: string) =>
  apiData<{ id: string }>('/findmed/v1/finance/deposit', {
    body: params,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
