import { z } from 'zod';
import { LANGS, POPUP_AUDIENCES, PROMO_APPLICATION_STATES, PROMOTION_KINDS } from '@kirin/contract';
import { moneyInput } from '../../../lib/money.ts';

// Wire schemas of the activity and pop-up routes (contract: packages/contract/src/promotions.ts).

const money = z.string().describe('Decimal amount in the site currency');

export const applicationSchema = z.object({
  id: z.number().int(),
  state: z.enum(PROMO_APPLICATION_STATES),
  bonus: money.nullable().describe('Credited once approved'),
  note: z.string().describe('Why it was turned down, if the operator said'),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const listItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  canApply: z
    .boolean()
    .describe('Takes applications now, and the signed-in member has not applied yet'),
  application: applicationSchema.nullable().describe("The signed-in member's own; null otherwise"),
});

export const detailSchema = listItemSchema.extend({
  rules: z.string().describe('Sanitised HTML'),
  lang: z.enum(LANGS).describe('The language the texts are in: the request’s, else zh-CN'),
  ended: z.boolean(),
  currency: z.string(),
  bonusAmount: money.describe('Fixed bonus; "0.00" for a share of deposits'),
  bonusRate: z.string().describe('Share of deposits in the period, as a fraction ("0.1" = 10%)'),
  bonusCap: money,
  minDeposit: money.describe('Confirmed deposits in the period needed to apply'),
  turnoverMultiple: z.string().describe('Betting the bonus requires, as a multiple of it'),
  autoApprove: z.boolean(),
});

export const idQuery = z.object({ id: z.string().max(32).optional() });
export const applyBody = z.object({ id: z.union([z.string().max(32), z.number()]).optional() });

export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().describe('Sanitised HTML'),
  imageUrl: z.string(),
  link: z.string().describe('A path of the member site, or empty'),
});

// Operator side.

const localizedInput = (max: number) =>
  z
    .object({
      'zh-CN': z.string().max(max).optional(),
      'zh-HK': z.string().max(max).optional(),
      en: z.string().max(max).optional(),
    })
    .describe('Text per language; zh-CN is the fallback of every member');

const localizedOutput = z.record(z.string(), z.string());

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: localizedOutput,
  summary: localizedOutput,
  rules: localizedOutput.describe('Sanitised HTML per language'),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  currency: z.string(),
  bonusAmount: money,
  bonusRate: z.string(),
  bonusCap: money,
  minDeposit: money,
  turnoverMultiple: z.string(),
  autoApprove: z.boolean(),
  sort: z.number().int(),
  published: z.boolean(),
  updatedBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const promotionFields = {
  kind: z.enum(PROMOTION_KINDS).optional().describe('Required on create'),
  title: localizedInput(1000).optional().describe('zh-CN required, up to 100 characters'),
  summary: localizedInput(1000).optional(),
  rules: localizedInput(200_000).optional().describe('HTML; sanitised before it is stored'),
  bannerUrl: z.string().max(1000).optional().describe('http(s) URL or /media/... path'),
  startsAt: z.string().max(40).optional().describe('ISO 8601; required on create'),
  endsAt: z.string().max(40).nullable().optional().describe('ISO 8601; null or "" for none'),
  bonusAmount: moneyInput.optional().describe('apply: a fixed bonus…'),
  bonusRate: z
    .union([z.string().max(12), z.number()])
    .optional()
    .describe('…or a share'),
  bonusCap: moneyInput.optional().describe('Required with a share'),
  minDeposit: moneyInput.optional(),
  turnoverMultiple: z
    .union([z.string().max(8), z.number()])
    .optional()
    .describe('Default 1'),
  autoApprove: z.boolean().optional(),
  sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  published: z.boolean().optional(),
};

export const createPromotionBody = z.object({
  site: z.string().max(32).optional().describe("Default: the request's site"),
  ...promotionFields,
});
export const updatePromotionBody = z.object(promotionFields);

export const adminApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  site: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  state: z.enum(PROMO_APPLICATION_STATES),
  note: z.string(),
  redemptionId: z.number().int().nullable(),
  bonus: money.nullable(),
  decidedBy: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const rejectBody = z.object({
  note: z.string().max(1000).optional().describe('Shown to the member; up to 200 characters'),
});

export const adminPopupSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  audience: z.enum(POPUP_AUDIENCES),
  title: localizedOutput,
  body: localizedOutput.describe('Sanitised HTML per language'),
  imageUrl: z.string(),
  link: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
  updatedBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const popupFields = {
  audience: z.enum(POPUP_AUDIENCES).optional().describe('Default all'),
  title: localizedInput(1000).optional().describe('zh-CN required, up to 100 characters'),
  body: localizedInput(100_000).optional().describe('HTML; sanitised before it is stored'),
  imageUrl: z.string().max(1000).optional().describe('http(s) URL or /media/... path'),
  link: z.string().max(1000).optional().describe('A path of the member site, e.g. /activity/list'),
  startsAt: z.string().max(40).optional().describe('ISO 8601; required on create'),
  endsAt: z.string().max(40).nullable().optional(),
  sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  published: z.boolean().optional(),
};

export const createPopupBody = z.object({
  site: z.string().max(32).optional().describe("Default: the request's site"),
  ...popupFields,
});
export const updatePopupBody = z.object(popupFields);

export const adminIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
