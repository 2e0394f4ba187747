import { z } from 'zod';

// Pieces of the finance routes (deposits, withdrawals, adjustments), written once.

/** OpenAPI tags and security of an operator route. */
export const operatorDoc = { tags: ['admin'], security: [{ sessionToken: [] }] };

export const orderParams = z.object({ id: z.string().min(1).max(64).describe('The order number') });

/** List filters: the site, and the member's account name in any letter case. */
export const siteFilter = z.string().max(32).optional();
export const memberFilter = z.string().max(64).optional().describe("The member's account name");

/** Paging of a list, with its own default and largest page size. */
export const pageQuery = (size: { default: number; max: number }) => ({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(size.max).default(size.default),
});
