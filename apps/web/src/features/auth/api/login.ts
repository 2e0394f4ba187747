import { useMutation } from '@tanstack/react-query';
import type { MemberProfile } from '../../../lib/api/get-member-info.ts';
import { apiData } from '../../../lib/api-client.ts';

export type AuthResult = { token: string; member: MemberProfile };

/**
 * `password` is already encrypted; `captcha` only where the site asks for one, with its proof of
 * work (sent as the `x-captcha-proof` header).
 */
export type LoginParams = {
  account: string;
  password: string;
  captcha?: string;
  captchaProof?: string | undefined;
};

/** The captcha's proof of work travels as a header, beside the fields API.md names. */
export const proofHeaders = (proof: string | undefined): Record<string, string> =>
  proof ? { 'x-captcha-proof': proof } : {};

export const login = ({ captchaProof, ...params }: LoginParams) =>
  apiData<AuthResult>('/f/v1/member/login/mpe', {
    body: params,
    headers: proofHeaders(captchaProof),
  });

export const useLogin = () => useMutation({ mutationFn: login });
