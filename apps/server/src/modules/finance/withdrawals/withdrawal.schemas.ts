import { z } from 'zod';
import { WITHDRAW_ACCOUNT_KINDS, WITHDRAWAL_STATES } from '@kirin/contract';
import { withdrawalCoinSchema } from '../coins/coin.schemas.ts';

// Wire shapes of packages/contract/src/finance.ts, as zod for validation and the OpenAPI document.

export const withdrawTargetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(WITHDRAW_ACCOUNT_KINDS),
  label: z.string().describe('Masked, e.g. "中国工商银行 ****1234"'),
});

export const withdrawalSchema = z.object({
  id: z.string().describe('The order number the member sees'),
  amount: z.string().describe('What leaves the member’s wallet'),
  fee: z.string().describe('The part of `amount` kept as the fee'),
  payout: z.string().describe('What the member receives: amount less fee'),
  currency: z.string(),
  account: withdrawTargetSchema,
  state: z.enum(WITHDRAWAL_STATES),
  timeline: z
    .array(
      z.object({ step: z.enum(['requested', 'reviewing', 'paid', 'rejected']), at: z.string() }),
    )
    .readonly(),
  reason: z.string().nullable().describe("The operator's reason for a rejection"),
  coin: withdrawalCoinSchema,
  createdAt: z.string(),
});

export const withdrawInfoSchema = z.object({
  currency: z.string(),
  available: z.string(),
  minPerRequest: z.string(),
  maxPerRequest: z.string(),
  maxPerDay: z.string(),
  countPerDay: z.number().int(),
  usedToday: z.string().describe('Beijing calendar day'),
  countToday: z.number().int(),
  fee: z.string(),
  turnoverRemaining: z.string(),
  turnoverRequired: z.string(),
  turnoverSources: z
    .object({ deposit: z.string(), bonus: z.string(), adjustment: z.string() })
    .describe('Where the requirement comes from'),
  accounts: z.array(withdrawTargetSchema).readonly(),
});

export const operatorWithdrawalSchema = withdrawalSchema.extend({
  siteCode: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  needsApproval: z
    .boolean()
    .describe('Above WITHDRAW_APPROVAL_THRESHOLD: a second operator approves first'),
  approvedBy: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
});

/** The account an operator pays a withdrawal to, in full (an audited personal-data read). */
export const withdrawalPayeeSchema = z.object({
  orderNo: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  kind: z.enum(WITHDRAW_ACCOUNT_KINDS),
  number: z.string().describe('the card number, address or Alipay account, in full'),
  holder: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string(),
  network: z.string(),
  currency: z.string(),
  removed: z.boolean().describe('the member has removed the account since'),
});
