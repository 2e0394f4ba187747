import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentProgramme } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';

export const getProgramme = () => apiData<AgentProgramme>('/findmed/v1/agent/programme');

// Public and the same for everyone: not under `me`, so signing in or out keeps it.
export const programmeQuery = queryOptions({
  queryKey: ['site', 'agent-programme'],
  queryFn: getProgramme,
  staleTime: 5 * 60_000,
});

export const useProgramme = () => useQuery(programmeQuery);
