import { useMutation } from '@tanstack/react-query';
import type { MemberProfile } from '../../../lib/api/get-member-info.ts';
import { apiData } from '../../../lib/api-client.ts';

export type AuthResult = { token: string; member: MemberProfile };

/** `password` is already encrypted; `captcha` only where the site asks for one. */
export type LoginParams = { account: string; password: string; captcha?: string };

export const login = (params: LoginParams) =>
  apiData<AuthResult>('/f/v1/member/login/mpe', { body: params });

export const useLogin = () => useMutation({ mutationFn: login });
