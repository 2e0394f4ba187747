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
import { DEMO_CATEGORIES } from '../../play/games/catalogue-seed-data.ts';
import {
  DEMO_CATEGORY_TYPES,
  SEED_PAGES,
  demoPages,
  fillPlaceholders,
  lobbyCategories,
  withdrawLimitsTable,
} from './content-seed.ts';

// The demo articles: complete in every language, valid as stored, and true to the server's rules.

const site = (currency: Brand['currency'] = 'CNY', brand: Partial<Brand> = {}): Site => ({
  code: 'pgdz' as SiteCode,
  enabled: true,
  brand: {
    names: { 'zh-CN': '鹏冠电子', 'zh-HK': '鵬冠電子', en: 'Pengguan & <Slots>' },
    currency,
    gameTypeIds: [3, 111, 50, 98, 5, 201, 304],
    withdrawPasswordEnabled: true,
    customerService: { kind: 'inhouse', url: '' },
    ...brand,
  } as Brand,
});
const bodyOf = (s: Site, slug: string, lang: 'zh-CN' | 'zh-HK' | 'en') =>
  demoPages(s, wallet).find((p) => p.slug === slug && p.lang === lang)!.body;
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
  '/sports',
  '/sports/bets',
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
    const usdtSite = site('USDT');
    const cnySite = site('CNY');
    for (const lang of LANGS) {
      const usdt = bodyOf(usdtSite, 'tutorial/deposit', lang);
      const cny = bodyOf(cnySite, 'tutorial/deposit', lang);
      expect(usdt).not.toMatch(/银行转账|銀行轉賬|[Bb]ank transfer/);
      expect(cny).toMatch(/银行转账|銀行轉賬|[Bb]ank transfer/);
      expect(usdt).not.toMatch(/汇率锁定|匯率鎖定|locks that rate/);
      expect(cny).toMatch(/汇率锁定|匯率鎖定|locks that rate/);
      // The order asks for an exact amount; no page says "at least" or "not less than".
      expect(cny).not.toMatch(/不少于|不少於|at least/);
      expect(usdt).not.toContain('<!--');
      // The help centre lists the brand's own methods, and a USDT brand converts nothing.
      expect(bodyOf(usdtSite, HELP_CENTER_SLUG, lang)).not.toMatch(
        /银行转账|銀行轉賬|[Bb]ank transfer/,
      );
      for (const slug of ['tutorial/withdraw', 'tutorial/knowExchange']) {
        expect(bodyOf(usdtSite, slug, lang), slug).not.toMatch(
          /折算为 USDT|折算為 USDT|converted into USDT/,
        );
      }
    }
  });

  it('ask for a withdrawal password only where the brand uses one', () => {
    const without = site('CNY', { withdrawPasswordEnabled: false });
    for (const lang of LANGS) {
      for (const page of demoPages(without, wallet).filter((p) => p.lang === lang)) {
        expect(page.body, page.slug).not.toMatch(/提现密码|提款密碼|withdrawal password/);
      }
      expect(bodyOf(site(), 'tutorial/withdraw', lang)).toMatch(
        /提现密码|提款密碼|withdrawal password/,
      );
    }
  });

  it('send members to the brand’s own customer service: our chat, or WhatsApp', () => {
    const whatsapp = site('CNY', {
      customerService: { kind: 'whatsapp', url: 'https://wa.me/85290000001' },
    });
    for (const lang of LANGS) {
      expect(bodyOf(whatsapp, 'tutorial/contact', lang)).toContain('WhatsApp');
      expect(bodyOf(whatsapp, 'tutorial/contact', lang)).not.toMatch(
        /在线客服<|線上客服<|Live chat/,
      );
      expect(bodyOf(site(), 'tutorial/contact', lang)).not.toContain('WhatsApp');
    }
  });
});

describe('the games tutorial', () => {
  it('knows which game types the demo catalogue fills', () => {
    const catalogue = DEMO_CATEGORIES.map((c) => c.gameType).sort((a, b) => a - b);
    expect(Object.keys(DEMO_CATEGORY_TYPES).map(Number)).toEqual(catalogue);
  });

  it('follows the brand’s lobby: its categories in its order, the sportsbook last', () => {
    expect(lobbyCategories([3, 111, 50, 98, 5, 201, 304])).toEqual([
      'live',
      'slots',
      'cards',
      'lottery',
      'sports',
    ]);
    // Brand ky: keno, hash games, sports and live dealer; only live dealer has demo games.
    expect(lobbyCategories([7, 12, 3, 111])).toEqual(['live', 'sports']);
    const ky = site('CNY', { gameTypeIds: [7, 12, 3, 111] });
    const names = {
      'zh-CN': ['真人', '体育'],
      'zh-HK': ['真人', '體育'],
      en: ['Live Casino', 'Sports'],
    };
    for (const lang of LANGS) {
      const body = bodyOf(ky, 'tutorial/games', lang);
      const items = [...body.matchAll(/<li><strong>(.*?)<\/strong>/g)].map((m) => m[1]);
      expect(items, lang).toEqual(names[lang]);
    }
    const jinb = bodyOf(site('CNY', { gameTypeIds: [111, 5, 3, 50, 201] }), 'tutorial/games', 'en');
    const order = ['Live Casino', 'Lottery', 'Slots', 'Sports'].map((name) =>
      jinb.indexOf(`<strong>${name}</strong>`),
    );
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(jinb).not.toContain('<strong>Cards</strong>');
  });

  it('promise nothing the product lacks: no video, no other sports markets, sports in the central wallet', () => {
    const promises = [
      // Live video: the demo tables are dealt on the page.
      /real dealers on live video|streamed live|live casino and live streams|实时视频直播|即時視像直播|全程视频直播|全程視像直播|真人视讯|真人視像及/,
      // Game types no demo venue plays.
      /基诺|基諾|[Kk]eno|哈希游戏|哈希遊戲|[Hh]ash game|捕鱼|捕魚|[Ff]ishing|斗地主|鬥地主|hold'em|番摊|番攤|fan-tan/,
      // Sports the feed does not list and markets the book does not have.
      /篮球|籃球|[Bb]asketball|网球|網球|[Tt]ennis|单双|單雙|[Oo]dd\/even|半场\/全场|半全場|[Hh]alf-time\/full-time|[Oo]utright|冠军|冠軍/,
      // Rules the book does not apply; a sports return goes to the central wallet.
      /48 小时|48 小時|48 hours|after kick-off is void|开始后才被接受|開始後才被接納|场馆钱包。<\/li>|場館錢包。<\/li>|goes to the venue wallet/,
      // The slip shows no market limits; the stake's range comes with a refusal.
      /最低和最高投注额|最低及最高投注額|minimum and maximum stake/,
    ];
    for (const page of demoPages(site(), wallet)) {
      for (const promise of promises) {
        expect(page.body, `${page.lang} ${page.slug}`).not.toMatch(promise);
      }
    }
    // A corrected result settles bets again; in-play bets count the whole match.
    for (const lang of LANGS) {
      const rules = bodyOf(site(), 'tutorial/sportRules', lang);
      expect(rules).toMatch(/重新结算|重新結算|settled again/);
      expect(rules).not.toMatch(
        /不影响已经完成的结算|不影響已完成的結算|does not change bets already settled/,
      );
      expect(rules).not.toMatch(/投注之后|落注之後|only the goals scored/);
    }
  });
});
