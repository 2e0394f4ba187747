import { queryOptions, useQuery } from '@tanstack/react-query';
import { ME } from '../../../lib/api/keys.ts';
import { apiData } from '../../../lib/api-client.ts';

/** One Beijing month of the member's money and bets; wire amounts, `net` signed. */
export type StatementMonth = {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly deposits: string;
  readonly withdrawals: string;
  readonly stakes: string;
  readonly payouts: string;
  readonly bonuses: string;
  /** payouts + bonuses − stakes. */
  readonly net: string;
};

/**
 * The money figures of a month before its net, in the order the table, the cards and the CSV
 * file show them.
 */
export const STATEMENT_FIGURES = [
  'deposits',
  'withdrawals',
  'stakes',
  'payouts',
  'bonuses',
] as const satisfies readonly (keyof StatementMonth)[];

/** Newest month first. */
export type Statement = { readonly items: readonly StatementMonth[] };

/** The months the page shows: a year, as the spec's statement does. */
export const STATEMENT_MONTHS = 12;

export const getStatement = (months: number) =>
  apiData<Statement>('/findmed/v1/member/statement', { query: { months } });

export const statementQuery = (months: number = STATEMENT_MONTHS) =>
  queryOptions({
    queryKey: [...ME, 'statement', months],
    queryFn: () => getStatement(months),
  });

export const useStatement = () => useQuery(statementQuery());
