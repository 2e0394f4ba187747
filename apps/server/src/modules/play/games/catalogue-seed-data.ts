import type { LocalizedText } from '../../../db/games-schema.ts';

// The demo catalogue: games of our own invention (generic game names such as Baccarat are the
// names of the games themselves, not of anyone's product), and only games the demo venue plays:
// every code here is one of the venue simulator's (apps/venue-sim/src/games/catalogue.ts), so a
// tile opens the game it names. Game types the simulator has no game for (sports, keno, hash
// games, fishing, esports) have no demo category until something plays them; sports will be the
// in-house sportsbook's.

/** What a game's artwork shows (game-art.ts draws it), over a gradient of two colours. */
export type DemoArt = { colors: readonly [string, string] } & (
  | { motif: 'cards'; faces: readonly [string, string]; chips?: boolean }
  | { motif: 'wheel' }
  | { motif: 'dice'; dice: readonly [number, number, number]; row?: boolean }
  | { motif: 'reels'; symbols: readonly [string, string, string] }
);

export type DemoGame = {
  code: string;
  names: LocalizedText;
  descs?: LocalizedText;
  /** One character that reads the same in both Chinese scripts: the icon's badge. */
  glyph: string;
  art: DemoArt;
  /** Defaults to `kgame`. `kslots` is seeded under maintenance. */
  venue?: 'kgame' | 'kslots';
  official?: boolean;
};

export type DemoCategory = {
  gameType: number;
  type: 'grid' | 'venue';
  names: LocalizedText;
  titles: LocalizedText;
  games: DemoGame[];
};

const t = (zhCN: string, zhHK: string, en: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  en,
});

// Named in the member's words, as the lobby's categories are: never the platform's code name.
// Operators rename them per site and language (POST /api/admin/v1/games/venues/:id).
export const DEMO_VENUES = {
  kgame: { names: t('综合游戏', '綜合遊戲', 'Casino Games'), state: 'on', sort: 1 },
  kslots: { names: t('电子游戏', '電子遊戲', 'Slots'), state: 'maintenance', sort: 2 },
} as const;

const DRAGON_TIGER: DemoGame = {
  code: 'dragon-tiger',
  names: t('龙虎', '龍虎', 'Dragon Tiger'),
  descs: t('龙虎比大小，和局八倍', '龍虎比大小，和局八倍', 'Dragon or Tiger, tie pays 8:1'),
  glyph: '虎',
  official: true,
  art: { motif: 'cards', faces: ['龙', '虎'], colors: ['#d8443a', '#3b0a06'] },
};

const BACCARAT: DemoGame = {
  code: 'jade-baccarat',
  names: t('翡翠百家乐', '翡翠百家樂', 'Jade Baccarat'),
  descs: t(
    '庄闲对决，天牌 8、9 点',
    '莊閒對決，天牌 8、9 點',
    'Player or Banker, naturals 8 and 9',
  ),
  glyph: '百',
  art: { motif: 'cards', faces: ['9', '8'], chips: true, colors: ['#1fa37a', '#06331f'] },
};

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    gameType: 5,
    type: 'grid',
    names: t('彩票', '彩票', 'Lottery'),
    titles: t('即开即中 好运连连', '即開即中 好運連連', 'Instant draws'),
    games: [
      {
        code: 'speed-dice-3',
        names: t('极速快三', '極速快三', 'Speed Dice 3'),
        descs: t(
          '三骰即开，和值最高 1 赔 200',
          '三骰即開，和值最高 1 賠 200',
          'Three dice, drawn at once',
        ),
        glyph: '三',
        art: { motif: 'dice', dice: [3, 5, 6], row: true, colors: ['#2f6fd6', '#0b2350'] },
      },
    ],
  },
  {
    gameType: 50,
    type: 'grid',
    names: t('电子', '電子', 'Slots'),
    titles: t('精彩老虎机 大奖不断', '精彩老虎機 大獎不斷', 'Reels of fortune'),
    games: [
      {
        code: 'kirin-blessings',
        names: t('麒麟送福', '麒麟送福', 'Kirin Blessings'),
        descs: t('5 轴 10 线，麒麟百搭', '5 軸 10 線，麒麟百搭', '5 reels, 10 lines, kirin wilds'),
        glyph: '福',
        official: true,
        art: { motif: 'reels', symbols: ['福', '麟', '喜'], colors: ['#c8283c', '#4a0610'] },
      },
      {
        code: 'jade-dragon-treasure',
        names: t('玉龙宝藏', '玉龍寶藏', 'Jade Dragon Treasure'),
        glyph: '玉',
        art: { motif: 'reels', symbols: ['珠', '玉', '鼎'], colors: ['#1f9a72', '#053526'] },
      },
      {
        code: 'fortune-koi',
        names: t('锦鲤来财', '錦鯉來財', 'Fortune Koi'),
        glyph: '吉',
        art: { motif: 'reels', symbols: ['荷', '金', '珠'], colors: ['#f08a24', '#5a1e02'] },
      },
      {
        code: 'tiger-leap-gate',
        names: t('虎跃龙门', '虎躍龍門', 'Tiger Leaps the Gate'),
        glyph: '虎',
        venue: 'kslots',
        art: { motif: 'reels', symbols: ['山', '虎', '月'], colors: ['#6a56c8', '#170f3d'] },
      },
    ],
  },
  {
    gameType: 98,
    type: 'grid',
    names: t('棋牌', '棋牌', 'Cards'),
    titles: t('经典牌局 随时开桌', '經典牌局 隨時開桌', 'Classic tables, any time'),
    games: [DRAGON_TIGER, BACCARAT],
  },
  {
    gameType: 111,
    type: 'grid',
    names: t('真人', '真人', 'Live Casino'),
    titles: t('经典桌台 公平可验', '經典桌台 公平可驗', 'Classic tables, provably fair'),
    games: [
      DRAGON_TIGER,
      BACCARAT,
      {
        code: 'lucky-sic-bo',
        names: t('幸运骰宝', '幸運骰寶', 'Lucky Sic Bo'),
        descs: t(
          '三骰押大小，围骰 1 赔 180',
          '三骰押大小，圍骰 1 賠 180',
          'Three dice, triples pay 180:1',
        ),
        glyph: '骰',
        art: { motif: 'dice', dice: [4, 1, 6], colors: ['#8a3fc4', '#260a40'] },
      },
      {
        code: 'golden-roulette',
        names: t('金轮盘', '金輪盤', 'Golden Roulette'),
        descs: t('欧式单零，直注 1 赔 35', '歐式單零，直注 1 賠 35', 'European single zero, 35:1'),
        glyph: '0',
        art: { motif: 'wheel', colors: ['#d9a520', '#4a2a05'] },
      },
    ],
  },
];

const DEMO_GAMES: ReadonlyMap<string, DemoGame> = new Map(
  DEMO_CATEGORIES.flatMap((c) => c.games.map((g) => [g.code, g] as const)),
);

/** Every demo game's code, once each. */
export const DEMO_GAME_CODES: readonly string[] = [...DEMO_GAMES.keys()];

/** Artwork glyph by game code, for the art route. */
export const DEMO_GLYPHS: ReadonlyMap<string, string> = new Map(
  [...DEMO_GAMES].map(([code, game]) => [code, game.glyph]),
);

/** What a demo game's artwork draws, by game code. */
export const DEMO_ART: ReadonlyMap<string, DemoArt> = new Map(
  [...DEMO_GAMES].map(([code, game]) => [code, game.art]),
);
