import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router.tsx';
import { SITE_ROUTES } from './testing/site-routes.ts';

/** Every path of a route tree as the router spells it ('/' and the fallback '*' aside). */
function pathsOf(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const own = route.path && route.path !== '*' && here !== '/' ? [here] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe('the list of pages the browser journeys walk', () => {
  it('is every page of the phone’s route tree, so that none escapes the width and language checks', () => {
    expect([...SITE_ROUTES].sort()).toEqual([...new Set(pathsOf(createRoutes('mobile')))].sort());
  });
});
