import { describe, expect, it } from 'vitest';
import {
  HELP_CENTER_SLUG,
  LANGS,
  SPONSOR_SLUG,
  TUTORIAL_SLUGS,
  isContentSlug,
  type Brand,
  type SiteCode,
} from '@kirin/contract';
import type { Site } from '../../platform/site/site.service.ts';
import { withdrawLimitsFor } from '../../../lib/finance-policy.ts';
import { sanitizeContentHtml } from './content-sanitize.ts';
import { SEED_PAGES, demoPages, fillPlaceholders, withdrawLimitsTable } from './content-seed.ts';

// The demo articles: complete in every language, valid as stored, and true to the server's rules.

const site = (currency: Brand['currency'] = 'CNY'): Site => ({
  code: 'pgdz' as SiteCode,
  enabled: true,
  brand: {
    names: { 'zh-CN': '鹏冠电子', 'zh-HK': '鵬冠電子', en: 'Pengguan & <Slots>' },
    currency,
  } as Brand,
});
const wallet = { flowMultiple: '1', usdtRateLockSeconds: 900 };

/** Paths of the member site that articles may link to. */
const KNOWN_PATHS = new Set([
  `/${HELP_CENTER_SLUG}`,
  ...TUTORIAL_SLUGS.map((s) => `/${s}`),
  '/tutorial/leaveMsg',
  '/app/customer',
  '/app/sponsor',
  '/activity/list',
  '/finance/deposit',
]);

describe('demo pages', () => {
  it('cover the help centre, every tutorial and the sponsor page, in every language', () => {
    const expected = [HELP_CENTER_SLUG, SPONSOR_SLUG, ...TUTORIAL_SLUGS].sort();
    for (const lang of LANGS) {
      const slugs = SEED_PAGES[lang].map((p) => p.slug);
      expect(slugs.slice().sort(), lang).toEqual(expected);
      for (const slug of slugs) expect(isContentSlug(slug), slug).toBe(true);
    }
  });

  it('are stored as written: the sanitiser keeps all of their markup', () => {
    for (const page of demoPages(site(), wallet)) {
      const where = `${page.lang} ${page.slug}`;
      expect(sanitizeContentHtml(page.body), where).toBe(page.body.trim());
      expect(page.body, where).not.toMatch(/\{\{\w+\}\}/);
      expect(page.title, where).not.toMatch(/\{\{/);
      // Several paragraphs of real text, not a stub.
      const minChars = page.lang === 'en' ? 1000 : 300;
      expect(page.body.replace(/<[^>]+>/g, '').length, where).toBeGreaterThan(minChars);
    }
  });

  it('link only to pages the member site has', () => {
    for (const page of demoPages(site(), wallet)) {
      for (const [, href] of page.body.matchAll(/href="([^"]*)"/g)) {
        expect(KNOWN_PATHS.has(href ?? ''), `${page.lang} ${page.slug}: ${href}`).toBe(true);
      }
    }
  });

  it('fill in the brand (escaped in bodies), currency and wallet settings', () => {
    const s = site('HKD');
    expect(fillPlaceholders('{{brand}} / {{currency}}', s, 'en', wallet, true)).toBe(
      'Pengguan &amp; &lt;Slots&gt; / HKD',
    );
    expect(fillPlaceholders('{{brand}}', s, 'en', wallet, false)).toBe('Pengguan & <Slots>');
    expect(fillPlaceholders('{{rateLockMinutes}}×{{flowMultiple}}', s, 'zh-CN', wallet, true)).toBe(
      '15×1',
    );
    expect(fillPlaceholders('{{unknown}}', s, 'zh-CN', wallet, true)).toBe('{{unknown}}');
    const sponsor = demoPages(s, wallet).find((p) => p.slug === 'sponsor' && p.lang === 'zh-HK');
    expect(sponsor?.title).toBe('鵬冠電子贊助計劃');
  });

  it('show the withdrawal limits the withdrawal service applies', () => {
    const table = withdrawLimitsTable('en', 'CNY');
    const rows = [...table.matchAll(/<tr><td>(.*?)<\/tr>/g)].map((m) => m[1] ?? '');
    const first = withdrawLimitsFor(0, 'CNY');
    expect(rows[0]).toContain('VIP 0');
    expect(rows[0]).toContain(`<td>${Number(first.countPerDay)}</td>`);
    expect(rows.at(-1)).toContain('and above');
    // Every level from 0 to 10 falls in exactly one row with its own limits.
    expect(rows.length).toBeGreaterThan(0);
    const top = withdrawLimitsFor(10, 'CNY');
    expect(rows.at(-1)).toContain(`<td>${top.countPerDay}</td>`);
    expect(table).toContain('(CNY)');
    expect(sanitizeContentHtml(table)).toBe(table);
  });

  it('describes only what the brand offers: no bank transfers and no rate for a USDT brand', async () => {
    const usdtSite = {
      code: 'hgty',
      brand: { names: { 'zh-CN': '豪冠', 'zh-HK': '豪冠', en: 'Haoguan' }, currency: 'USDT' },
    };
    const cnySite = {
      code: 'pgdz',
      brand: { names: { 'zh-CN': '鹏冠', 'zh-HK': '鵬冠', en: 'Pengguan' }, currency: 'CNY' },
    };
    const deposit = (site: unknown, lang: 'zh-CN' | 'zh-HK' | 'en') =>
      demoPages(site as never, wallet).find(
        (p) => p.slug === 'tutorial/deposit' && p.lang === lang,
      )!.body;
    for (const lang of ['zh-CN', 'zh-HK', 'en'] as const) {
      const usdt = deposit(usdtSite, lang);
      const cny = deposit(cnySite, lang);
      expect(usdt).not.toMatch(/银行转账|銀行轉賬|[Bb]ank transfer/);
      expect(cny).toMatch(/银行转账|銀行轉賬|[Bb]ank transfer/);
      expect(usdt).not.toMatch(/汇率锁定|匯率鎖定|locks that rate/);
      expect(cny).toMatch(/汇率锁定|匯率鎖定|locks that rate/);
      // The order asks for an exact amount; no page says "at least" or "not less than".
      expect(cny).not.toMatch(/不少于|不少於|at least/);
      expect(usdt).not.toContain('<!--');
    }
  });
});
