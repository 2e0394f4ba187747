import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okEnvelope,
  pageOf,
  TRANSACTION_KINDS,
  TRANSACTION_PAGE_SIZE_MAX,
  TRANSACTION_STATES,
} from '@kirin/contract';
import { DomainError, ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { wholeNumber } from '../../../lib/route-parts.ts';

export const time = z
  .string()
  .max(40)
  .optional()
  .describe('ISO 8601 with offset; empty means unbounded');
const kind = z.enum(TRANSACTION_KINDS).or(z.literal('')).optional();

export const transactionRecord = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  amount: z.string().describe('Signed from the central wallet’s side: "+100.00", "-50.00"'),
  currency: z.string(),
  state: z.enum(TRANSACTION_STATES),
  title: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  reference: z.string().nullable(),
});

function bound(value: string | undefined, field: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(value);
  // Year 0 parses in JavaScript but not in PostgreSQL, whose years start at 1.
  if (
    Number.isNaN(date.getTime()) ||
    !/^\d{4}-\d{2}-\d{2}T/.test(value) ||
    date.getUTCFullYear() < 1
  ) {
    throw DomainError.validation({ [field]: 'invalid_format' });
  }
  return date;
}

export function range(q: { startTime?: string | undefined; endTime?: string | undefined }) {
  const from = bound(q.startTime, 'startTime');
  const to = bound(q.endTime, 'endTime');
  if (from && to && from > to) throw DomainError.validation({ endTime: 'invalid_value' });
  return { from, to };
}

/** The body fields of a member's records list: a date range and a page (of at most `sizeMax`). */
export const rangePage = (sizeMax: number) => ({
  startTime: time,
  endTime: time,
  page: wholeNumber(1, 10_000, 1),
  size: wholeNumber(1, sizeMax, 20),
});

/** The id of one record (`?id=`); anything but a positive whole number is NOT_FOUND. */
export function recordId(text: string): number {
  const id = /^\d+$/.test(text) ? Number(text) : 0;
  if (!Number.isSafeInteger(id) || id <= 0) throw new DomainError('NOT_FOUND');
  return id;
}

export async function recordsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.records;
  const base = '/api/findmed/v1/records';
  const common = { preHandler: app.requireMember };
  const tags = ['records'];
  const security = [{ sessionToken: [] }];

  r.post(
    `${base}/transactions`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The member's transactions in a date range, by kind, newest first, paged",
        body: z.object({ ...rangePage(TRANSACTION_PAGE_SIZE_MAX), kind }),
        response: { 200: okEnvelope(pageOf(transactionRecord)) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await service.page(
          { memberId: memberOf(request).id, ...range(b), kind: b.kind || undefined },
          b.page,
          b.size,
          langOf(request),
        ),
      );
    },
  );

  r.get(
    `${base}/transaction`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'One of the member’s transactions',
        querystring: z.object({ id: z.string().max(20) }),
        response: { 200: okEnvelope(transactionRecord) },
      },
    },
    async (request) =>
      ok(await service.one(memberOf(request).id, recordId(request.query.id), langOf(request))),
  );

  r.get(
    `${base}/transactions.csv`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'The date range as CSV (UTF-8 with BOM), at most 10,000 rows',
        querystring: z.object({ startTime: time, endTime: time, kind }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const csv = await service.csv(
        { memberId: memberOf(request).id, ...range(q), kind: q.kind || undefined },
        langOf(request),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="transactions-${day}.csv"`)
        .send(csv);
    },
  );
}
