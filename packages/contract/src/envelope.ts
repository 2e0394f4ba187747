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
    // ODDS_CHANGED carries today's odds of the bet's legs (API.md, "Sportsbook").
    z
      .object({
        legs: z.array(z.object({ selectionId: z.number().int(), odds: z.string() }).strict()),
      })
      .strict(),
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
