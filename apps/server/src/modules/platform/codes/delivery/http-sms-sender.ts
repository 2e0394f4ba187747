/*
 * Wire format — what an operator's SMS provider bridge must accept:
 *
 *   POST <SMS_HTTP_URL>
 *   Content-Type: application/json
 *   Authorization: Bearer <SMS_HTTP_TOKEN>        (only when a token is configured)
 *
 *   { "to": "+8613800138000", "text": "【Kirin】您的注册验证码是 123456，10分钟内有效。请勿告诉他人。" }
 *
 * `to` is E.164; `text` is complete and localized, site signature included, ready to send as is.
 * The bridge answers within 10 seconds:
 *   - accepted: any 2xx whose body is `{ "ok": true, ... }` or is not JSON at all (e.g. empty);
 *   - refused: any other status, or a JSON body without `"ok": true`. `{ "ok": false,
 *     "error": "reason" }` puts the reason in our logs. Redirects count as refusals.
 * No retry is made here: the member asks again, and the resend countdown limits how often.
 */
import {
  CodeDeliveryError,
  DEFAULT_DELIVERY_TIMEOUT_MS,
  redactCode,
  renderCodeText,
  type CodeMessage,
  type CodeSender,
} from './code-sender.ts';

const E164 = /^\+[1-9][0-9]{4,14}$/;

export type HttpSmsCodeSenderOptions = { url: string; token?: string; timeoutMs?: number };

export class HttpSmsCodeSender implements CodeSender {
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpSmsCodeSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  }

  async send(message: CodeMessage): Promise<void> {
    if (message.channel !== 'phone') {
      throw new CodeDeliveryError(`the SMS sender delivers to phones only, not ${message.channel}`);
    }
    if (!E164.test(message.to)) throw new CodeDeliveryError('the recipient is not an E.164 number');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let status: number;
    let body: string;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: renderCodeText(message).text }),
        // A redirect would carry the code to a host nobody configured.
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.timeoutMs} ms`
          : describe(error);
      throw new CodeDeliveryError(`SMS provider unreachable: ${redactCode(reason, message.code)}`);
    }
    const refusal = refusalOf(status, body);
    if (refusal !== undefined) {
      throw new CodeDeliveryError(`SMS provider refused: ${redactCode(refusal, message.code)}`);
    }
  }
}

/** Undefined when the answer is an acceptance, else why not. */
function refusalOf(status: number, body: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return status >= 200 && status < 300 ? undefined : `HTTP ${status} ${body}`;
  }
  const answer = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300 && answer.ok === true) return undefined;
  const reason = typeof answer.error === 'string' ? answer.error : body;
  return `HTTP ${status} ${reason}`;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch hides the socket error (ECONNREFUSED, ENOTFOUND) in its cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
