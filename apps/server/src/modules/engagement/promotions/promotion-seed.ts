import {
  ACTIVITY_LIST_PATH,
  formatAmount,
  LANGS,
  minorFromMajor,
  type CurrencyCode,
  type Lang,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import type { LocalizedText } from '../../../db/games-schema.ts';
import type { DemoSeeder } from '../../../lib/demo-seeder.ts';
import { sanitizeContentHtml } from '../content/content-sanitize.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { currencyOf } from '../../../lib/money.ts';
import { insertPopup, sitePopupCount } from './popup.repository.ts';
import { promoArtUrl } from './promotion-art.ts';
import {
  MATCH_TEXTS,
  POPUP_TEXTS,
  REBATE_TEXTS,
  WELCOME_TEXTS,
  type SeedTerms,
  type SeedTexts,
} from './promotion-seed-data.ts';
import { insertPromotion, listPromotions } from './promotion.repository.ts';

const DAY_MS = 86_400_000;

/** Demo sums in whole units: smaller for the dollar sites, as their members deposit less. */
function sums(currency: CurrencyCode) {
  const dollars = currency === 'USD' || currency === 'USDT';
  const major = (cny: number, usd: number) => minorFromMajor(BigInt(dollars ? usd : cny), currency);
  return { bonus: major(88, 8), min: major(100, 10), cap: major(1888, 188) };
}

function localizedOf<K extends string>(
  texts: Record<Lang, (t: SeedTerms) => Record<K, string>>,
  termsOf: (lang: Lang) => SeedTerms,
  key: K,
  clean?: (text: string) => string,
): LocalizedText {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const text = texts[lang](termsOf(lang))[key];
      return [lang, clean ? clean(text) : text];
    }),
  );
}

/**
 * Three activities and one pop-up for a site that has none: an information-only rebate page, an
 * auto-approved welcome gift with a fixed bonus, and a reviewed share of deposits. They start a
 * day before the seed (so they run at once) and last a year.
 */
export async function seedSitePromotions(db: Db, site: Site, now = new Date()): Promise<number> {
  const currency = currencyOf(site.brand.currency);
  const { bonus, min, cap } = sums(currency);
  const money = (minor: bigint) =>
    formatAmount(minor, currency, { withSymbol: true }).replace(/\.0+$/, '');
  const termsOf = (lang: Lang): SeedTerms => ({
    brand: site.brand.names[lang],
    bonus: money(bonus),
    min: money(min),
    cap: money(cap),
    rate: '50%',
    minMatch: money(min / 2n),
    welcomeMultiple: '3',
    matchMultiple: '10',
  });
  const startsAt = new Date(now.getTime() - DAY_MS);
  const endsAt = new Date(now.getTime() + 365 * DAY_MS);
  const texts = (t: Record<Lang, (t: SeedTerms) => SeedTexts>) => ({
    title: localizedOf(t, termsOf, 'title'),
    summary: localizedOf(t, termsOf, 'summary'),
    rules: localizedOf(t, termsOf, 'rules', sanitizeContentHtml),
  });
  let added = 0;
  if ((await listPromotions(db, site.code, { offset: 0, limit: 1 })).total === 0) {
    const common = { siteCode: site.code, startsAt, endsAt, published: true };
    await insertPromotion(db, {
      ...common,
      ...texts(WELCOME_TEXTS),
      kind: 'apply',
      bannerUrl: promoArtUrl(site.code, 'gift'),
      bonusAmount: bonus,
      minDeposit: min,
      turnoverMultiple: '3',
      autoApprove: true,
      sort: 10,
    });
    await insertPromotion(db, {
      ...common,
      ...texts(MATCH_TEXTS),
      kind: 'apply',
      bannerUrl: promoArtUrl(site.code, 'match'),
      bonusRate: '0.5',
      bonusCap: cap,
      minDeposit: min,
      turnoverMultiple: '10',
      autoApprove: false,
      sort: 20,
    });
    await insertPromotion(db, {
      ...common,
      ...texts(REBATE_TEXTS),
      kind: 'info',
      bannerUrl: promoArtUrl(site.code, 'news'),
      endsAt: null,
      sort: 30,
    });
    added += 3;
  }
  if ((await sitePopupCount(db, site.code)) === 0) {
    await insertPopup(db, {
      siteCode: site.code,
      audience: 'all',
      title: localizedOf(POPUP_TEXTS, termsOf, 'title'),
      body: localizedOf(POPUP_TEXTS, termsOf, 'body', sanitizeContentHtml),
      imageUrl: promoArtUrl(site.code, 'popup'),
      link: ACTIVITY_LIST_PATH,
      startsAt,
      endsAt,
      published: true,
    });
    added += 1;
  }
  return added;
}

/** The demo seeder of activities and pop-ups, every site (see seed/demo.ts). */
export const promotionSeeder: DemoSeeder = {
  name: 'promotions',
  async run({ app }) {
    const sites = await app.services.sites.all();
    for (const site of sites.values()) await app.services.promotionAdmin.seedDemo(site);
  },
};
