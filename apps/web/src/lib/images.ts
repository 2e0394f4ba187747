// Spec §9: images get a cache-bust version and use webp when the browser supports it.

let webpSupport: boolean | undefined;

/** Whether this browser can decode webp. Checked once: encoding support implies decoding. */
export function supportsWebp(): boolean {
  if (webpSupport !== undefined) return webpSupport;
  webpSupport = false;
  try {
    if (typeof document !== 'undefined') {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      // Browsers that cannot encode webp fall back to a PNG data URL; jsdom returns nothing.
      const url: unknown = canvas.getContext('2d') ? canvas.toDataURL('image/webp') : undefined;
      webpSupport = typeof url === 'string' && url.startsWith('data:image/webp');
    }
  } catch {
    webpSupport = false;
  }
  return webpSupport;
}

const RASTER = /\.(png|jpe?g)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function isOwnOrigin(src: string): boolean {
  if (!SCHEME.test(src) && !src.startsWith('//')) return true; // relative
  if (typeof window === 'undefined') return false;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function paramName(pair: string): string {
  const raw = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The URL to put in an `<img src>`: `v=<version>` is set (default: this build's id) so a new build
 * never shows a stale cached image. Our own raster images (.png/.jpg/.jpeg, relative or on this
 * origin) additionally get `format=webp` when the browser supports webp: the server / CDN answers
 * that parameter with a webp rendition of the same image. Other origins cannot be assumed to do
 * so. data: and blob: URLs are returned unchanged; svg (like any non-raster) only gets the version.
 * Other query parameters and the hash are kept exactly as written.
 */
export function imageUrl(src: string, opts: { version?: string; webp?: boolean } = {}): string {
  if (src === '' || /^(data|blob):/i.test(src)) return src;

  const hashAt = src.indexOf('#');
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const beforeHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  const version = opts.version ?? __BUILD_ID__;
  const wantWebp = RASTER.test(path) && isOwnOrigin(src) && (opts.webp ?? supportsWebp());

  const replaced = new Set<string>();
  if (version !== '') replaced.add('v');
  if (wantWebp) replaced.add('format');
  const pairs = query.split('&').filter((pair) => pair !== '' && !replaced.has(paramName(pair)));
  if (wantWebp) pairs.push('format=webp');
  if (version !== '') pairs.push(`v=${encodeURIComponent(version)}`);

  return `${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}${hash}`;
}
