import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, okEnvelope, USDT_NETWORKS } from '@kirin/contract';
import { DomainError, ok } from '../../../lib/errors.ts';
import { memberOf } from '../members/member-auth.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { memberPost, memberSecurity } from '../members/member-route.ts';
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
  const tags = ['member'];

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
      preHandler: app.requireMember,
      schema: {
        tags,
        security: memberSecurity,
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

  memberPost(
    app,
    `${base}/cards/bank`,
    {
      summary: "Add a bank card; the holder must be the member's real name",
      body: z.object({ bankCode: field, cardNo: field, holder: field, branch: field, wpassword }),
      data: bankItem,
    },
    (site, who, body, meta) => service.addBank(site, who, body, meta),
  );

  memberPost(
    app,
    `${base}/cards/virtual`,
    {
      summary: 'Add a USDT address (TRC20 or ERC20, checksum verified)',
      body: z.object({
        network: z.string().max(16).optional().describe(USDT_NETWORKS.join(' or ')),
        address: field,
        currency: z.literal('USDT').optional(),
        wpassword,
      }),
      data: virtualItem,
    },
    (site, who, body, meta) => service.addVirtual(site, who, body, meta),
  );

  memberPost(
    app,
    `${base}/cards/alipay`,
    {
      summary: 'Add an Alipay account (phone or email) in the member’s name',
      body: z.object({ account: field, holder: field, wpassword }),
      data: alipayItem,
    },
    (site, who, body, meta) => service.addAlipay(site, who, body, meta),
  );

  memberPost(
    app,
    `${base}/cards/delete`,
    {
      summary: 'Remove one of the member’s withdrawal accounts',
      body: z.object({ id: z.coerce.number().int().positive() }),
      data: z.null(),
    },
    (_site, who, body, meta) => service.remove(who, body.id, meta).then(() => null),
  );
}
