import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoTransferSetting } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { TRANSFER } from './transfer-moves.ts';

const AUTO_PATH = '/findmed/v1/finance/transfer/auto';

export const autoTransferKey = [...TRANSFER, 'auto'] as const;

export const autoTransferQuery = queryOptions({
  queryKey: autoTransferKey,
  queryFn: () => apiData<AutoTransferSetting>(AUTO_PATH),
});

export const useAutoTransfer = () => useQuery(autoTransferQuery);

/** Turns auto-transfer on or off; the answer is the setting now in force. */
export function useSetAutoTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiData<AutoTransferSetting>(AUTO_PATH, { body: { enabled: enabled ? '1' : '0' } }),
    onSuccess: (setting) => client.setQueryData(autoTransferKey, setting),
  });
}
