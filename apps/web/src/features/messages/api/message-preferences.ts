import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { MESSAGES } from './keys.ts';

type Preferences = { marketing: boolean };

const PATH = '/findmed/v1/member/message/preferences';
const preferencesKey = [...MESSAGES, 'preferences'] as const;

export const preferencesQuery = queryOptions({
  queryKey: preferencesKey,
  queryFn: () => apiData<Preferences>(PATH),
});

export const usePreferences = () => useQuery(preferencesQuery);

/** Marketing on or off; the inbox and its unread count change with it, so they are asked again. */
export function useSetMarketing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (marketing: boolean) =>
      apiData<Preferences>(PATH, { body: { marketing: marketing ? '1' : '0' } }),
    onSuccess: (answer) => {
      client.setQueryData(preferencesKey, answer);
      void client.invalidateQueries({ queryKey: MESSAGES });
    },
  });
}
