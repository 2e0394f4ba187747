import {
  LANGS,
  PROMO_IMAGE_URL,
  PROMO_RULES_MAX,
  PROMO_SUMMARY_MAX,
  PROMO_TITLE_MAX,
  type CurrencyCode,
  type LocalizedInput,
  type PromotionKind,
} from '@kirin/contract';
import type { LocalizedText } from '../../../db/games-schema.ts';
import { DomainError } from '../../../lib/errors.ts';
import { sanitizeContentHtml } from '../content/content-sanitize.ts';
import { amountField } from '../../../lib/money.ts';
import { BONUS_RATE, isZeroRate } from './promotion-bonus.ts';
import type { NewPromotion } from './promotion.repository.ts';

// Checks of what operators save, each refusal a VALIDATION naming the field. An update is the
// stored activity with the sent fields laid over it, checked as a whole, so no combination of
// partial updates can leave an activity that could not have been created.

export type LocalizedField = LocalizedInput | undefined;

/** The fields of an activity as operators send them (JSON; amounts as decimal strings). */
export type PromotionDraft = {
  kind?: PromotionKind | undefined;
  title?: LocalizedField;
  summary?: LocalizedField;
  rules?: LocalizedField;
  bannerUrl?: string | undefined;
  startsAt?: string | undefined;
  endsAt?: string | null | undefined;
  bonusAmount?: string | number | undefined;
  bonusRate?: string | number | undefined;
  bonusCap?: string | number | undefined;
  minDeposit?: string | number | undefined;
  turnoverMultiple?: string | number | undefined;
  autoApprove?: boolean | undefined;
  sort?: number | undefined;
  published?: boolean | undefined;
};

/** The stored columns an activity's fields become. */
export type PromotionColumns = Omit<
  NewPromotion,
  'id' | 'siteCode' | 'updatedBy' | 'createdAt' | 'updatedAt'
>;

const MULTIPLE = /^\d{1,3}(?:\.\d{1,2})?$/;

/** Each language trimmed, empty ones left out; `clean` rewrites a text (sanitising rich text). */
export function localizedText(
  field: string,
  input: LocalizedField,
  max: number,
  options: { required?: boolean; clean?: (text: string) => string } = {},
): LocalizedText {
  const out: LocalizedText = {};
  for (const lang of LANGS) {
    const raw = input?.[lang];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') throw DomainError.validation({ [field]: 'invalid_type' });
    if (raw.length > max) throw DomainError.validation({ [field]: 'too_long' });
    const text = options.clean ? options.clean(raw) : raw.trim();
    if (text !== '') out[lang] = text;
  }
  // zh-CN is the source language: every member falls back to it.
  if (options.required && !out['zh-CN']) throw DomainError.validation({ [field]: 'required' });
  return out;
}

export function imageUrl(field: string, input: string | undefined): string {
  const url = (input ?? '').trim();
  if (url === '') return '';
  if (url.length > 500 || !PROMO_IMAGE_URL.test(url)) {
    throw DomainError.validation({ [field]: 'invalid_format' });
  }
  return url;
}

export function instant(field: string, input: string | undefined, required: boolean): Date | null {
  const text = (input ?? '').trim();
  if (text === '') {
    if (required) throw DomainError.validation({ [field]: 'required' });
    return null;
  }
  // ISO 8601 with a date and a time (API.md), nothing looser.
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw DomainError.validation({ [field]: 'invalid_format' });
  return at;
}

/** A period: a start, and an end after it or none. */
export function period(draft: {
  startsAt?: string | undefined;
  endsAt?: string | null | undefined;
}) {
  const startsAt = instant('startsAt', draft.startsAt, true)!;
  const endsAt = instant('endsAt', draft.endsAt ?? undefined, false);
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw DomainError.validation({ endsAt: 'too_small' });
  }
  return { startsAt, endsAt };
}

function money(field: string, input: unknown, currency: CurrencyCode): bigint {
  if (input === undefined || input === null || input === '') return 0n;
  return amountField(field, input, currency, { allowZero: true });
}

function rate(input: unknown): string {
  const text = String(input ?? '0').trim() || '0';
  if (!BONUS_RATE.test(text)) throw DomainError.validation({ bonusRate: 'invalid_format' });
  return text;
}

function multiple(input: unknown): string {
  const text = String(input ?? '1').trim() || '1';
  if (!MULTIPLE.test(text) || Number(text) > 100) {
    throw DomainError.validation({ turnoverMultiple: 'invalid_value' });
  }
  return String(Number(text));
}

/**
 * An activity's columns from a complete draft. An `apply` activity pays either a fixed bonus or
 * a capped share of deposits (never both, never neither); an `info` one pays nothing, so any
 * bonus term sent with it is a mistake and refused rather than silently ignored.
 */
export function promotionColumns(draft: PromotionDraft, currency: CurrencyCode): PromotionColumns {
  const kind = draft.kind;
  if (kind !== 'info' && kind !== 'apply') {
    throw DomainError.validation({ kind: kind ? 'invalid_value' : 'required' });
  }
  const title = localizedText('title', draft.title, PROMO_TITLE_MAX, { required: true });
  const summary = localizedText('summary', draft.summary, PROMO_SUMMARY_MAX);
  const rules = localizedText('rules', draft.rules, PROMO_RULES_MAX, {
    clean: sanitizeContentHtml,
  });
  const { startsAt, endsAt } = period(draft);
  const bonusAmount = money('bonusAmount', draft.bonusAmount, currency);
  const bonusRate = rate(draft.bonusRate);
  const bonusCap = money('bonusCap', draft.bonusCap, currency);
  const minDeposit = money('minDeposit', draft.minDeposit, currency);
  const autoApprove = draft.autoApprove ?? false;
  const fixed = bonusAmount > 0n;
  const share = !isZeroRate(bonusRate);
  if (kind === 'info') {
    const stray = fixed
      ? 'bonusAmount'
      : share
        ? 'bonusRate'
        : bonusCap > 0n
          ? 'bonusCap'
          : minDeposit > 0n
            ? 'minDeposit'
            : autoApprove
              ? 'autoApprove'
              : undefined;
    if (stray) throw DomainError.validation({ [stray]: 'invalid_value' });
  } else {
    if (fixed && share) throw DomainError.validation({ bonusRate: 'invalid_value' });
    if (!fixed && !share) throw DomainError.validation({ bonusAmount: 'required' });
    if (share && bonusCap <= 0n) throw DomainError.validation({ bonusCap: 'required' });
    if (fixed && bonusCap > 0n) throw DomainError.validation({ bonusCap: 'invalid_value' });
  }
  return {
    kind,
    title,
    summary,
    rules,
    bannerUrl: imageUrl('bannerUrl', draft.bannerUrl),
    startsAt,
    endsAt,
    bonusAmount,
    bonusRate: share ? bonusRate : '0',
    bonusCap,
    minDeposit,
    turnoverMultiple: multiple(draft.turnoverMultiple),
    autoApprove,
    sort: draft.sort ?? 0,
    published: draft.published ?? false,
  };
}

/** The sent fields laid over the stored ones: left-out fields keep their values. */
export function overlay<T extends object>(base: T, sent: Partial<T>): T {
  const out = { ...base };
  for (const [key, value] of Object.entries(sent)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
