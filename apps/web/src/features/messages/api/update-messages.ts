import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAction, MessageUpdateResult } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { unreadRefresher } from '../../../lib/api/get-unread-count.ts';
import { MESSAGES } from './keys.ts';

/** Named messages (`ids`), or every unread one (`all`, reading only). */
export type UpdateMessagesParams =
  { action: MessageAction; ids: readonly number[] } | { action: 'read'; all: true };

export const updateMessages = (params: UpdateMessagesParams) =>
  apiData<MessageUpdateResult>('/findmed/v1/member/message/update', {
    body:
      'all' in params
        ? { action: params.action, all: true }
        : { action: params.action, ids: params.ids.join(',') },
  });

export function useUpdateMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMessages,
    // Whatever the answer, the inbox and its count may have changed: ask again.
    onSettled: () => {
      void unreadRefresher.run(true);
      return client.invalidateQueries({ queryKey: MESSAGES });
    },
  });
}
