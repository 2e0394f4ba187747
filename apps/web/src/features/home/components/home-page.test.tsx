import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandSchema } from '@kirin/contract';
import { initI18n } from '../../../i18n/index.ts';
import { homeServer, renderHome, usePromotions } from '../testing/render-home.tsx';

beforeAll(() => initI18n('zh-CN'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const brandsDir = path.resolve(import.meta.dirname, '../../../../../../brands');
const layoutOf = (code: string) =>
  brandSchema.parse(JSON.parse(fs.readFileSync(path.join(brandsDir, code, 'brand.json'), 'utf8')))
    .homeLayout;

describe('the home layout of each brand', () => {
  it('is the showcase for hgty alone; every other brand keeps the standard home', () => {
    const codes = fs
      .readdirSync(brandsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(codes).toHaveLength(19);
    const showcase = codes.filter((code) => layoutOf(code) === 'showcase');
    expect(showcase).toEqual(['hgty']);
  });

  it.each(['mobile', 'desktop'] as const)(
    '%s: a standard brand (this build’s, pgdz) shows the tabbed lobby, no showcase',
    async (layout) => {
      homeServer();
      usePromotions.mockClear();
      const view = renderHome(layout === 'mobile' ? '/app/home' : '/home', layout);
      await screen.findByText('Kirin Sports');
      expect(screen.getByRole('tablist')).toBeTruthy();
      expect(view.container.querySelector('.showcase')).toBeNull();
      expect(screen.queryByRole('navigation', { name: '游戏分类导航' })).toBeNull();
      // The standard home does not ask for the activities list: it links to them.
      expect(usePromotions).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: /优惠活动/ }).getAttribute('href')).toBe(
        '/activity/list',
      );
    },
  );
});
