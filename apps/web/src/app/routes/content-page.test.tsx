import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentPage } from '@kirin/contract';
import { currentLang, initI18n } from '../../i18n/index.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { mockApi, ok, refuse, siteConfig, type Handler } from '../../testing/api-mock.ts';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

// The help centre, tutorials and sponsor page: one page component, loaded by slug.

setUpPageTests();

const PAGE = '/findmed/v1/help/detail';
const LIST = '/findmed/v1/help/list';

function article(slug: string, extra: Partial<ContentPage> = {}): ContentPage {
  return {
    slug,
    title: '如何充值',
    body: '<p>先选择充值方式。</p><h2>银行转账</h2><p>填写<a href="/tutorial/withdraw">转账附言</a>。</p>',
    lang: 'zh-CN',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

function api(page: Handler, extra: Record<string, Handler> = {}) {
  return mockApi({ '/findmed/v1/md': ok(siteConfig()), [PAGE]: page, ...extra });
}

describe('a tutorial', () => {
  it('shows a skeleton while loading, then the article from the server', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = api(async (request) => {
      await gate;
      return ok(article(request.query.get('slug') ?? ''));
    });
    const { container } = renderApp('/tutorial/deposit', 'mobile');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: '如何充值' })).toBeNull();

    release();
    expect(await screen.findByRole('heading', { level: 2, name: '如何充值' })).toBeTruthy();
    expect(screen.getByText('先选择充值方式。')).toBeTruthy();
    expect(screen.getByText('更新于 2026-11-20')).toBeTruthy();
    // The frame names the section; the article its own title.
    expect(screen.getByRole('heading', { level: 1, name: '教程' })).toBeTruthy();
    expect(calls.to(PAGE)[0]?.query.get('slug')).toBe('tutorial/deposit');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('opens links to our own pages in the app', async () => {
    api((request) => {
      const slug = request.query.get('slug') ?? '';
      return ok(
        slug === 'tutorial/withdraw'
          ? article(slug, { title: '如何提现', body: '<p>提现</p>' })
          : article(slug),
      );
    });
    const app = renderApp('/tutorial/deposit', 'mobile');
    fireEvent.click(await screen.findByRole('link', { name: '转账附言' }));
    expect(await screen.findByRole('heading', { level: 2, name: '如何提现' })).toBeTruthy();
    expect(app.location()).toBe('/tutorial/withdraw');
  });

  it('renders only safe markup, even if the server let something through', async () => {
    api(() =>
      ok(
        article('tutorial/deposit', {
          body: [
            '<p onclick="window.hacked=1">Text<script>window.hacked=1</script></p>',
            '<img src="x" onerror="window.hacked=1"><img src="https://cdn.example.com/a.png" alt="A">',
            '<a href="javascript:window.hacked=1">bad</a><a href="https://example.com">out</a>',
            '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>',
            '<table><caption>限额</caption><tr><th>等级</th><td>100</td></tr></table>',
          ].join(''),
        }),
      ),
    );
    const { container } = renderApp('/tutorial/deposit', 'desktop');
    await screen.findByText('Text');
    const body = container.querySelector('.content-body');
    const html = body?.innerHTML ?? '';
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'style=']) {
      expect(html, bad).not.toContain(bad);
    }
    expect(body?.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'out' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'out' }).getAttribute('target')).toBe('_blank');
    // Tables scroll inside a focusable box of their own.
    const box = screen.getByRole('region', { name: '限额' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(within(box).getByRole('table')).toBeTruthy();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('says clearly when the article does not exist, with a way to the help centre', async () => {
    api(() => refuse('NOT_FOUND', '您访问的内容不存在'));
    renderApp('/tutorial/games/answer', 'mobile');
    expect(await screen.findByText('文章不存在')).toBeTruthy();
    const link = screen.getByRole('link', { name: '返回帮助中心' });
    expect(link.getAttribute('href')).toBe('/help/center');
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    api(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: {} } : ok(article('tutorial/deposit'));
    });
    renderApp('/tutorial/deposit', 'desktop');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '如何充值' })).toBeTruthy();
  });
});

describe('the help centre', () => {
  it('shows its article and lists every tutorial', async () => {
    const calls = api(
      () => ok(article('help/center', { title: '帮助中心', body: '<p>常见问题</p>' })),
      {
        [LIST]: () =>
          ok({
            list: [
              { slug: 'tutorial/deposit', title: '如何充值', sort: 10 },
              { slug: 'tutorial/withdraw', title: '如何提现', sort: 20 },
            ],
          }),
      },
    );
    renderApp('/help/center', 'mobile');
    const section = await screen.findByRole('region', { name: '全部教程' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['如何充值', '/tutorial/deposit'],
      ['如何提现', '/tutorial/withdraw'],
    ]);
    expect(calls.to(LIST)[0]?.query.get('section')).toBe('tutorial');
    expect(screen.getByText('常见问题')).toBeTruthy();
    // The article's title says what the frame already says: kept for screen readers only.
    expect(screen.getByRole('heading', { level: 2, name: '帮助中心' }).className).toBe(
      'visually-hidden',
    );
  });

  it('offers the way home when the help centre itself is missing', async () => {
    api(() => refuse('NOT_FOUND', '您访问的内容不存在'));
    renderApp('/help/center', 'desktop');
    expect(await screen.findByText('文章不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});

describe('the sponsor page', () => {
  it('sits in the tab shell with its title as the page heading', async () => {
    api(() => ok(article('sponsor', { title: '鹏冠电子赞助计划', body: '<p>社区赛事</p>' })));
    renderApp('/app/sponsor', 'mobile');
    expect(await screen.findByRole('heading', { level: 1, name: '鹏冠电子赞助计划' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(nav.querySelector('a.is-active')?.textContent).toBe('赞助');
  });

  it('asks in the member’s language and marks the article with the language it came in', async () => {
    await initI18n('en');
    configureApiClient({ getLang: currentLang });
    try {
      const calls = api(() => ok(article('sponsor', { title: '赞助', lang: 'zh-CN' })));
      renderApp('/app/sponsor', 'desktop');
      const heading = await screen.findByRole('heading', { level: 1, name: '赞助' });
      expect(heading.closest('article')?.getAttribute('lang')).toBe('zh-CN');
      expect(calls.to(PAGE)[0]?.headers['lang']).toBe('en');
      expect(screen.getByText('Updated 2026-11-20')).toBeTruthy();
    } finally {
      configureApiClient({ getLang: () => 'zh-CN' });
      await initI18n('zh-CN');
    }
  });
});
