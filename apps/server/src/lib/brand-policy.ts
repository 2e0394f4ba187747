import type { Brand, SiteCode } from '@kirin/contract';

// What the brand files say about where a page may load from and which brand a host is: read by
// the page server (which build) and the security headers (which policy).

/** Origins of the brands' analytics scripts: what the CSP must let their pages load. */
export function analyticsOrigins(brands: readonly Brand[]): string[] {
  const origins = new Set<string>();
  for (const brand of brands) {
    for (const items of Object.values(brand.analytics.scriptsList)) {
      for (const item of items) origins.add(new URL(item.url).origin);
    }
  }
  return [...origins].sort();
}

/** The site a request's host names (each brand's `hosts`; a port is ignored), if any. */
export function siteByHost(brands: readonly Brand[]): (hostname: string) => SiteCode | undefined {
  const sites = new Map<string, SiteCode>();
  for (const brand of brands) {
    for (const host of brand.hosts) sites.set(host.toLowerCase(), brand.code as SiteCode);
  }
  return (hostname) => sites.get(hostname.toLowerCase().replace(/:\d+$/, ''));
}

/**
 * Where the brand's customer service is framed from: a `url` chat is shown in a frame; the
 * in-house chat is our own page, and WhatsApp is a link (it cannot be framed).
 */
export function customerServiceFrameOrigins(brand: Brand): string[] {
  return brand.customerService.kind === 'url' ? [new URL(brand.customerService.url).origin] : [];
}
