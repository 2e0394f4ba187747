import type { RouteObject } from 'react-router';
import { HELP_CENTER_SLUG, SPONSOR_SLUG, TUTORIAL_SLUGS } from '@kirin/contract';
import { lazyPage } from './lazy-page.ts';
import type { PageHandle } from './page-handle.ts';

/**
 * What a content route tells the page: the slug to load; `standalone` when no frame shows a
 * title (the sponsor tab). `labelKey` is the frame's title, as for every page.
 */
export type ContentHandle = PageHandle & { slug: string; standalone?: boolean };

/** One page module for all of them (pages.ts), loaded with the texts of its area. */
const lazy = lazyPage('content');

const contentRoute = (path: string, handle: ContentHandle): RouteObject => ({
  path,
  lazy,
  handle,
});

/**
 * The help centre and every tutorial of the spec (§2) but `tutorial/leaveMsg`, which is the
 * feedback form. No session needed; back leads to the help centre.
 */
export const contentPages = (): RouteObject[] => [
  contentRoute(HELP_CENTER_SLUG, { labelKey: 'content.title.help', slug: HELP_CENTER_SLUG }),
  ...TUTORIAL_SLUGS.map((slug) =>
    contentRoute(slug, {
      labelKey: 'content.title.tutorial',
      slug,
      back: `/${HELP_CENTER_SLUG}`,
    }),
  ),
];

/** The sponsor page (shell layout): `path` is relative to where the layout mounts it. */
export const sponsorRoute = (path: string): RouteObject =>
  contentRoute(path, { labelKey: 'content.title.sponsor', slug: SPONSOR_SLUG, standalone: true });
