import sanitizeHtml from 'sanitize-html';
import {
  CONTENT_ATTRIBUTES,
  CONTENT_IMAGE_SRC,
  CONTENT_LINK_HREF,
  CONTENT_TAGS,
} from '@kirin/contract';

// Operators paste articles from anywhere; members' browsers render them. So a page body keeps
// only document structure: no scripts, event handlers, styles, frames or forms, and URLs only of
// the kinds we can vouch for. The web app sanitises again before rendering (defence in depth).

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      if (!CONTENT_LINK_HREF.test(href)) return { tagName, attribs: {} };
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: {
          href,
          ...(attribs.title ? { title: attribs.title } : {}),
          // Another site must not get a handle on this window or learn which page linked it.
          ...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {}),
        },
      };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const { alt, title, width, height } = attribs;
      return {
        tagName,
        attribs: CONTENT_IMAGE_SRC.test(src)
          ? {
              src,
              alt: alt ?? '',
              loading: 'lazy',
              ...(title ? { title } : {}),
              ...(width && /^\d{1,4}$/.test(width) ? { width } : {}),
              ...(height && /^\d{1,4}$/.test(height) ? { height } : {}),
            }
          : {},
      };
    },
  },
  // An image whose source was refused is nothing; a link without a target keeps its text.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The body as it is stored and served: see OPTIONS for what survives. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
