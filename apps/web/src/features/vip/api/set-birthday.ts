import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberBirthday } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { VIP } from './keys.ts';

export const setBirthday = (birthDate: string) =>
  apiData<MemberBirthday>('/findmed/v1/member/birthday', { body: { birthDate } });

/** Sets the birth date once; the VIP standing and the rewards to claim are asked for again. */
export function useSetBirthday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setBirthday,
    onSuccess: () => client.invalidateQueries({ queryKey: VIP }),
  });
}
