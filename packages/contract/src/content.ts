import type { Lang } from './lang.ts';

// Wire shapes of the editable pages: the help centre, the tutorials and the sponsor page. Pages
// are stored per site, slug and language; bodies are sanitised HTML. Times are ISO 8601 strings.

/** The sections `GET /content/list?section=` answers: slugs that start with `<section>/`. */
export const CONTENT_SECTIONS = ['tutorial', 'help'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/**
 * A page's slug: its path below the site root without the leading slash, in the spec's own
 * spelling (`tutorial/games/answer`, `help/center`, `sponsor`).
 */
export const CONTENT_SLUG_PATTERN = /^[a-z][A-Za-z0-9]{0,39}(?:\/[a-z][A-Za-z0-9]{0,39}){0,3}$/;

export function isContentSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 120 && CONTENT_SLUG_PATTERN.test(value);
}

/**
 * The tutorials the member site has a page for (spec §2), in the help centre's order.
 * `tutorial/leaveMsg` is the feedback form, not an article, so it is not among them.
 */
export const TUTORIAL_SLUGS = [
  'tutorial/deposit',
  'tutorial/withdraw',
  'tutorial/transfer',
  'tutorial/sportRules',
  'tutorial/bettingIntroduction',
  'tutorial/example',
  'tutorial/betStrategy',
  'tutorial/games',
  'tutorial/games/answer',
  'tutorial/knowVirtualCurrency',
  'tutorial/protocolDifference',
  'tutorial/knowExchange',
  'tutorial/tech',
  'tutorial/techDetail',
  'tutorial/contact',
] as const;
export type TutorialSlug = (typeof TUTORIAL_SLUGS)[number];

// In a module of their own: the home's banner links to the help centre, and importing this
// module for that would put the rich-text rules below into the first paint's file.
export { HELP_CENTER_SLUG, SPONSOR_SLUG } from './content-slugs.ts';

/** `GET /api/findmed/v1/content/page?slug=` → one page in the request's language. */
export interface ContentPage {
  readonly slug: string;
  readonly title: string;
  /** Sanitised HTML: headings, paragraphs, lists, tables, links, images, emphasis, code. */
  readonly body: string;
  /** The language the page is written in: the request's, or zh-CN when it has none in that one. */
  readonly lang: Lang;
  readonly updatedAt: string;
}

/** `GET /api/findmed/v1/content/list?section=` → `{ list: ContentListItem[] }`, by `sort`. */
export interface ContentListItem {
  readonly slug: string;
  readonly title: string;
  readonly sort: number;
}

/** The operator API's view of one stored page (one site, slug and language). */
export interface AdminContentPage {
  readonly id: number;
  readonly site: string;
  readonly slug: string;
  readonly lang: Lang;
  readonly title: string;
  readonly sort: number;
  /** Absent in lists; the full sanitised HTML when one page is read or saved. */
  readonly body?: string;
  readonly updatedBy: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * What a page body may hold, on the server (sanitised on save) and in the browser (sanitised
 * again before rendering): document structure only, never scripts, styles, frames or forms.
 */
export const CONTENT_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'code',
  'pre',
] as const;

/** The attributes each tag keeps. */
export const CONTENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** A link: http(s), a path on this site, or an anchor in the page. */
export const CONTENT_LINK_HREF = /^(?:https?:\/\/[^\s/]|\/(?!\/)|#)/i;
/** Where an image may come from: any HTTPS host, or our own /media files. */
export const CONTENT_IMAGE_SRC = /^(?:https:\/\/[^\s/]|\/media\/)/i;
