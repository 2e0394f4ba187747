import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferMoves } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { transferMovesKey } from './transfer-moves.ts';

/** While a move is in transit the venue's answer is awaited: ask again this often. */
export const MOVES_POLL_MS = 3_000;

export const getTransferMoves = () => apiData<TransferMoves>('/findmed/v1/finance/transfer/moves');

export const transferMovesQuery = queryOptions({
  queryKey: transferMovesKey,
  queryFn: getTransferMoves,
  refetchInterval: (query) =>
    query.state.data?.list.some((move) => move.state === 'pending') ? MOVES_POLL_MS : false,
});

export const useTransferMoves = () => useQuery(transferMovesQuery);
