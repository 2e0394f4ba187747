import { createHash } from 'node:crypto';

// Demo artwork of activities and pop-ups, drawn here (no artwork we do not own): a gradient in a
// colour of the site, light shapes, an emblem and a figure. No words, so one banner serves every
// language; the title is written beside it by the page. Only our own markup goes in.

/** `<site>-<theme>.svg`: a 750 × 300 banner, or the 600 × 400 picture of a pop-up. */
export const PROMO_ART_FILE = /^([a-z0-9]{2,16})-(gift|match|news|popup)\.svg$/;

export type PromoArtTheme = 'gift' | 'match' | 'news' | 'popup';

export const promoArtUrl = (siteCode: string, theme: PromoArtTheme) =>
  `/media/promos/${siteCode}-${theme}.svg`;

/** What each theme shows large: a sum, a share, a star. */
const FIGURES: Record<PromoArtTheme, string> = {
  gift: '88',
  match: '50%',
  news: '★',
  popup: '',
};

const EMBLEMS: Record<PromoArtTheme, string> = {
  // A gift box with a bow.
  gift: '<rect x="-46" y="-18" width="92" height="70" rx="6"/><rect x="-54" y="-36" width="108" height="22" rx="5"/><path d="M0 -36v88 M0 -36c-10-26-40-26-34-6 4 10 24 8 34 6z M0 -36c10-26 40-26 34-6-4 10-24 8-34 6z"/>',
  // A stack of coins.
  match:
    '<ellipse cx="0" cy="34" rx="48" ry="14"/><path d="M-48 34v-16M48 34v-16"/><ellipse cx="0" cy="16" rx="48" ry="14"/><path d="M-48 16v-16M48 16v-16"/><ellipse cx="0" cy="-2" rx="48" ry="14"/><path d="M-48 -2v-16M48 -2v-16"/><ellipse cx="0" cy="-20" rx="48" ry="14"/>',
  // A megaphone.
  news: '<path d="M-50 -14h22l50 -30v88l-50 -30h-22z M-40 14l10 36h16l-8 -36 M34 -16c12 8 12 24 0 32"/>',
  // A trophy.
  popup:
    '<path d="M-34 -44h68v22c0 26-16 44-34 44s-34-18-34-44z M-34 -34h-22c0 22 10 32 24 32 M34 -34h22c0 22-10 32-24 32 M0 22v18 M-24 52h48v-12h-48z"/>',
};

const hueOf = (seed: string) => (createHash('sha256').update(seed).digest()[0] ?? 0) * (360 / 256);

/** The SVG for a file name, or undefined when the name is not one of ours. */
export function renderPromoArt(file: string): string | undefined {
  const match = PROMO_ART_FILE.exec(file);
  if (!match?.[1] || !match[2]) return undefined;
  const site = match[1];
  const theme = match[2] as PromoArtTheme;
  const popup = theme === 'popup';
  const [w, h] = popup ? [600, 400] : [750, 300];
  const hue = Math.round(
    (hueOf(site) + { gift: 0, match: 120, news: 220, popup: 40 }[theme]) % 360,
  );
  const hue2 = (hue + 35) % 360;
  const figure = FIGURES[theme];
  const size = Math.round(h * (figure.length > 2 ? 0.36 : 0.46));
  const fx = popup ? w / 2 : Math.round(w * 0.68);
  const fy = popup ? Math.round(h * 0.8) : Math.round(h / 2 + size * 0.35);
  const ex = popup ? w / 2 : Math.round(w * 0.22);
  const ey = popup ? Math.round(h * 0.36) : Math.round(h / 2);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = Math.round(ex + Math.cos(a) * w);
    const y = Math.round(ey + Math.sin(a) * w);
    const x2 = Math.round(ex + Math.cos(a + 0.18) * w);
    const y2 = Math.round(ey + Math.sin(a + 0.18) * w);
    return `M${ex} ${ey}L${x} ${y}L${x2} ${y2}Z`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue},72%,48%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2},78%,22%)"/>`,
    '</linearGradient>',
    '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#fff4c2"/><stop offset="1" stop-color="#f2b632"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<path d="${rays}" fill="#fff" fill-opacity="0.07"/>`,
    `<circle cx="${w - 60}" cy="40" r="90" fill="#fff" fill-opacity="0.08"/>`,
    `<circle cx="40" cy="${h - 20}" r="70" fill="#000" fill-opacity="0.12"/>`,
    `<g transform="translate(${ex} ${ey}) scale(${(h / 300).toFixed(2)})" fill="none" stroke="url(#gold)" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">`,
    EMBLEMS[theme],
    '</g>',
    popup
      ? ''
      : `<text x="${fx + 3}" y="${fy + 4}" text-anchor="middle" font-family="'Arial Black','Helvetica Neue',sans-serif" font-weight="900" font-size="${size}" fill="#000" fill-opacity="0.25">${figure}</text>`,
    popup
      ? ''
      : `<text x="${fx}" y="${fy}" text-anchor="middle" font-family="'Arial Black','Helvetica Neue',sans-serif" font-weight="900" font-size="${size}" fill="url(#gold)">${figure}</text>`,
    '</svg>',
  ].join('');
}
