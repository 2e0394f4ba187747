import createDOMPurify from 'dompurify';
import {
  CONTENT_ATTRIBUTES,
  CONTENT_IMAGE_SRC,
  CONTENT_LINK_HREF,
  CONTENT_TAGS,
} from '@kirin/contract';

// Rich text (page bodies, activity rules, pop-ups) arrives sanitised by the server; it is
// sanitised again here before it touches the DOM, so a bug or a bypass on one side is not enough
// to run script in a member's browser. The rules are the server's (content-sanitize.ts):
// structure only, http(s) and site links, images from HTTPS hosts or /media.

const ALLOWED_TAGS = [...CONTENT_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(CONTENT_ATTRIBUTES).flat())];
/** Links and image sources: http(s), a path on this site, an anchor. */
const ALLOWED_URI = CONTENT_LINK_HREF;

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function instance() {
  if (purifier) return purifier;
  // An instance of our own: its hooks cannot leak into any other use of DOMPurify.
  const p = createDOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!CONTENT_IMAGE_SRC.test(src)) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
  });
  purifier = p;
  return p;
}

/**
 * The body as the page shows it: sanitised, with every table in a scroll box (a wide table
 * scrolls sideways on a phone instead of widening the page; the box is focusable so that a
 * keyboard can scroll it too).
 */
export function purifyContentHtml(html: string, tableLabel: string): string {
  const fragment = instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const table of fragment.querySelectorAll('table')) {
    const box = document.createElement('div');
    box.className = 'content-table';
    box.setAttribute('tabindex', '0');
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', table.querySelector('caption')?.textContent || tableLabel);
    table.replaceWith(box);
    box.append(table);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/**
 * A path on this site that a click on the link should open in the app (no page load), or
 * undefined for anything else (other sites, anchors, downloads).
 */
export function inAppPath(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank')
    return undefined;
  return href;
}
