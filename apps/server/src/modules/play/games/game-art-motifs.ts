import type { DemoArt } from './catalogue-seed-data.ts';

// What a demo game's artwork shows, drawn in a 100 × 100 box that the card, banner and icon
// place and scale: playing cards, a roulette wheel, dice or a slot machine. Only shapes and
// escaped text: no scripts, links or external references.

const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const text = (x: number, y: number, size: number, fill: string, content: string) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${fill}">${escapeXml(content)}</text>`;

function playingCard(x: number, y: number, turn: number, face: string, suit: string, red: boolean) {
  const ink = red ? '#c8102e' : '#1b1b1b';
  return [
    `<g transform="rotate(${turn} ${x + 21} ${y + 30})">`,
    `<rect x="${x}" y="${y}" width="42" height="60" rx="5" fill="#fffdf5" stroke="#000" stroke-opacity="0.2"/>`,
    text(x + 21, y + 40, face.length > 1 ? 20 : 27, ink, face),
    text(x + 7, y + 12, 9, ink, suit),
    text(x + 35, y + 55, 9, ink, suit),
    '</g>',
  ].join('');
}

function cards(faces: readonly [string, string], chips: boolean): string {
  const chip = (y: number, color: string) =>
    `<ellipse cx="80" cy="${y}" rx="13" ry="5" fill="${color}" stroke="#fff" stroke-width="1.5" stroke-dasharray="3 3"/>`;
  return [
    '<ellipse cx="50" cy="88" rx="40" ry="6" fill="#000" fill-opacity="0.25"/>',
    playingCard(12, 18, -12, faces[0], '♥', true),
    playingCard(44, 16, 10, faces[1], '♠', false),
    chips ? [chip(90, '#1f5fb3'), chip(85, '#c8102e'), chip(80, '#d9a520')].join('') : '',
  ].join('');
}

function wheel(): string {
  // 37 pockets on a ring of radius 36: red and black alternate, zero green.
  const pocket = ((2 * Math.PI * 36) / 37).toFixed(3);
  const rest = (2 * Math.PI * 36 - Number(pocket)).toFixed(3);
  return [
    '<circle cx="50" cy="50" r="47" fill="#3b1d05" stroke="#ffd56b" stroke-width="3"/>',
    '<circle cx="50" cy="50" r="36" fill="none" stroke="#1b1b1b" stroke-width="15"/>',
    `<circle cx="50" cy="50" r="36" fill="none" stroke="#c8102e" stroke-width="15" stroke-dasharray="${pocket} ${pocket}"/>`,
    `<circle cx="50" cy="50" r="36" fill="none" stroke="#1f7a3e" stroke-width="15" stroke-dasharray="${pocket} ${rest}"/>`,
    '<circle cx="50" cy="50" r="28" fill="#d9a520" stroke="#7a4a05" stroke-width="1.5"/>',
    '<path d="M50 26v48M26 50h48M33 33l34 34M67 33l-34 34" stroke="#7a4a05" stroke-width="2.5" stroke-linecap="round"/>',
    '<circle cx="50" cy="50" r="7" fill="#ffd56b" stroke="#7a4a05" stroke-width="1.5"/>',
    '<circle cx="50" cy="13.5" r="3.6" fill="#fff" stroke="#0004"/>',
  ].join('');
}

/** Pip positions on a 3 × 3 grid (0 top left … 8 bottom right) per face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function die(x: number, y: number, size: number, turn: number, face: number): string {
  const pip = size / 9;
  const ink = face === 1 || face === 4 ? '#c8102e' : '#1b1b1b';
  const dots = (PIPS[face] ?? []).map((p) => {
    const cx = x + size * (0.22 + 0.28 * (p % 3));
    const cy = y + size * (0.22 + 0.28 * Math.floor(p / 3));
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${pip.toFixed(1)}" fill="${ink}"/>`;
  });
  return [
    `<g transform="rotate(${turn} ${x + size / 2} ${y + size / 2})">`,
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 5}" fill="#fffdf5" stroke="#000" stroke-opacity="0.25"/>`,
    ...dots,
    '</g>',
  ].join('');
}

function dice(faces: readonly [number, number, number], row: boolean): string {
  if (row) {
    return [
      '<rect x="4" y="26" width="92" height="48" rx="10" fill="#000" fill-opacity="0.3"/>',
      die(9, 34, 26, -4, faces[0]),
      die(37, 34, 26, 3, faces[1]),
      die(65, 34, 26, -2, faces[2]),
    ].join('');
  }
  return [
    '<ellipse cx="50" cy="74" rx="44" ry="14" fill="#d9a520" stroke="#7a4a05" stroke-width="2"/>',
    '<ellipse cx="50" cy="71" rx="36" ry="9" fill="#fff" fill-opacity="0.25"/>',
    die(16, 34, 28, -14, faces[0]),
    die(54, 30, 28, 10, faces[1]),
    die(34, 50, 28, 4, faces[2]),
  ].join('');
}

function reels(symbols: readonly [string, string, string]): string {
  const colors = ['#c8102e', '#7a1020', '#1d6b3a'];
  const windows = symbols.map((symbol, i) => {
    const x = 12 + i * 25;
    return `<rect x="${x}" y="32" width="22" height="40" rx="3" fill="#fffdf5"/>${text(x + 11, 60, 17, colors[i]!, symbol)}`;
  });
  return [
    '<rect x="5" y="14" width="82" height="72" rx="10" fill="#7a4a05" stroke="#ffd56b" stroke-width="3"/>',
    '<rect x="9" y="18" width="74" height="10" rx="4" fill="#ffd56b"/>',
    ...windows,
    '<path d="M10 52h72" stroke="#c8102e" stroke-width="1.6" stroke-opacity="0.7"/>',
    '<path d="M90 62V30" stroke="#ffd56b" stroke-width="3" stroke-linecap="round"/>',
    '<circle cx="90" cy="27" r="5" fill="#c8102e" stroke="#ffd56b" stroke-width="1.5"/>',
  ].join('');
}

/** The motif's shapes in a 100 × 100 box. */
export function motif(art: DemoArt): string {
  switch (art.motif) {
    case 'cards':
      return cards(art.faces, art.chips ?? false);
    case 'wheel':
      return wheel();
    case 'dice':
      return dice(art.dice, art.row ?? false);
    case 'reels':
      return reels(art.symbols);
  }
}
