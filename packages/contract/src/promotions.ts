import type { Lang } from './lang.ts';

// Wire shapes of activities (promotions), their applications and the site pop-ups, for members
// and for the operator API. Money is a decimal string in the site's currency; times are ISO 8601.

/** `info` only shows; `apply` takes one application per member. */
export const PROMOTION_KINDS = ['info', 'apply'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMO_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type PromoApplicationState = (typeof PROMO_APPLICATION_STATES)[number];

/** Who a pop-up is for: everyone, visitors without a session, or signed-in members. */
export const POPUP_AUDIENCES = ['all', 'guest', 'member'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

export const PROMO_TITLE_MAX = 100;
export const PROMO_SUMMARY_MAX = 300;
/** Rich text before sanitising; what is stored is usually shorter. */
export const PROMO_RULES_MAX = 100_000;
export const POPUP_BODY_MAX = 20_000;

/**
 * Banner and pop-up images: an absolute http(s) URL or a path of our own media (`/media/...`);
 * never `javascript:`, `data:` or a protocol-relative `//host`.
 */
export const PROMO_IMAGE_URL = /^(?:\/media\/[A-Za-z0-9._~%/-]+|https?:\/\/[^\s"'<>\\]+)$/;

/** Where a pop-up leads: a path of the member site (`/activity/list`), or nowhere (''). */
export const POPUP_LINK = /^(?:|\/(?!\/)[A-Za-z0-9._~%/?=&#-]*)$/;

/** The activity list path of the member site, and the detail page of one activity. */
export const ACTIVITY_LIST_PATH = '/activity/list';
export const activityDetailPath = (id: number) => `/activity/detail?id=${id}`;

/** A member's application to an activity, as they see it. */
export interface PromoApplication {
  readonly id: number;
  readonly state: PromoApplicationState;
  /** The bonus credited, once approved; null before. */
  readonly bonus: string | null;
  /** Why it was turned down, when it was and the operator said. */
  readonly note: string;
  readonly createdAt: string;
  readonly decidedAt: string | null;
}

/**
 * `GET /api/findmed/v1/promo/list` → `{ list: PromoListItem[] }`: the published activities of the
 * request's site that have started and not ended, by the operator's order. `canApply`: the
 * activity takes applications now and (for a signed-in member) they have not applied yet.
 * `application` is the signed-in member's own, else null (always null for a visitor).
 */
export interface PromoListItem {
  readonly id: number;
  readonly kind: PromotionKind;
  readonly title: string;
  readonly summary: string;
  readonly bannerUrl: string;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly canApply: boolean;
  readonly application: PromoApplication | null;
}

/**
 * `GET /api/findmed/v1/promo/detail?id=` → one activity: the list fields, the rules as sanitised
 * HTML, and the terms of its bonus. An activity that has ended stays readable (`ended: true`).
 */
export interface PromoDetail extends PromoListItem {
  /** Sanitised HTML, in `lang`. */
  readonly rules: string;
  /** The language the texts are in: the request's, or zh-CN where the activity has none in it. */
  readonly lang: Lang;
  readonly ended: boolean;
  readonly currency: string;
  /** A fixed bonus ("0.00" when the bonus is a share of deposits). */
  readonly bonusAmount: string;
  /** The share of the member's deposits in the period, as a decimal fraction ("0.1" = 10%). */
  readonly bonusRate: string;
  /** The most a share-of-deposits bonus pays ("0.00" with a fixed bonus). */
  readonly bonusCap: string;
  /** Confirmed deposits within the period needed to apply ("0.00": none). */
  readonly minDeposit: string;
  /** Betting the bonus brings with it, as a multiple of the bonus. */
  readonly turnoverMultiple: string;
  /** Approved (and paid) at once; otherwise an operator reviews the application. */
  readonly autoApprove: boolean;
}

/** `POST /api/findmed/v1/promo/apply` `{ id }` → the new application (paid when `approved`). */
export interface PromoApplyResult {
  readonly application: PromoApplication;
}

/** `GET /api/findmed/v1/popups` → `{ list: SitePopup[] }`: pop-ups in force for this visitor. */
export interface SitePopup {
  readonly id: number;
  readonly title: string;
  /** Sanitised HTML. */
  readonly body: string;
  readonly imageUrl: string;
  /** A path of the member site, or ''. */
  readonly link: string;
}

/** Text in several languages as operators write it; zh-CN is required, the others optional. */
export type LocalizedInput = Partial<Record<Lang, string>>;

/** An activity as operators read it (`/api/admin/v1/promotions`). */
export interface AdminPromotion {
  readonly id: number;
  readonly site: string;
  readonly kind: PromotionKind;
  readonly title: LocalizedInput;
  readonly summary: LocalizedInput;
  readonly rules: LocalizedInput;
  readonly bannerUrl: string;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly currency: string;
  readonly bonusAmount: string;
  readonly bonusRate: string;
  readonly bonusCap: string;
  readonly minDeposit: string;
  readonly turnoverMultiple: string;
  readonly autoApprove: boolean;
  readonly sort: number;
  readonly published: boolean;
  readonly updatedBy: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** An application as operators review it. */
export interface AdminPromoApplication {
  readonly id: number;
  readonly promotionId: number;
  readonly site: string;
  readonly memberId: number;
  readonly account: string;
  readonly state: PromoApplicationState;
  readonly note: string;
  readonly redemptionId: number | null;
  readonly bonus: string | null;
  readonly decidedBy: number | null;
  readonly decidedAt: string | null;
  readonly createdAt: string;
}

/** A pop-up as operators read it (`/api/admin/v1/popups`). */
export interface AdminPopup {
  readonly id: number;
  readonly site: string;
  readonly audience: PopupAudience;
  readonly title: LocalizedInput;
  readonly body: LocalizedInput;
  readonly imageUrl: string;
  readonly link: string;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly sort: number;
  readonly published: boolean;
  readonly updatedBy: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * The Beijing calendar day of `at` ("2026-11-20"): "don't show again today" lasts until the
 * site's business day ends, wherever the member is.
 */
export function popupHideDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
