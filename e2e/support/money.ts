import { expect } from 'vitest';
import { apiJson } from './stack.ts';

// Money set-up and checks the journeys share: a deposit as a member makes it and an operator
// confirms it (the real path, the credit's follow-ups included), and the books' invariants.

type Envelope<T> = { status: boolean; data: T };

/** A bank deposit of `amount` by the member `token`, confirmed by the operator. */
export async function confirmedBankDeposit(
  serverUrl: string,
  operator: string,
  token: string,
  amount: string,
): Promise<void> {
  const api = <T>(pathname: string, init: RequestInit = {}) =>
    apiJson<Envelope<T>>(serverUrl, pathname, init);
  const channels = await api<{ list: { id: number; kind: string }[] }>(
    '/api/findmed/v1/finance/deposit/channels',
    { headers: { t: token } },
  );
  const bank = channels.data.list.find((c) => c.kind === 'bank');
  const order = await api<{ id: string }>('/api/findmed/v1/finance/deposit', {
    method: 'POST',
    headers: {
      t: token,
      'content-type': 'application/json',
      'idempotency-key': `e2e-deposit-${amount}-${token.slice(0, 8)}`,
    },
    body: JSON.stringify({ channelId: bank?.id, amount, depositorName: '张三' }),
  });
  expect(order).toMatchObject({ status: true });
  const confirmed = await api(`/api/admin/v1/finance/deposits/${order.data.id}/confirm`, {
    method: 'POST',
    headers: {
      t: operator,
      'content-type': 'application/json',
      'idempotency-key': `e2e-confirm-${order.data.id}`,
    },
    body: '{}',
  });
  expect(confirmed).toMatchObject({ status: true });
}

/** Every ledger invariant holds (the operators' books check). */
export async function expectBooksBalance(serverUrl: string, operator: string): Promise<void> {
  const invariants = await apiJson<Envelope<{ ok: boolean }>>(
    serverUrl,
    '/api/admin/v1/finance/invariants',
    { headers: { t: operator } },
  );
  expect(invariants.data.ok).toBe(true);
}
