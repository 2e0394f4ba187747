import type { AnalyticsItem } from '@kirin/contract';

export type AnalyticsKind = 'la51' | 'cnzz';

/** The two statistics services brands use, told apart by a substring of the script URL (spec §7). */
export function analyticsKind(url: string): AnalyticsKind | undefined {
  if (url.includes('cnzz.com')) return 'cnzz';
  if (url.includes('51.la')) return 'la51';
  return undefined;
}

/** The script URL with `ck` (the item's id unless it names one) and `async=1`; undefined if unknown. */
export function analyticsScriptUrl(item: AnalyticsItem): string | undefined {
  if (!analyticsKind(item.url)) return undefined;
  let url: URL;
  try {
    url = new URL(item.url);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const ck =
    item.platform_ck || url.searchParams.get('id') || url.pathname.replace(/^.*\/|\.js$/g, '');
  url.searchParams.set('ck', ck);
  url.searchParams.set('async', '1');
  return url.toString();
}

/** Pick the list for this host (or the default) and inject its first known script, once. */
export function injectAnalytics(
  scriptsList: Record<string, AnalyticsItem[]>,
  host: string,
  doc: Document = document,
): string | undefined {
  const items = scriptsList[host.toLowerCase()] ?? scriptsList['default'] ?? [];
  for (const item of items) {
    const src = analyticsScriptUrl(item);
    if (!src) continue;
    if (doc.querySelector('script[data-analytics]')) return undefined;
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset['analytics'] = analyticsKind(item.url);
    doc.head.appendChild(script);
    return src;
  }
  return undefined;
}
