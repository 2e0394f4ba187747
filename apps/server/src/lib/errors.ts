import type { ErrorCode, FieldReason, MessageParams } from '@kirin/contract';

/**
 * A refusal decided by a service. The error handler turns it into the envelope
 * `{ status:false, code, msg }` in the member's language; HTTP stays 200 unless `httpStatus` says
 * otherwise (transport-level refusals such as 429).
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: ErrorCode;
  readonly fields: Readonly<Record<string, FieldReason>> | undefined;
  readonly params: MessageParams | undefined;
  /** What the refusal carries for the client besides its message (API.md: ODDS_CHANGED's legs). */
  readonly data: Readonly<Record<string, unknown>> | undefined;
  readonly httpStatus: number;
  /** Fastify reads `statusCode` off thrown errors (rate-limit throws this class too). */
  readonly statusCode: number;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, FieldReason>;
      params?: MessageParams;
      data?: Record<string, unknown>;
      httpStatus?: number;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.fields = options.fields;
    this.params = options.params;
    this.data = options.data;
    this.httpStatus = options.httpStatus ?? 200;
    this.statusCode = this.httpStatus;
  }

  static validation(fields: Record<string, FieldReason>): DomainError {
    return new DomainError('VALIDATION', { fields });
  }
}

/** The caller's session is missing, expired or ended: answered as `{ status:false, data:"token" }`. */
export class SessionError extends Error {
  override name = 'SessionError';
}

export function ok<T>(data: T): { status: true; data: T } {
  return { status: true, data };
}
