// What a member reads when a call fails. Refusals carry the catalogue message in the member's
// language (`msg`); transport failures get ours.
import type { TFunction } from 'i18next';
import { ApiRefusal, HttpError, SessionExpiredError, TimeoutError } from './api-client.ts';
import { CipherUnavailableError } from './rsa.ts';

function envelopeMsg(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const msg = (body as { msg?: unknown }).msg;
  return typeof msg === 'string' && msg !== '' ? msg : undefined;
}

export function describeError(t: TFunction, error: unknown): string {
  if (error instanceof ApiRefusal) return error.msg || t('account.error.tryAgain');
  // 429 and other transport refusals come with an envelope whose msg is already localized.
  if (error instanceof HttpError) return envelopeMsg(error.body) ?? t('account.error.server');
  if (error instanceof TimeoutError) return t('account.error.timeout');
  if (error instanceof CipherUnavailableError) return t('account.error.insecure');
  if (error instanceof SessionExpiredError) return t('account.error.session');
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return t('account.error.network');
  return t('account.error.tryAgain');
}

/** `data.fields` of a VALIDATION refusal: field name → reason text in the member's language. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRefusal) || error.code !== 'VALIDATION') return {};
  const fields = error.data?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
