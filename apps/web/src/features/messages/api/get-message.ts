import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MemberMessage } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { unreadRefresher } from '../../../lib/api/get-unread-count.ts';
import { MESSAGES } from './keys.ts';

/** One message; the server marks it read as it answers. */
export const getMessage = (id: string) =>
  apiData<MemberMessage>('/findmed/v1/member/message/detail', { query: { id } });

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: [...MESSAGES, 'detail', id],
    queryFn: () => getMessage(id),
  });

/**
 * The message, and once it has come the list and the unread count catch up (it was read just
 * now); a message opened before stays out of it, as it changed nothing.
 */
export function useMessage(id: string) {
  // No id, no question: the page says the message is missing.
  const query = useQuery({ ...messageQuery(id), enabled: id !== '' });
  const client = useQueryClient();
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    void unreadRefresher.run(true);
    void client.invalidateQueries({ queryKey: [...MESSAGES, 'list'] });
  }, [client, data]);
  return query;
}
