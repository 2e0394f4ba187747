import { type Lang } from '../persistence.ts';
import { type TableKind } from './tables.ts';

// The venue's games by the code operators launch them with (`POST /v1/launch` `game`). A code
// not listed here is refused: a tile must never open some other game under its own name.

type Names = Readonly<Record<Lang, string>>;

/** How a slot game draws the reels' eight symbols: wild, three high, then A, K, Q, J. */
export interface SlotTheme {
  id: string;
  symbols: readonly string[];
  /** Background colours of the page (top, bottom). */
  colors: readonly [string, string];
}

export interface SimGame {
  code: string;
  table: TableKind;
  names: Names;
  theme?: SlotTheme;
}

const names = (zhCN: string, zhHK: string, en: string): Names => ({
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  en,
});
const LOW = ['A', 'K', 'Q', 'J'];

// Glyphs that read the same in both Chinese scripts, so a theme needs no per-language symbols.
export const SLOT_THEMES = {
  kirin: { id: 'kirin', symbols: ['麟', '福', '喜', '吉', ...LOW], colors: ['#7a1020', '#2a0508'] },
  jade: { id: 'jade', symbols: ['玉', '珠', '鼎', '印', ...LOW], colors: ['#0f5c45', '#03241b'] },
  koi: { id: 'koi', symbols: ['金', '荷', '珠', '福', ...LOW], colors: ['#b4530f', '#3a1404'] },
  tiger: { id: 'tiger', symbols: ['虎', '山', '林', '月', ...LOW], colors: ['#4a3b8f', '#150f33'] },
} as const satisfies Record<string, SlotTheme>;

export const SIM_GAMES: readonly SimGame[] = [
  { code: 'dragon-tiger', table: 'dragon-tiger', names: names('龙虎', '龍虎', 'Dragon Tiger') },
  {
    code: 'jade-baccarat',
    table: 'baccarat',
    names: names('翡翠百家乐', '翡翠百家樂', 'Jade Baccarat'),
  },
  {
    code: 'golden-roulette',
    table: 'roulette',
    names: names('金轮盘', '金輪盤', 'Golden Roulette'),
  },
  { code: 'lucky-sic-bo', table: 'sic-bo', names: names('幸运骰宝', '幸運骰寶', 'Lucky Sic Bo') },
  { code: 'speed-dice-3', table: 'k3', names: names('极速快三', '極速快三', 'Speed Dice 3') },
  {
    code: 'kirin-blessings',
    table: 'slot',
    names: names('麒麟送福', '麒麟送福', 'Kirin Blessings'),
    theme: SLOT_THEMES.kirin,
  },
  {
    code: 'jade-dragon-treasure',
    table: 'slot',
    names: names('玉龙宝藏', '玉龍寶藏', 'Jade Dragon Treasure'),
    theme: SLOT_THEMES.jade,
  },
  {
    code: 'fortune-koi',
    table: 'slot',
    names: names('锦鲤来财', '錦鯉來財', 'Fortune Koi'),
    theme: SLOT_THEMES.koi,
  },
  {
    code: 'tiger-leap-gate',
    table: 'slot',
    names: names('虎跃龙门', '虎躍龍門', 'Tiger Leaps the Gate'),
    theme: SLOT_THEMES.tiger,
  },
];

const BY_CODE = new Map(SIM_GAMES.map((game) => [game.code, game]));

export const simGame = (code: string): SimGame | undefined => BY_CODE.get(code);

/** The game codes this venue plays, for operators checking their catalogue against it. */
export const SIM_GAME_CODES: readonly string[] = SIM_GAMES.map((game) => game.code);
