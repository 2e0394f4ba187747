import { useMutation } from '@tanstack/react-query';
import type { AgentApplication, AgentContactKind } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';

export type AgentApplicationInput = {
  name: string;
  contactKind: AgentContactKind;
  contact: string;
  channels: string;
};

/**
 * Not a money write, so no idempotency key: a repeat while one waits is refused by the server
 * (AGENT_APPLICATION_PENDING). The client sends the member's session when there is one.
 */
export const applyAgent = (input: AgentApplicationInput) =>
  apiData<AgentApplication>('/findmed/v1/agent/apply', { body: input });

export const useApplyAgent = () => useMutation({ mutationFn: applyAgent });
