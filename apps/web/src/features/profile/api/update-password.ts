import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** All three encrypted. The server ends the member's other sessions; this one stays. */
export type UpdatePasswordParams = {
  oldPassword: string;
  password: string;
  confirmPassword: string;
};

export const updatePassword = (params: UpdatePasswordParams) =>
  apiData<null>('/findmed/v1/member/updatepassword', { body: params });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
