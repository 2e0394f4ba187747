import { useMutation } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/api-blob.ts';
import { saveBlob, todayStamp } from '../../../lib/download.ts';
import type { TransactionFilter } from './get-transactions.ts';

/** A long range takes the server a while to write: more time than an ordinary call. */
const EXPORT_TIMEOUT_MS = 30_000;

/** The CSV of the records in the filter's range and kind (UTF-8 with BOM, from the server). */
export const exportTransactions = (filter: TransactionFilter) =>
  requestBlob('/findmed/v1/records/transactions.csv', {
    query: { ...filter },
    timeoutMs: EXPORT_TIMEOUT_MS,
  });

export function useExportTransactions() {
  return useMutation({
    mutationFn: exportTransactions,
    onSuccess: (blob) => saveBlob(blob, `transactions-${todayStamp()}.csv`),
  });
}
