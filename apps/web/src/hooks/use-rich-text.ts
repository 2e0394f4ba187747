import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { inAppPath, purifyContentHtml } from '../lib/content-html.ts';

/**
 * The site's rich text (page bodies, activity rules, pop-ups) ready for a `<div>`: `html` is the
 * body sanitised again (and '' when nothing is left, so callers can leave its section out);
 * `props` are the div's, whose clicks open links to our own pages in the app, without loading the
 * site again, after `onLeave` (e.g. a pop-up making way).
 */
export function useRichText(body: string, tableLabel: string, onLeave?: () => void) {
  const navigate = useNavigate();
  const html = useMemo(() => purifyContentHtml(body, tableLabel), [body, tableLabel]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const path = anchor ? inAppPath(anchor) : undefined;
    if (!path) return;
    event.preventDefault();
    onLeave?.();
    void navigate(path);
  };

  // Sanitised twice: by the server on save and by purifyContentHtml here.
  return { html, props: { onClick, dangerouslySetInnerHTML: { __html: html } } };
}
