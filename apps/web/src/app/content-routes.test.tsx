import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELP_CENTER_SLUG, TUTORIAL_SLUGS } from '@kirin/contract';
import type { LayoutKind } from '../hooks/use-layout-kind.ts';
import { MEMBER_MENU } from '../components/member-menu.ts';
import { mockApi, ok, siteConfig } from '../testing/api-mock.ts';
import { setUpPageTests } from './testing/page-tests.ts';
import { renderApp } from './testing/render-app.tsx';

// Every help and tutorial path of the spec (§2) opens the content page with its own slug, on
// both layouts and without a session; the sponsor tab does too.

setUpPageTests();

const PAGE = '/findmed/v1/help/detail';

function api() {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    [PAGE]: (request) => {
      const slug = request.query.get('slug') ?? '';
      return ok({
        slug,
        title: `标题 ${slug}`,
        body: `<p>正文 ${slug}</p>`,
        lang: 'zh-CN',
        updatedAt: '2026-11-20T10:00:00.000Z',
      });
    },
    '/findmed/v1/help/list': ok({ list: [] }),
  });
}

const paths = [HELP_CENTER_SLUG, ...TUTORIAL_SLUGS].map((slug) => [`/${slug}`, slug] as const);

describe('content routes', () => {
  it('cover all 15 tutorial paths of the spec but leaveMsg', () => {
    expect(TUTORIAL_SLUGS).toHaveLength(15);
    expect(TUTORIAL_SLUGS).not.toContain('tutorial/leaveMsg');
  });

  describe.each<LayoutKind>(['mobile', 'desktop'])('%s', (layout) => {
    it.each(paths)('%s loads %s', async (path, slug) => {
      const calls = api();
      const app = renderApp(path, layout);
      expect(await screen.findByText(`正文 ${slug}`)).toBeTruthy();
      expect(app.location()).toBe(path);
      expect(calls.to(PAGE).map((r) => r.query.get('slug'))).toEqual([slug]);
    });

    it('/app/sponsor loads the sponsor page', async () => {
      const calls = api();
      renderApp('/app/sponsor', layout);
      expect(await screen.findByRole('heading', { level: 1, name: '标题 sponsor' })).toBeTruthy();
      expect(calls.to(PAGE)[0]?.query.get('slug')).toBe('sponsor');
    });
  });

  it('puts the help centre in the account menu', () => {
    expect(MEMBER_MENU.map((entry) => entry.to)).toContain('/help/center');
  });
});
