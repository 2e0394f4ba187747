// Local addresses are where developers and tests run the site; they are never a hijack.
const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Spec §4 "domain hijacked": the page is served from a host that is not the brand's. */
export function isHijackedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  if (LOCAL.has(host)) return false;
  return !allowedHosts.some((allowed) => allowed.toLowerCase() === host);
}
