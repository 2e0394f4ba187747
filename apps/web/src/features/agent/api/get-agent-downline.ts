import { useInfiniteQuery } from '@tanstack/react-query';
import type { AgentDownlinePage } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { AGENT_KEY } from './agent-keys.ts';
import { nextPageParam } from '../../../lib/api/paged-list.ts';

const PAGE_SIZE = 20;

/** The invitees of `parentId` (the member when absent) with their figures for `period`. */
export const getAgentDownline = (parentId: number | undefined, period: string, page: number) =>
  apiData<AgentDownlinePage>('/findmed/v1/agent/downline', {
    query: {
      ...(parentId === undefined ? {} : { parentId: String(parentId) }),
      period,
      page: String(page),
      size: String(PAGE_SIZE),
    },
  });

/** One node's children, a page at a time; `enabled` waits until the node is opened. */
export function useAgentDownline(parentId: number | undefined, period: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...AGENT_KEY, 'downline', parentId ?? 'me', period],
    queryFn: ({ pageParam }) => getAgentDownline(parentId, period, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam((last: AgentDownlinePage) => last.size),
    enabled,
  });
}
