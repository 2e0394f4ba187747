import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsdtNetwork, WithdrawAccountKind } from '@kirin/contract';
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

/** One account of any kind by id (ids are unique across kinds). */
export function findAccount(data: WithdrawAccounts, id: number): AnyWithdrawAccount | undefined {
  const bank = data.bank.find((item) => item.id === id);
  if (bank) return { kind: 'bank', ...bank };
  const virtual = data.virtual.find((item) => item.id === id);
  if (virtual) return { kind: 'virtual', ...virtual };
  const alipay = data.alipay.find((item) => item.id === id);
  if (alipay) return { kind: 'alipay', ...alipay };
  return undefined;
}
