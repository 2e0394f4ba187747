import {
  DEFAULT_LANG,
  toWireAmount,
  type AdminPromoApplication,
  type AdminPromotion,
  type Lang,
  type PromoApplication,
  type PromoDetail,
  type PromoListItem,
} from '@kirin/contract';
import type { LocalizedText } from '../../../db/games-schema.ts';
import { localized } from '../../play/games/catalogue-view.ts';
import { currencyOf } from '../../../lib/money.ts';
import type {
  AdminApplicationRow,
  ApplicationWithBonus,
  PromotionRow,
} from './promotion.repository.ts';

// How activities and applications go on the wire, for members and for operators.

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const hasStarted = (row: PromotionRow, now: Date) => row.startsAt.getTime() <= now.getTime();
export const hasEnded = (row: PromotionRow, now: Date) =>
  row.endsAt !== null && row.endsAt.getTime() <= now.getTime();

/** Takes applications now: an `apply` activity within its period. */
export const takesApplications = (row: PromotionRow, now: Date) =>
  row.kind === 'apply' && hasStarted(row, now) && !hasEnded(row, now);

export function applicationView(app: ApplicationWithBonus, currency: string): PromoApplication {
  return {
    id: app.id,
    state: app.state,
    bonus: app.bonus === null ? null : toWireAmount(app.bonus, currencyOf(currency)),
    note: app.note,
    createdAt: app.createdAt.toISOString(),
    decidedAt: iso(app.decidedAt),
  };
}

export function listItemView(
  row: PromotionRow,
  lang: Lang,
  now: Date,
  currency: string,
  application: ApplicationWithBonus | undefined,
): PromoListItem {
  return {
    id: row.id,
    kind: row.kind,
    title: localized(row.title, lang),
    summary: localized(row.summary, lang),
    bannerUrl: row.bannerUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: iso(row.endsAt),
    canApply: takesApplications(row, now) && application === undefined,
    application: application ? applicationView(application, currency) : null,
  };
}

/** The language the activity is written in for this member: theirs if it has a title in it. */
const servedLang = (text: Readonly<LocalizedText>, lang: Lang): Lang =>
  text[lang] ? lang : DEFAULT_LANG;

export function detailView(
  row: PromotionRow,
  lang: Lang,
  now: Date,
  currency: string,
  application: ApplicationWithBonus | undefined,
): PromoDetail {
  const c = currencyOf(currency);
  return {
    ...listItemView(row, lang, now, currency, application),
    rules: localized(row.rules, lang),
    lang: servedLang(row.title, lang),
    ended: hasEnded(row, now),
    currency,
    bonusAmount: toWireAmount(row.bonusAmount, c),
    bonusRate: row.bonusRate,
    bonusCap: toWireAmount(row.bonusCap, c),
    minDeposit: toWireAmount(row.minDeposit, c),
    turnoverMultiple: row.turnoverMultiple,
    autoApprove: row.autoApprove,
  };
}

export function adminPromotionView(row: PromotionRow, currency: string): AdminPromotion {
  const c = currencyOf(currency);
  return {
    id: row.id,
    site: row.siteCode,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    rules: row.rules,
    bannerUrl: row.bannerUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: iso(row.endsAt),
    currency,
    bonusAmount: toWireAmount(row.bonusAmount, c),
    bonusRate: row.bonusRate,
    bonusCap: toWireAmount(row.bonusCap, c),
    minDeposit: toWireAmount(row.minDeposit, c),
    turnoverMultiple: row.turnoverMultiple,
    autoApprove: row.autoApprove,
    sort: row.sort,
    published: row.published,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function adminApplicationView(
  row: AdminApplicationRow,
  currency: string,
): AdminPromoApplication {
  return {
    id: row.id,
    promotionId: row.promotionId,
    site: row.siteCode,
    memberId: row.memberId,
    account: row.account,
    state: row.state,
    note: row.note,
    redemptionId: row.redemptionId,
    bonus: row.bonus === null ? null : toWireAmount(row.bonus, currencyOf(currency)),
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
