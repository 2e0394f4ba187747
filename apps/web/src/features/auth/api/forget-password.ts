import { useMutation } from '@tanstack/react-query';
import type { CodeChannel } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';

/** Reset by a code sent to the account's bound phone or email; passwords already encrypted. */
export type ForgetPasswordParams = {
  account: string;
  type: CodeChannel;
  code: string;
  password: string;
  confirmPassword: string;
};

export const forgetPassword = (params: ForgetPasswordParams) =>
  apiData<null>('/findmed/v1/member/forgetpassword', { body: params });

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
