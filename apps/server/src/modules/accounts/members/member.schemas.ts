import { z } from 'zod';
import { CODE_CHANNELS, CODE_PURPOSES } from '@kirin/contract';

// Bodies are read loosely (strings, all optional) and checked field by field in the services, so
// that a form's every mistake comes back at once, each as a reason under its field name.
const field = z.string().max(2048).optional();
const cipherField = field.describe('base64 RSA-OAEP-SHA256 ciphertext (key: rsaPublicKey in /md)');

export const memberInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  qq: z.string().describe('Avatar URL, empty when none'),
  realName: z.string(),
  areaCode: z.string(),
  phone: z.string().describe('Masked'),
  email: z.string().describe('Masked'),
  vipLevel: z.number().int(),
  lastLoginAt: z.string().nullable(),
  inviteCode: z.string(),
  createdAt: z.string(),
});

export const sessionSchema = z.object({ token: z.string(), member: memberInfoSchema });

export const registerBody = z.object({
  account: field,
  password: cipherField,
  confirmPassword: cipherField,
  areaCode: field,
  phone: field,
  code: field.describe('SMS code (purpose register) when a phone is given'),
  email: field,
  captcha: field,
  invite_code: field,
  adult: z.union([z.string().max(8), z.boolean(), z.number()]).optional(),
});

export const loginBody = z.object({ account: field, password: cipherField, captcha: field });

export const smsBody = z.object({
  type: z.enum(CODE_CHANNELS),
  purpose: z.enum(CODE_PURPOSES),
  areaCode: field,
  phone: field,
  email: field,
  account: field.describe('purpose forget: the account whose bound phone or email gets the code'),
});

export const smsAnswer = z.object({
  channel: z.enum(CODE_CHANNELS),
  to: z.string().describe('Masked destination'),
  resendSeconds: z.number().int(),
  expiresSeconds: z.number().int(),
});

export const forgetBody = z.object({
  account: field,
  type: z.enum(CODE_CHANNELS).default('phone'),
  code: field,
  password: cipherField,
  confirmPassword: cipherField,
});

export const updatePasswordBody = z.object({
  oldPassword: cipherField,
  password: cipherField,
  confirmPassword: cipherField,
});

export const updateBody = z.object({
  realName: field,
  email: field,
  areaCode: field,
  phone: field,
  code: field,
});

export const withdrawPasswordBodies = {
  set: z.object({ wpassword: cipherField }),
  update: z.object({ oldWpassword: cipherField, wpassword: cipherField }),
  reset: z.object({
    type: z.enum(CODE_CHANNELS).default('phone'),
    code: field,
    wpassword: cipherField,
  }),
};
