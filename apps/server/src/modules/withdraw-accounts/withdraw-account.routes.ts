import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, okEnvelope, USDT_NETWORKS } from '@kirin/contract';
import { DomainError, ok } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/member-auth.ts';
import { langOf, siteOf } from '../../plugins/request-context.ts';
import { requestMeta } from '../members/member.routes.ts';
import { dictionaryChildren, type TreeNode } from './banks.ts';

const field = z.string().max(512).optional();
const wpassword = z
  .string()
  .max(2048)
  .optional()
  .describe('Encrypted withdrawal password, where the site uses one');

const bankItem = z.object({
  id: z.number(),
  bankCode: z.string(),
  bankName: z.string(),
  cardNo: z.string().describe('Masked'),
  holder: z.string(),
  branch: z.string(),
  createdAt: z.string(),
});
const virtualItem = z.object({
  id: z.number(),
  currency: z.string(),
  network: z.string(),
  address: z.string().describe('Masked'),
  createdAt: z.string(),
});
const alipayItem = z.object({
  id: z.number(),
  account: z.string().describe('Masked'),
  holder: z.string(),
  createdAt: z.string(),
});
const treeNode: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(treeNode) }),
);

export async function withdrawAccountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.withdrawAccounts;
  const base = '/api/findmed/v1/member';
  const common = { preHandler: app.requireMember };
  const tags = ['member'];
  const security = [{ sessionToken: [] }];

  r.get(
    `${base}/tree`,
    {
      schema: {
        tags,
        summary: 'Children of a dictionary node; 010 is the bank list',
        querystring: z.object({ id: z.string().max(32) }),
        response: { 200: okEnvelope(listOf(treeNode)) },
      },
    },
    async (request) => {
      const list = dictionaryChildren(request.query.id, langOf(request));
      if (!list) throw new DomainError('NOT_FOUND');
      return ok({ list });
    },
  );

  r.get(
    `${base}/cards`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The member's withdrawal accounts, masked, and the maximum of each kind",
        response: {
          200: okEnvelope(
            z.object({
              bank: z.array(bankItem),
              virtual: z.array(virtualItem),
              alipay: z.array(alipayItem),
              limits: z.object({ bank: z.number(), virtual: z.number(), alipay: z.number() }),
            }),
          ),
        },
      },
    },
    async (request) => ok(await service.list(memberOf(request), langOf(request))),
  );

  r.post(
    `${base}/cards/bank`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "Add a bank card; the holder must be the member's real name",
        body: z.object({ bankCode: field, cardNo: field, holder: field, branch: field, wpassword }),
        response: { 200: okEnvelope(bankItem) },
      },
    },
    async (request) =>
      ok(
        await service.addBank(
          siteOf(request),
          memberOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    `${base}/cards/virtual`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Add a USDT address (TRC20 or ERC20, checksum verified)',
        body: z.object({
          network: z.string().max(16).optional().describe(USDT_NETWORKS.join(' or ')),
          address: field,
          currency: z.literal('USDT').optional(),
          wpassword,
        }),
        response: { 200: okEnvelope(virtualItem) },
      },
    },
    async (request) =>
      ok(
        await service.addVirtual(
          siteOf(request),
          memberOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    `${base}/cards/alipay`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Add an Alipay account (phone or email) in the member’s name',
        body: z.object({ account: field, holder: field, wpassword }),
        response: { 200: okEnvelope(alipayItem) },
      },
    },
    async (request) =>
      ok(
        await service.addAlipay(
          siteOf(request),
          memberOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    `${base}/cards/delete`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Remove one of the member’s withdrawal accounts',
        body: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await service.remove(memberOf(request), request.body.id, requestMeta(request));
      return ok(null);
    },
  );
}
