// Envelope types and guards without zod, so that a page that only reads envelopes does not ship
// the schema library on its first paint.

export type OkEnvelope<T> = { status: true; data: T };
export type TokenEnvelope = { status: false; data: 'token' };
export type RefusalEnvelope = {
  status: false;
  data: null | { fields: Record<string, string> };
  code: string;
  msg: string;
};
export type Envelope<T> = OkEnvelope<T> | TokenEnvelope | RefusalEnvelope;

export function isTokenEnvelope(body: unknown): body is TokenEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { status?: unknown }).status === false &&
    (body as { data?: unknown }).data === 'token'
  );
}
