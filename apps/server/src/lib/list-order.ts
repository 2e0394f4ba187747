import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MoneyListSort } from './route-parts.ts';

/**
 * A money list's ORDER BY for the operator's chosen sort: the column, then the row id the same way
 * so that equal amounts or instants keep one order from page to page.
 */
export function moneyListOrder(
  sort: MoneyListSort | undefined,
  columns: { time: AnyColumn; amount: AnyColumn },
  id: AnyColumn,
): SQL[] {
  const chosen = sort ?? '-time';
  const way = chosen.startsWith('-') ? desc : asc;
  const column = chosen.endsWith('amount') ? columns.amount : columns.time;
  return [way(column), way(id)];
}
