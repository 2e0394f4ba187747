import type { z } from 'zod';
import { isFieldReason, loginPasswordSchema, type FieldReason } from '@kirin/contract';
import { DomainError } from '../../../lib/errors.ts';
import type { PasswordCipher } from '../../platform/crypto/password-cipher.ts';

export type { RequestMeta } from '../../../plugins/request-context.ts';

/** Field-level reasons gathered across a form, refused together as one VALIDATION. */
export class FieldErrors {
  private readonly fields: Record<string, FieldReason> = {};

  check<T>(field: string, schema: z.ZodType<T>, value: unknown): T | undefined {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const message = result.error.issues[0]?.message;
    this.add(field, isFieldReason(message) ? message : 'invalid_value');
    return undefined;
  }

  add(field: string, reason: FieldReason): void {
    this.fields[field] ??= reason;
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw DomainError.validation(this.fields);
  }
}

/** Decrypts an RSA-OAEP password field; a value that is not our ciphertext is that field's error. */
export async function decryptField(
  cipher: PasswordCipher,
  errors: FieldErrors,
  field: string,
  value: string | undefined,
): Promise<string | undefined> {
  if (value === undefined || value === '') {
    errors.add(field, 'required');
    return undefined;
  }
  try {
    return await cipher.decrypt(value, field);
  } catch (error) {
    if (error instanceof DomainError && error.fields) {
      errors.add(field, error.fields[field] ?? 'invalid_format');
      return undefined;
    }
    throw error;
  }
}

/** A new login password typed twice (`password`, `confirmPassword`): strong enough, both alike. */
export async function readNewPassword(
  cipher: PasswordCipher,
  errors: FieldErrors,
  input: { password?: string | undefined; confirmPassword?: string | undefined },
): Promise<string | undefined> {
  const password = await decryptField(cipher, errors, 'password', input.password);
  const confirm = await decryptField(cipher, errors, 'confirmPassword', input.confirmPassword);
  if (password !== undefined) errors.check('password', loginPasswordSchema, password);
  if (password !== undefined && confirm !== undefined && password !== confirm)
    errors.add('confirmPassword', 'mismatch');
  return password;
}
