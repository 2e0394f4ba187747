import { z } from 'zod';

/**
 * The member API envelope (`API.md`). Every handled outcome is HTTP 200 with one of three shapes;
 * transport failures use 4xx/5xx with the refusal shape.
 */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), data });

export const tokenEnvelopeSchema = z.object({
  status: z.literal(false),
  data: z.literal('token'),
});

export const refusalEnvelopeSchema = z.object({
  status: z.literal(false),
  data: z.union([z.null(), z.object({ fields: z.record(z.string(), z.string()) })]),
  code: z.string(),
  msg: z.string(),
});

export type OkEnvelope<T> = { status: true; data: T };
export type TokenEnvelope = z.infer<typeof tokenEnvelopeSchema>;
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

export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
