import { useMutation } from '@tanstack/react-query';
import type { CodeChannel, CodePurpose } from '@kirin/contract';
import { apiData } from '../api-client.ts';

/**
 * register / bind: the new address (`areaCode` + `phone`, or `email`); forget: the `account`
 * (the code goes to its bound phone or email); withdraw: nothing more (the signed-in member's).
 */
export type SendCodeParams = {
  type: CodeChannel;
  purpose: CodePurpose;
  areaCode?: string;
  phone?: string;
  email?: string;
  account?: string;
};

export type SendCodeResult = {
  channel: CodeChannel;
  /** The masked destination. */
  to: string;
  resendSeconds: number;
  expiresSeconds: number;
};

export const sendCode = (params: SendCodeParams) =>
  apiData<SendCodeResult>('/service/sms', { body: params });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
