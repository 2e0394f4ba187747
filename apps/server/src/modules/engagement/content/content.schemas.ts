import { z } from 'zod';
import { CONTENT_SECTIONS, CONTENT_SLUG_PATTERN, LANGS } from '@kirin/contract';

// Wire schemas of the content routes, mirroring the contract's content.ts.

export const slugSchema = z
  .string()
  .max(120)
  .regex(CONTENT_SLUG_PATTERN)
  .describe(
    'The page path without the leading slash: `tutorial/deposit`, `help/center`, `sponsor`',
  );

export const pageQuery = z.object({ slug: slugSchema });
export const listQuery = z.object({ section: z.enum(CONTENT_SECTIONS) });

export const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string().describe('Sanitised HTML'),
  lang: z.enum(LANGS).describe('The language served: the request’s, else zh-CN'),
  updatedAt: z.string(),
});

export const listItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  sort: z.number().int(),
});

export const adminPageSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  slug: z.string(),
  lang: z.enum(LANGS),
  title: z.string(),
  sort: z.number().int(),
  body: z.string().optional().describe('Left out of lists'),
  updatedBy: z.number().int().nullable().describe('The operator who saved it last; null if seeded'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const adminListQuery = z.object({
  site: z.string().min(1).max(32),
  lang: z.enum(LANGS).optional(),
});

export const adminIdParams = z.object({ id: z.coerce.number().int().positive() });

export const upsertBody = z.object({
  site: z.string().min(1).max(32),
  slug: slugSchema,
  lang: z.enum(LANGS),
  title: z.string().trim().min(1).max(200),
  body: z.string().min(1).max(200_000).describe('HTML; sanitised before it is stored'),
  sort: z.coerce.number().int().min(0).max(100_000).optional(),
});
