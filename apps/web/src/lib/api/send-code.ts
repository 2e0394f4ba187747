import type { FormInstance } from 'antd-mobile/es/components/form';
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

/**
 * A CodeField's `onSend` where the code goes to what the member typed: `fields` are checked
 * first, and while one is invalid nothing is sent (null: no countdown; the field says why).
 */
export async function sendCodeForFields(
  form: FormInstance,
  fields: string[],
  params: (values: Record<string, string>) => SendCodeParams,
): Promise<SendCodeResult | null> {
  let values: Record<string, string>;
  try {
    values = (await form.validateFields(fields)) as Record<string, string>;
  } catch {
    return null;
  }
  return sendCode(params(values));
}

/** The SMS code to the number of the PhoneFields rows (`areaCode`, `phone`). */
export const sendPhoneCode = (form: FormInstance, purpose: CodePurpose) =>
  sendCodeForFields(form, ['areaCode', 'phone'], ({ areaCode = '', phone = '' }) => ({
    type: 'phone',
    purpose,
    areaCode,
    phone: phone.trim(),
  }));
