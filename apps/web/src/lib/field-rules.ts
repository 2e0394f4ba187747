// Field rules for antd-mobile forms, from the contract's schemas: the member site checks, as the
// member types, exactly what the server will check. Schemas answer with reason keys
// ('too_short', 'mismatch', ...); this module turns them into text, field by field where a
// specific hint helps and with the catalogue's generic wording otherwise.
import type { TFunction } from 'i18next';
import type { RuleObject, RuleRender } from 'antd-mobile/es/components/form';
import {
  accountNameSchema,
  areaCodeSchema,
  bankCardNoSchema,
  branchSchema,
  captchaSchema,
  emailSchema,
  isAddressForm,
  isAlipayAccount,
  isFieldReason,
  isValidPhone,
  loginPasswordSchema,
  phoneSchema,
  realNameSchema,
  verificationCodeSchema,
  withdrawPasswordSchema,
  type FieldReason,
  type UsdtNetwork,
} from '@kirin/contract';

type Parsable = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
};

/** The first reason a schema gives for a value, or null when it passes. */
export function firstReason(schema: Parsable, value: unknown): FieldReason | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error?.issues[0]?.message;
  return isFieldReason(message) ? message : 'invalid_value';
}

/** The catalogue's generic text for a reason (contract FIELD_REASON_MESSAGES). */
function reasonText(t: TFunction, reason: FieldReason): string {
  switch (reason) {
    case 'required':
      return t('account.reason.required');
    case 'invalid_format':
      return t('account.reason.invalid_format');
    case 'too_short':
      return t('account.reason.too_short');
    case 'too_long':
      return t('account.reason.too_long');
    case 'too_small':
      return t('account.reason.too_small');
    case 'too_large':
      return t('account.reason.too_large');
    case 'too_many_decimals':
      return t('account.reason.too_many_decimals');
    case 'invalid_type':
      return t('account.reason.invalid_type');
    case 'invalid_value':
      return t('account.reason.invalid_value');
    case 'mismatch':
      return t('account.reason.mismatch');
    case 'too_weak':
      return t('account.reason.too_weak');
  }
}

export type FieldKind =
  | 'account'
  | 'loginPassword'
  | 'newPassword'
  | 'withdrawPassword'
  | 'code'
  | 'captcha'
  | 'areaCode'
  | 'phone'
  | 'email'
  | 'realName'
  | 'holder'
  | 'cardNo'
  | 'branch'
  | 'address'
  | 'alipay'
  | 'bank';

/** A hint that says what the field wants, where the generic reason would say too little. */
function fieldText(t: TFunction, kind: FieldKind, reason: FieldReason): string | undefined {
  switch (kind) {
    case 'account':
      return reason === 'required'
        ? t('account.field.account.required')
        : t('account.field.account.rule');
    case 'loginPassword':
      return reason === 'required' ? t('account.field.password.required') : undefined;
    case 'newPassword':
      if (reason === 'required') return t('account.field.password.required');
      if (reason === 'too_short' || reason === 'too_long')
        return t('account.field.password.length');
      return undefined;
    case 'withdrawPassword':
      return reason === 'required'
        ? t('account.field.withdrawPassword.required')
        : t('account.field.withdrawPassword.rule');
    case 'code':
      return reason === 'required'
        ? t('account.field.code.required')
        : t('account.field.code.rule');
    case 'captcha':
      return reason === 'required' ? t('account.field.captcha.required') : undefined;
    case 'areaCode':
      return t('account.field.areaCode.required');
    case 'phone':
      return reason === 'required'
        ? t('account.field.phone.required')
        : t('account.field.phone.rule');
    case 'email':
      return reason === 'required'
        ? t('account.field.email.required')
        : t('account.field.email.rule');
    case 'realName':
      return reason === 'required'
        ? t('account.field.realName.required')
        : t('account.field.realName.rule');
    case 'holder':
      return reason === 'required'
        ? t('account.field.holder.required')
        : t('account.field.realName.rule');
    case 'cardNo':
      return reason === 'required'
        ? t('account.field.cardNo.required')
        : t('account.field.cardNo.rule');
    case 'address':
      return reason === 'required'
        ? t('account.field.address.required')
        : t('account.field.address.rule');
    case 'alipay':
      return reason === 'required'
        ? t('account.field.alipay.required')
        : t('account.field.alipay.rule');
    case 'bank':
      return t('account.field.bank.required');
    case 'branch':
      return undefined;
  }
}

function fieldReasonText(t: TFunction, kind: FieldKind, reason: FieldReason): string {
  return fieldText(t, kind, reason) ?? reasonText(t, reason);
}

const SCHEMAS: Record<
  Exclude<FieldKind, 'loginPassword' | 'address' | 'alipay' | 'bank'>,
  Parsable
> = {
  account: accountNameSchema,
  newPassword: loginPasswordSchema,
  withdrawPassword: withdrawPasswordSchema,
  code: verificationCodeSchema,
  captcha: captchaSchema,
  areaCode: areaCodeSchema,
  phone: phoneSchema,
  email: emailSchema,
  realName: realNameSchema,
  holder: realNameSchema,
  cardNo: bankCardNoSchema,
  branch: branchSchema,
};

/** The reason a value fails the field's rule, or null. */
export function checkField(kind: FieldKind, value: unknown): FieldReason | null {
  const text =
    typeof value === 'string' ? value : value === undefined || value === null ? '' : value;
  switch (kind) {
    case 'loginPassword':
    case 'bank':
      return text === '' ? 'required' : null;
    case 'alipay': {
      const account = String(text).trim();
      if (account === '') return 'required';
      return isAlipayAccount(account) ? null : 'invalid_format';
    }
    case 'address':
      return String(text).trim() === '' ? 'required' : null;
    case 'branch':
      // Optional: an untouched field is an empty one.
      return firstReason(SCHEMAS.branch, text);
    default:
      return firstReason(SCHEMAS[kind], value === undefined || value === null ? undefined : value);
  }
}

const fail = (message: string) => Promise.reject(new Error(message));

/** The rules of one field: its schema, checked on every change and on submit. */
export function fieldRules(t: TFunction, kind: FieldKind): RuleObject[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const reason = checkField(kind, value);
        return reason ? fail(fieldReasonText(t, kind, reason)) : Promise.resolve();
      },
    },
  ];
}

/** A confirmation field: the same rule as the field it repeats, and equal to it. */
export function confirmRules(
  t: TFunction,
  kind: FieldKind,
  of: string,
): (RuleObject | RuleRender)[] {
  return [
    ...fieldRules(t, kind),
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        value === getFieldValue(of) ? Promise.resolve() : fail(reasonText(t, 'mismatch')),
    }),
  ];
}

/** A phone number valid for the area code chosen in field `areaField`. */
export function phoneRules(t: TFunction, areaField = 'areaCode'): (RuleObject | RuleRender)[] {
  return [
    ...fieldRules(t, 'phone'),
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) => {
        const area = String(getFieldValue(areaField) ?? '');
        const phone = String(value ?? '').trim();
        if (area === '' || phone === '' || isValidPhone(area, phone)) return Promise.resolve();
        return fail(fieldReasonText(t, 'phone', 'invalid_format'));
      },
    }),
  ];
}

/** A USDT address in the form of the network chosen in field `networkField`. */
export function addressRules(t: TFunction, networkField = 'network'): (RuleObject | RuleRender)[] {
  return [
    ...fieldRules(t, 'address'),
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) => {
        const address = String(value ?? '').trim();
        const network = getFieldValue(networkField) as UsdtNetwork | undefined;
        if (address === '' || !network || isAddressForm(network, address)) return Promise.resolve();
        return fail(fieldReasonText(t, 'address', 'invalid_format'));
      },
    }),
  ];
}
