import type { AdminVipLevel, VipEvaluation } from '@kirin/contract';
import { api } from '../../lib/api.ts';

export type { AdminVipLevel, VipEvaluation };

/** A site's ladder as stored: names in every language, amounts as decimal strings. */
export type AdminLadder = { site: string; currency: string; list: AdminVipLevel[] };

/** One level as the form sends it (amounts as typed: decimal strings in the site currency). */
export type LevelDraft = {
  level: number;
  name: Record<string, string>;
  minDeposits: string;
  minTurnover: string;
  dailyWithdrawCount: number;
  dailyWithdrawLimit: string;
  rebateRate: string;
  upgradeBonus: string;
  birthdayBonus: string;
  bonusTurnoverMultiple: string;
};

export const getLadder = (site: string) => api<AdminLadder>('/vip/levels', { query: { site } });

export const saveLadder = (site: string, levels: LevelDraft[]) =>
  api<AdminLadder>('/vip/levels', { method: 'PUT', body: { site, levels } });

export type LevelChange = { memberId: number; account: string; from: number; to: number };

export const setMemberLevel = (input: {
  site: string;
  account: string;
  level: number;
  note: string;
}) => api<LevelChange>('/vip/members/level', { body: input });

/**
 * Evaluation pays the upgrade bonuses due. Each bonus is paid once however many runs there are
 * (the route reads no key); the key goes with it as with every money write.
 */
export const evaluateNow = (site: string, key: string) =>
  api<VipEvaluation>('/vip/evaluate', { body: { site }, idempotencyKey: key });

/** `levels.3.minDeposits` → `['levels', 3, 'minDeposits']`: a refusal's field as a form path. */
export const fieldPath = (name: string): (string | number)[] =>
  name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
