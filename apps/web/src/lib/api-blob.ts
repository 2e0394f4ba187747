// Binary answers (the captcha image, a CSV export), apart from the API client: only pages loaded
// later need them, so they stay out of the first paint's file (bench/README.md).
import { isTokenEnvelope, type Envelope } from '@kirin/contract';
import {
  captureResponseHeaders,
  handleInvalidSession,
  HttpError,
  isEnvelope,
  parseBody,
  prepare,
  refusalOf,
  send,
  SessionExpiredError,
  type RequestOptions,
} from './api-client.ts';

/**
 * For binary answers (the captcha image): same headers, timeout and session handling as
 * request(), resolving with the body as a Blob. A JSON answer is an envelope, never the image:
 * a refusal rejects with ApiRefusal (SessionExpiredError for a dead session), anything else with
 * HttpError, as does a non-2xx status.
 */
export async function requestBlob(
  path: string,
  options: Omit<RequestOptions, 'body' | 'json'> = {},
): Promise<Blob> {
  return (await requestBlobAnswer(path, options)).blob;
}

/** As requestBlob, with the answer's headers (the captcha's proof-of-work challenge). */
export async function requestBlobAnswer(
  path: string,
  options: Omit<RequestOptions, 'body' | 'json'> = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const { url, init, sentToken, timeoutMs } = prepare(path, { ...options, method: 'GET' });
  const { response, body: blob } = await send(url, init, timeoutMs, options.signal, (r) =>
    r.blob(),
  );
  captureResponseHeaders(response.headers);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || /\bjson\b/i.test(type)) {
    const parsed = parseBody(await blob.text());
    if (response.ok && isEnvelope(parsed)) {
      if (isTokenEnvelope(parsed)) {
        handleInvalidSession(sentToken);
        throw new SessionExpiredError();
      }
      throw refusalOf(parsed as Envelope<unknown>);
    }
    throw new HttpError(response.status, parsed);
  }
  return { blob, headers: response.headers };
}
