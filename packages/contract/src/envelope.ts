import { z } from 'zod';

export * from './envelope-types.ts';

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
  data: z.union([
    z.null(),
    z.object({ fields: z.record(z.string(), z.string()) }),
    // A refusal that carries what the client needs to try again (ODDS_CHANGED: today's odds).
    z.record(z.string(), z.unknown()),
  ]),
  code: z.string(),
  msg: z.string(),
});

export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
