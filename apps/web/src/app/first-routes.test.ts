import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LayoutKind } from '../hooks/use-layout-kind.ts';
import { createFirstRoutes, patchRestOfRoutes } from './first-routes.tsx';
import { createRoutes } from './router.tsx';

/** Every path of a route tree, params filled in, as a member could type them. */
function pathsOf(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const own = route.path && route.path !== '*' ? [here.replace(/:\w+/g, 'x')] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

/** The path of the deepest route matched, the way the router's state reports it. */
const matchedPath = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches
    .map((m) => m.route.path ?? '')
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/+/g, '/');

describe.each<LayoutKind>(['mobile', 'desktop'])('%s: the first paint route table', (layout) => {
  it('holds the home, its redirects and the fallback, and nothing else', () => {
    // '/' is the root route and its index (a redirect); '*' is the fallback.
    expect(pathsOf(createFirstRoutes(layout)).sort()).toEqual(['/', '/app/home', '/home']);
    expect(pathsOf(createRoutes(layout)).length).toBeGreaterThan(40);
  });

  it('grows into the whole table at the first navigation, matching what the full one matches', async () => {
    const full = createRoutes(layout);
    const router = createMemoryRouter(createFirstRoutes(layout), {
      initialEntries: [layout === 'mobile' ? '/app/home' : '/home'],
      patchRoutesOnNavigation: patchRestOfRoutes(layout),
    });
    const reference = createMemoryRouter(full, { initialEntries: ['/'] });
    try {
      for (const path of pathsOf(full)) {
        // Guarded and redirecting routes run loaders; matching is what is compared here.
        await router.navigate(path).catch(() => undefined);
        await reference.navigate(path).catch(() => undefined);
        expect(router.state.location.pathname, path).toBe(reference.state.location.pathname);
        expect(matchedPath(router), path).toBe(matchedPath(reference));
      }
    } finally {
      router.dispose();
      reference.dispose();
    }
  });

  it('still sends an unknown path to the fallback once the table is in', async () => {
    const router = createMemoryRouter(createFirstRoutes(layout), {
      initialEntries: ['/no/such/page'],
      patchRoutesOnNavigation: patchRestOfRoutes(layout),
    });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    await router.navigate('/finance/deposit');
    await router.navigate('/another/unknown');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });
});
