import { createHash } from 'node:crypto';
import { GAME_TYPES } from '@kirin/contract';
import { DEMO_ART, DEMO_GLYPHS, type DemoArt } from './catalogue-seed-data.ts';
import { escapeXml, motif } from './game-art-motifs.ts';

// Demo artwork drawn from a name, the same for the same name on every node and every day, so the
// files can be cached for long: a demo game's own picture (its motif over its colours, distinct
// per game), else a gradient, a few shapes and a glyph. Only our own markup and escaped text go
// in: no scripts, no links, no external references.

/** `<slug>.svg` card, `.wide.svg` banner, `.icon.svg` square icon, `.nor/.sel.svg` tab icons. */
export const ART_FILE = /^([a-z0-9][a-z0-9-]{0,63})(?:\.(wide|icon|nor|sel))?\.svg$/;

export type ArtVariant = 'card' | 'wide' | 'icon' | 'nor' | 'sel';

export const artUrl = (slug: string, variant: ArtVariant = 'card') =>
  `/media/games/${slug}${variant === 'card' ? '' : `.${variant}`}.svg`;

/** Tab icons of a game type: `type-live.nor.svg`, `type-live.sel.svg`. */
export const categoryIconSlug = (gameType: number) =>
  `type-${GAME_TYPES[gameType as keyof typeof GAME_TYPES] ?? gameType}`;

function bytesOf(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

function glyphOf(slug: string): string {
  const known = DEMO_GLYPHS.get(slug);
  if (known) return known;
  const words = slug.split('-').filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** The SVG for a file name, or undefined when the name is not one of ours. */
export function renderArt(file: string): string | undefined {
  const match = ART_FILE.exec(file);
  if (!match?.[1]) return undefined;
  const slug = match[1];
  const variant = (match[2] ?? 'card') as ArtVariant;
  if (variant === 'nor' || variant === 'sel') return tabIcon(slug, variant === 'sel');
  const art = DEMO_ART.get(slug);
  return art ? demoPicture(slug, art, variant) : picture(slug, variant);
}

const SIZES = { card: [240, 240], wide: [640, 280], icon: [96, 96] } as const;

/**
 * A demo game's picture: its motif large over its own colours (on the banner, beside its glyph),
 * with a soft light behind; the lobby writes the game's name under it.
 */
function demoPicture(slug: string, art: DemoArt, variant: 'card' | 'wide' | 'icon'): string {
  const [w, h] = SIZES[variant];
  const [from, to] = art.colors;
  const box = variant === 'wide' ? 240 : Math.round(w * 0.86);
  const x = variant === 'wide' ? w - box - 40 : Math.round((w - box) / 2);
  const y = Math.round((h - box) / 2);
  const glyph =
    variant === 'wide'
      ? `<text x="170" y="${Math.round(h / 2 + 44)}" text-anchor="middle" font-family="'PingFang SC','Microsoft YaHei',sans-serif" font-weight="700" font-size="128" fill="#fff" fill-opacity="0.9">${escapeXml(glyphOf(slug))}</text>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${to}"/>`,
    '</linearGradient>',
    '<radialGradient id="l" cx="0.5" cy="0.4" r="0.6">',
    '<stop offset="0" stop-color="#fff" stop-opacity="0.35"/>',
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/>',
    '</radialGradient>',
    '</defs>',
    // Square: the lobby's card rounds its own corners, and rounded art would show them.
    `<rect width="${w}" height="${h}" rx="${variant === 'icon' ? 20 : 0}" fill="url(#g)"/>`,
    `<circle cx="${x + box / 2}" cy="${y + box / 2}" r="${box * 0.55}" fill="url(#l)"/>`,
    glyph,
    `<g transform="translate(${x} ${y}) scale(${(box / 100).toFixed(3)})">${motif(art)}</g>`,
    '</svg>',
  ].join('');
}

function picture(slug: string, variant: 'card' | 'wide' | 'icon'): string {
  const b = bytesOf(slug);
  const [w, h] = variant === 'wide' ? [640, 280] : variant === 'icon' ? [96, 96] : [240, 240];
  const hue = Math.round(((b[0] ?? 0) / 256) * 360);
  const hue2 = (hue + 40 + ((b[1] ?? 0) % 80)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const x = Math.round(((b[2 + i * 3] ?? 0) / 255) * w);
    const y = Math.round(((b[3 + i * 3] ?? 0) / 255) * h);
    const r = Math.round(Math.min(w, h) * (0.12 + ((b[4 + i * 3] ?? 0) / 255) * 0.35));
    const opacity = (0.08 + ((b[20 + i] ?? 0) / 255) * 0.14).toFixed(2);
    shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
  }
  const band = Math.round(h * (0.55 + ((b[26] ?? 0) / 255) * 0.2));
  const glyph = escapeXml(glyphOf(slug));
  const size = Math.round(
    Math.min(w, h) * (glyph.length > 1 && /^[A-Z]+$/.test(glyph) ? 0.36 : 0.46),
  );
  const cx = variant === 'wide' ? Math.round(w * 0.3) : Math.round(w / 2);
  const cy = Math.round(h / 2 + size * 0.35);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},70%,52%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2},75%,30%)"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${w}" height="${h}" rx="${variant === 'icon' ? 20 : 16}" fill="url(#g)"/>`,
    ...shapes,
    `<path d="M0 ${band} L${w} ${band - Math.round(h * 0.25)} L${w} ${h} L0 ${h} Z" fill="#000" fill-opacity="0.18"/>`,
    `<text x="${cx + 2}" y="${cy + 3}" text-anchor="middle" font-family="'PingFang SC','Microsoft YaHei',sans-serif" font-weight="700" font-size="${size}" fill="#000" fill-opacity="0.3">${glyph}</text>`,
    `<text x="${cx}" y="${cy}" text-anchor="middle" font-family="'PingFang SC','Microsoft YaHei',sans-serif" font-weight="700" font-size="${size}" fill="#fff">${glyph}</text>`,
    '</svg>',
  ].join('');
}

/** Simple line symbols of the game types, drawn on a 48 × 48 grid. */
const SYMBOLS: Record<string, string> = {
  sports:
    '<circle cx="24" cy="24" r="15"/><path d="M24 15l8 6-3 9h-10l-3-9z M24 9v6 M32 21l6-3 M29 30l4 6 M19 30l-4 6 M16 21l-6-3"/>',
  lottery:
    '<circle cx="24" cy="24" r="15"/><circle cx="24" cy="24" r="7"/><path d="M22 21l3-2v10"/>',
  keno: '<rect x="9" y="9" width="30" height="30" rx="4"/><path d="M17 17h.01 M24 17h.01 M31 17h.01 M17 24h.01 M24 24h.01 M31 24h.01 M17 31h.01 M24 31h.01 M31 31h.01"/>',
  blockchain: '<path d="M24 8l14 8v16l-14 8-14-8V16z M10 16l14 8 14-8 M24 24v16"/>',
  slots:
    '<rect x="8" y="11" width="32" height="26" rx="4"/><path d="M18 11v26 M30 11v26 M11 20h4l-2 8 M23 20h4l-2 8 M35 20h4l-2 8"/>',
  cards:
    '<rect x="12" y="8" width="24" height="32" rx="3"/><path d="M24 15c-5 5-8 8-5 11 2 2 4 1 5-1 1 2 3 3 5 1 3-3 0-6-5-11z M24 26v6"/>',
  live: '<circle cx="24" cy="24" r="15"/><circle cx="24" cy="24" r="8"/><path d="M24 9v5 M24 34v5 M9 24h5 M34 24h5 M13 13l4 4 M31 31l4 4 M35 13l-4 4 M13 35l4-4"/>',
  fishing:
    '<path d="M8 24c6-8 16-10 24-4l8-6v20l-8-6c-8 6-18 4-24-4z"/><circle cx="16" cy="22" r="1.5"/>',
  esports:
    '<path d="M13 17h22c4 0 6 3 6 7l-1 8c-1 4-5 5-7 2l-3-4H18l-3 4c-2 3-6 2-7-2l-1-8c0-4 2-7 6-7z M15 22v6 M12 25h6 M31 24h.01 M35 27h.01"/>',
};

function tabIcon(slug: string, selected: boolean): string {
  const type = slug.startsWith('type-') ? slug.slice(5) : '';
  const symbol =
    SYMBOLS[type] ??
    `<rect x="9" y="9" width="30" height="30" rx="8"/><text x="24" y="30" text-anchor="middle" font-size="16" font-family="sans-serif" stroke="none" fill="currentColor">${escapeXml(glyphOf(slug).slice(0, 2))}</text>`;
  const stroke = selected ? 'url(#s)' : '#8a8f99';
  const defs = selected
    ? '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd976"/><stop offset="1" stop-color="#e0a030"/></linearGradient></defs>'
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" color="${selected ? '#e0a030' : '#8a8f99'}">`,
    defs,
    `<g fill="none" stroke="${stroke}" stroke-width="${selected ? 3 : 2.5}" stroke-linecap="round" stroke-linejoin="round">`,
    symbol,
    '</g>',
    '</svg>',
  ].join('');
}
