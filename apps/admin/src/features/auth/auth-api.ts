import { queryOptions } from '@tanstack/react-query';
import { api, saveToken } from '../../lib/api.ts';

export type OperatorRole = 'admin' | 'finance' | 'support' | 'trader';

/** The signed-in operator: role, the sites they are kept to (null: every site), enrolment. */
export type Me = {
  id: number;
  account: string;
  role: OperatorRole;
  sites: string[] | null;
  enrolRequired: boolean;
  /** Codes are kept in the outbox rather than sent (a demo): its screen is in the menu. */
  outbox: boolean;
};

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api<Me>('/auth/me'),
  retry: false,
  staleTime: 60_000,
});

export async function signIn(input: { account: string; password: string; code?: string }) {
  const data = await api<{ token: string; enrolRequired: boolean }>('/auth/login', {
    body: {
      account: input.account,
      password: input.password,
      ...(input.code ? { code: input.code } : {}),
    },
  });
  saveToken(data.token);
  return data;
}

export const startEnrolment = () =>
  api<{ secret: string; uri: string }>('/auth/totp/start', { method: 'POST', body: {} });

export const confirmEnrolment = (code: string) =>
  api<null>('/auth/totp/confirm', { body: { code } });

export async function signOut() {
  try {
    await api<null>('/auth/logout', { method: 'POST', body: {} });
  } finally {
    saveToken(null);
  }
}
