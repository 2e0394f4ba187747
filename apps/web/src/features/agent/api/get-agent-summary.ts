import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentSummary } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { AGENT_KEY } from './agent-keys.ts';

/** `period`: "current", "last" or a month "YYYY-MM". */
export const getAgentSummary = (period: string) =>
  apiData<AgentSummary>('/findmed/v1/agent/summary', { query: { period } });

export const agentSummaryQuery = (period: string) =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'summary', period],
    queryFn: () => getAgentSummary(period),
  });

export const useAgentSummary = (period: string) => useQuery(agentSummaryQuery(period));
