import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  WITHDRAW_ACCOUNT_KINDS,
  type UsdtNetwork,
  type WithdrawAccountKind,
} from '@kirin/contract';
import { ME } from '../../../lib/api/keys.ts';
import { apiData } from '../../../lib/api-client.ts';

export type BankCard = {
  id: number;
  bankCode: string;
  bankName: string;
  /** Masked: '**** **** **** 8128'. */
  cardNo: string;
  holder: string;
  branch: string;
  createdAt: string;
};

export type VirtualAccount = {
  id: number;
  currency: string;
  network: UsdtNetwork;
  /** Masked: 'TR7NHq…gjLj6t'. */
  address: string;
  createdAt: string;
};

export type AlipayAccount = { id: number; account: string; holder: string; createdAt: string };

export type WithdrawAccounts = {
  bank: BankCard[];
  virtual: VirtualAccount[];
  alipay: AlipayAccount[];
  limits: Record<WithdrawAccountKind, number>;
};

export type AnyWithdrawAccount =
  | ({ kind: 'bank' } & BankCard)
  | ({ kind: 'virtual' } & VirtualAccount)
  | ({ kind: 'alipay' } & AlipayAccount);

export const getCards = () => apiData<WithdrawAccounts>('/findmed/v1/member/cards');

export const cardsKey = [...ME, 'cards'] as const;

export const cardsQuery = queryOptions({
  queryKey: cardsKey,
  queryFn: getCards,
  staleTime: 30_000,
});

export const useCards = () => useQuery(cardsQuery);

/** The accounts of one kind, each tagged with it. */
export function accountsOf(
  data: WithdrawAccounts,
  kind: WithdrawAccountKind,
): AnyWithdrawAccount[] {
  switch (kind) {
    case 'bank':
      return data.bank.map((item) => ({ kind, ...item }));
    case 'virtual':
      return data.virtual.map((item) => ({ kind, ...item }));
    case 'alipay':
      return data.alipay.map((item) => ({ kind, ...item }));
  }
}

/** One account of any kind by id (ids are unique across kinds). */
export function findAccount(data: WithdrawAccounts, id: number): AnyWithdrawAccount | undefined {
  return WITHDRAW_ACCOUNT_KINDS.flatMap((kind) => accountsOf(data, kind)).find(
    (account) => account.id === id,
  );
}
