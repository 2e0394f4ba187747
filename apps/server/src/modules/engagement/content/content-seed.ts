import {
  isPaidByBank,
  formatAmount,
  HELP_CENTER_SLUG,
  LANGS,
  SPONSOR_SLUG,
  TUTORIAL_SLUGS,
  type CurrencyCode,
  type Lang,
} from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { withdrawLimitsFor } from '../../../lib/finance-policy.ts';
import type { NewContent } from './content.repository.ts';
import { enBetting, enCategories } from './seed/en-betting.ts';
import { enSite } from './seed/en-site.ts';
import { enWallet } from './seed/en-wallet.ts';
import type { CategoryTexts, LobbyCategory, SeedPage } from './seed/seed-page.ts';
import { zhCNBetting, zhCNCategories } from './seed/zh-cn-betting.ts';
import { zhCNSite } from './seed/zh-cn-site.ts';
import { zhCNWallet } from './seed/zh-cn-wallet.ts';
import { zhHKBetting, zhHKCategories } from './seed/zh-hk-betting.ts';
import { zhHKSite } from './seed/zh-hk-site.ts';
import { zhHKWallet } from './seed/zh-hk-wallet.ts';

/** The demo articles in each language; every language has the same slugs (a test checks). */
export const SEED_PAGES: Record<Lang, readonly SeedPage[]> = {
  'zh-CN': [...zhCNSite, ...zhCNWallet, ...zhCNBetting],
  'zh-HK': [...zhHKSite, ...zhHKWallet, ...zhHKBetting],
  en: [...enSite, ...enWallet, ...enBetting],
};

/** The help centre first, then the tutorials in their list order; the sponsor page stands apart. */
export function seedSort(slug: string): number {
  if (slug === HELP_CENTER_SLUG || slug === SPONSOR_SLUG) return 0;
  const index = (TUTORIAL_SLUGS as readonly string[]).indexOf(slug);
  return index < 0 ? 1000 : (index + 1) * 10;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const LIMIT_HEADINGS: Record<Lang, { level: string; each: string; day: string; count: string }> = {
  'zh-CN': { level: 'VIP 等级', each: '单笔限额', day: '每日累计上限', count: '每日次数' },
  'zh-HK': { level: 'VIP 等級', each: '單筆限額', day: '每日累計上限', count: '每日次數' },
  en: {
    level: 'VIP level',
    each: 'Per withdrawal',
    day: 'Daily total',
    count: 'Withdrawals a day',
  },
};
const AND_ABOVE: Record<Lang, string> = { 'zh-CN': '及以上', 'zh-HK': '及以上', en: 'and above' };
/** Levels looked at when grouping; the last group is "and above". */
const HIGHEST_LEVEL_SHOWN = 10;

/**
 * The withdrawal limits table, grouped into runs of VIP levels that share limits, from the same
 * rules the withdrawal service applies: the tutorial cannot promise limits the server does not keep.
 */
export function withdrawLimitsTable(lang: Lang, currency: CurrencyCode): string {
  const whole = (minor: bigint) => formatAmount(minor, currency).replace(/\.0+$/, '');
  const rows: { from: number; to: number; cells: string[] }[] = [];
  for (let level = 0; level <= HIGHEST_LEVEL_SHOWN; level += 1) {
    const l = withdrawLimitsFor(level, currency);
    const cells = [`${whole(l.min)} – ${whole(l.max)}`, whole(l.perDay), String(l.countPerDay)];
    const last = rows.at(-1);
    if (last && last.cells.join('|') === cells.join('|')) last.to = level;
    else rows.push({ from: level, to: level, cells });
  }
  const h = LIMIT_HEADINGS[lang];
  const label = (row: { from: number; to: number }, final: boolean) =>
    final
      ? `VIP ${row.from} ${AND_ABOVE[lang]}`
      : row.from === row.to
        ? `VIP ${row.from}`
        : `VIP ${row.from}–${row.to}`;
  const body = rows
    .map(
      (row, i) =>
        `<tr><td>${label(row, i === rows.length - 1)}</td>${row.cells.map((c) => `<td>${c}</td>`).join('')}</tr>`,
    )
    .join('');
  return (
    `<table><thead><tr><th scope="col">${h.level}</th><th scope="col">${h.each} (${currency})</th>` +
    `<th scope="col">${h.day} (${currency})</th><th scope="col">${h.count}</th></tr></thead>` +
    `<tbody>${body}</tbody></table>`
  );
}

/**
 * The lobby categories the demo catalogue fills with games, by game type (the catalogue's seed,
 * play/games/catalogue-seed-data.ts, is after this module in the import order; a test checks the
 * two agree). The brand's other game types get no category, so the games tutorial names none.
 */
export const DEMO_CATEGORY_TYPES: Readonly<Record<number, Exclude<LobbyCategory, 'sports'>>> = {
  5: 'lottery',
  50: 'slots',
  98: 'cards',
  111: 'live',
};

const CATEGORY_TEXTS: Record<Lang, CategoryTexts> = {
  'zh-CN': zhCNCategories,
  'zh-HK': zhHKCategories,
  en: enCategories,
};

/**
 * The categories a brand's lobby shows, in its order: the demo catalogue's, in the order of the
 * brand's game types, then the sportsbook, which the member site puts last for every brand.
 */
export function lobbyCategories(gameTypeIds: readonly number[]): LobbyCategory[] {
  const catalogue = [...new Set(gameTypeIds)].flatMap((id) => {
    const category = DEMO_CATEGORY_TYPES[id];
    return category ? [category] : [];
  });
  return [...catalogue, 'sports'];
}

const DEPOSIT_METHODS: Record<Lang, (bank: boolean) => string> = {
  'zh-CN': (bank) => `${bank ? '银行转账、' : ''}USDT（TRC20）和电子钱包（扫码支付）`,
  'zh-HK': (bank) => `${bank ? '銀行轉賬、' : ''}USDT（TRC20）及電子錢包（掃碼支付）`,
  en: (bank) => `${bank ? 'bank transfer, ' : ''}USDT (TRC20) and e-wallet (scan to pay)`,
};

/**
 * Fills a page's placeholders for one site: `{{brand}}` (the site's name in the language),
 * `{{currency}}`, `{{depositMethods}}`, `{{flowMultiple}}`, `{{rateLockMinutes}}`,
 * `{{withdrawLimits}}` (a table) and `{{categories}}` (the `<li>`s of the brand's lobby), and keeps
 * `<!--if:bank|converts|usdt|wpassword|chat|whatsapp-->…<!--/if:…-->` blocks only where they apply
 * to the brand.
 * `html` says whether the text is markup (values are escaped) or a plain title.
 */
export function fillPlaceholders(
  text: string,
  site: Site,
  lang: Lang,
  wallet: Pick<Config['wallet'], 'flowMultiple' | 'usdtRateLockSeconds'>,
  html: boolean,
): string {
  const { currency, customerService, withdrawPasswordEnabled, gameTypeIds } = site.brand;
  const bank = isPaidByBank(currency);
  const whatsapp = customerService.kind === 'whatsapp';
  const values: Record<string, string> = {
    brand: site.brand.names[lang],
    currency,
    depositMethods: DEPOSIT_METHODS[lang](bank),
    flowMultiple: wallet.flowMultiple,
    rateLockMinutes: String(Math.max(1, Math.round(wallet.usdtRateLockSeconds / 60))),
  };
  // What a brand does not offer is not described: a USDT brand has no bank transfers, and its
  // USDT deposits convert nothing, so no rate and no lock; a brand without withdrawal passwords
  // asks for none; a brand whose customer service is WhatsApp has no live chat of ours.
  const shown: Record<string, boolean> = {
    bank,
    converts: currency !== 'USDT',
    usdt: currency === 'USDT',
    wpassword: withdrawPasswordEnabled,
    chat: !whatsapp,
    whatsapp,
  };
  const kept = text.replace(
    /<!--if:(\w+)-->([\s\S]*?)<!--\/if:\1-->/g,
    (_whole, name: string, inner: string) => (shown[name] ? inner : ''),
  );
  return kept.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (name === 'withdrawLimits' && html) return withdrawLimitsTable(lang, currency);
    if (name === 'categories' && html) {
      return lobbyCategories(gameTypeIds)
        .map((category) => CATEGORY_TEXTS[lang][category])
        .join('\n');
    }
    const value = values[name];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

/** Every demo page of a site in every language, ready to insert (bodies not yet sanitised). */
export function demoPages(
  site: Site,
  wallet: Pick<Config['wallet'], 'flowMultiple' | 'usdtRateLockSeconds'>,
): NewContent[] {
  return LANGS.flatMap((lang) =>
    SEED_PAGES[lang].map((page) => ({
      siteCode: site.code,
      slug: page.slug,
      lang,
      title: fillPlaceholders(page.title, site, lang, wallet, false),
      body: fillPlaceholders(page.body, site, lang, wallet, true),
      sort: seedSort(page.slug),
    })),
  );
}
