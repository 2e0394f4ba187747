import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { proofHeaders, type AuthResult } from './login.ts';

/** Both passwords already encrypted; phone and `code` where the brand requires a phone. */
export type RegisterParams = {
  account: string;
  password: string;
  confirmPassword: string;
  areaCode?: string;
  phone?: string;
  code?: string;
  email?: string;
  captcha?: string;
  captchaProof?: string | undefined;
  invite_code?: string;
  adult: '1';
};

export const register = ({ captchaProof, ...params }: RegisterParams) =>
  apiData<AuthResult>('/f/v1/member/register', {
    body: params,
    headers: proofHeaders(captchaProof),
  });

export const useRegister = () => useMutation({ mutationFn: register });
