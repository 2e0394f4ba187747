import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoKey, type MemberProfile } from '../../../lib/api/get-member-info.ts';
import { apiData } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** One change at a time: the real name (once), a new email or a new phone with its code. */
export type UpdateMemberParams =
  | { realName: string }
  | { email: string; code: string }
  | { areaCode: string; phone: string; code: string };

export const updateMember = (params: UpdateMemberParams) =>
  apiData<MemberProfile>('/findmed/v1/member/update', { body: params });

export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    // The answer is the member as `/member/token` gives it: nothing to fetch again.
    onSuccess: (member) => {
      client.setQueryData(memberInfoKey, member);
      useSessionStore.getState().setMemberInfo(member);
    },
  });
}
