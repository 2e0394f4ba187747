import Bowser from 'bowser';

/**
 * A browser's User-Agent as a member recognises their device: "Chrome 120 · Android 14". Null
 * when there was none; the raw text (cut) when the parser knows neither browser nor system.
 */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = (part: { name?: string; version?: string }) =>
    part.name ? [part.name, part.version?.split('.')[0]].filter(Boolean).join(' ') : '';
  const text = [name(browser), name(os)].filter(Boolean).join(' · ');
  return text || userAgent.slice(0, 60);
}
