import type { Brand } from '@kirin/contract';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square app icon in the brand's colours: the manifest and favicon of each build. */
export function brandIconSvg(brand: Brand): string {
  const { primary, background } = brand.theme.colors;
  const initials = brand.names.en
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img"><title>${escapeXml(brand.names.en)}</title><rect width="512" height="512" rx="96" fill="${background}"/><circle cx="256" cy="256" r="196" fill="none" stroke="${primary}" stroke-width="28"/><text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="190" fill="${primary}">${escapeXml(initials)}</text></svg>`;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour for content drawn on the brand's primary colour: whichever of near-black and white reads better. */
export function onColor(background: string): string {
  return contrastRatio(background, '#111111') >= contrastRatio(background, '#ffffff')
    ? '#111111'
    : '#ffffff';
}

/**
 * The brand's colours as CSS variables, derived from brand.json at build time: ours (`--brand-*`)
 * and antd-mobile's (`--adm-color-*`), so a brand changes no component code. `:root:root`
 * outranks antd-mobile's own `:root` defaults, which load later, on demand.
 */
export function brandTokensCss(brand: Brand): string {
  const c = brand.theme.colors;
  const vars: Record<string, string> = {
    '--brand-primary': c.primary,
    '--brand-secondary': c.secondary,
    '--brand-bg': c.background,
    '--brand-surface': c.surface,
    '--brand-text': c.text,
    '--brand-text-secondary': c.textSecondary,
    '--brand-success': c.success,
    '--brand-danger': c.danger,
    '--brand-warning': c.warning,
    '--brand-on-primary': onColor(c.primary),
    '--adm-color-primary': c.primary,
    '--adm-color-success': c.success,
    '--adm-color-danger': c.danger,
    '--adm-color-warning': c.warning,
    '--adm-color-text': c.text,
    '--adm-color-text-secondary': c.textSecondary,
    '--adm-color-background': c.background,
    '--adm-color-box': c.surface,
  };
  return `:root:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}
