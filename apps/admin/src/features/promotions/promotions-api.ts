import type { AdminPromotion, LocalizedInput, PromotionKind } from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';

export type { AdminPromotion };

/** What the form sends: every field of an activity (an update sends them all again). */
export type PromotionDraft = {
  site?: string;
  kind: PromotionKind;
  title: LocalizedInput;
  summary: LocalizedInput;
  rules: LocalizedInput;
  bannerUrl: string;
  startsAt: string;
  endsAt: string | null;
  bonusAmount?: string;
  bonusRate?: string;
  bonusCap?: string;
  minDeposit?: string;
  turnoverMultiple?: string;
  autoApprove: boolean;
  sort: number;
  published: boolean;
};

export const listPromotions = (filter: { site?: string }, page: number, size: number) =>
  api<Page<AdminPromotion>>('/promotions', { query: { site: filter.site, page, size } });

export const createPromotion = (draft: PromotionDraft) =>
  api<AdminPromotion>('/promotions', { body: draft });

export const updatePromotion = (id: number, draft: Partial<PromotionDraft>) =>
  api<AdminPromotion>(`/promotions/${id}`, { method: 'PUT', body: draft });
