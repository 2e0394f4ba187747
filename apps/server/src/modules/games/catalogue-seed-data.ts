import type { LocalizedText } from '../../db/games-schema.ts';

// The demo catalogue: one category per game type, with games of our own invention (generic game
// names such as Baccarat are the names of the games themselves, not of anyone's product).

export type DemoGame = {
  code: string;
  names: LocalizedText;
  descs?: LocalizedText;
  /** Drawn on the artwork; one character that reads the same in both Chinese scripts if we can. */
  glyph: string;
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

export const DEMO_VENUES = {
  kgame: { names: t('Kirin 游戏', 'Kirin 遊戲', 'Kirin Games'), state: 'on', sort: 1 },
  kslots: { names: t('Kirin 电子', 'Kirin 電子', 'Kirin Slots'), state: 'maintenance', sort: 2 },
} as const;

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    gameType: 3,
    type: 'venue',
    names: t('体育', '體育', 'Sports'),
    titles: t('赛事直播 滚球投注', '賽事直播 滾球投注', 'Live matches, in-play betting'),
    games: [
      {
        code: 'kirin-sports',
        names: t('麒麟体育', '麒麟體育', 'Kirin Sports'),
        glyph: '球',
        official: true,
      },
      { code: 'inplay-live', names: t('滚球直播', '滾球直播', 'In-Play Live'), glyph: '直' },
      { code: 'parlay-center', names: t('串关中心', '串關中心', 'Parlay Centre'), glyph: '串' },
    ],
  },
  {
    gameType: 5,
    type: 'grid',
    names: t('彩票', '彩票', 'Lottery'),
    titles: t('每日开奖 好运连连', '每日開獎 好運連連', 'Draws every day'),
    games: [
      { code: 'speed-dice-3', names: t('极速快三', '極速快三', 'Speed Dice 3'), glyph: '三' },
      { code: 'speed-racing-10', names: t('极速赛车', '極速賽車', 'Speed Racing 10'), glyph: '10' },
      {
        code: 'daily-three-stars',
        names: t('每日三星', '每日三星', 'Daily Three Stars'),
        glyph: '星',
      },
      {
        code: 'lucky-five-balls',
        names: t('幸运五球', '幸運五球', 'Lucky Five Balls'),
        glyph: '五',
      },
    ],
  },
  {
    gameType: 7,
    type: 'grid',
    names: t('基诺', '基諾', 'Keno'),
    titles: t('八十选二十 快速开奖', '八十選二十 快速開獎', 'Pick from 80, fast draws'),
    games: [
      { code: 'kirin-keno', names: t('麒麟基诺', '麒麟基諾', 'Kirin Keno'), glyph: 'K' },
      { code: 'speed-keno', names: t('极速基诺', '極速基諾', 'Speed Keno'), glyph: '速' },
      { code: 'lucky-80', names: t('幸运80', '幸運80', 'Lucky 80'), glyph: '80' },
    ],
  },
  {
    gameType: 12,
    type: 'grid',
    names: t('哈希游戏', '哈希遊戲', 'Hash Games'),
    titles: t('链上开奖 公平可查', '鏈上開獎 公平可查', 'Results on chain, open to check'),
    games: [
      { code: 'hash-odd-even', names: t('哈希单双', '哈希單雙', 'Hash Odd or Even'), glyph: '#' },
      {
        code: 'hash-big-small',
        names: t('哈希大小', '哈希大小', 'Hash Big or Small'),
        glyph: '大',
      },
      { code: 'hash-bull', names: t('哈希牛牛', '哈希牛牛', 'Hash Bull'), glyph: '牛' },
      { code: 'lucky-hash', names: t('幸运哈希', '幸運哈希', 'Lucky Hash'), glyph: '幸' },
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
        glyph: '福',
        official: true,
      },
      {
        code: 'jade-dragon-treasure',
        names: t('玉龙宝藏', '玉龍寶藏', 'Jade Dragon Treasure'),
        glyph: '玉',
      },
      { code: 'fortune-koi', names: t('锦鲤来财', '錦鯉來財', 'Fortune Koi'), glyph: '吉' },
      {
        code: 'lantern-festival',
        names: t('元宵灯会', '元宵燈會', 'Lantern Festival'),
        glyph: '宵',
      },
      { code: 'panda-bamboo', names: t('熊猫竹林', '熊貓竹林', 'Panda Bamboo'), glyph: '竹' },
      { code: 'golden-junk', names: t('金帆远航', '金帆遠航', 'Golden Junk'), glyph: '金' },
      {
        code: 'tiger-leap-gate',
        names: t('虎跃龙门', '虎躍龍門', 'Tiger Leaps the Gate'),
        glyph: '虎',
        venue: 'kslots',
      },
      {
        code: 'moon-rabbit',
        names: t('玉兔奔月', '玉兔奔月', 'Moon Rabbit'),
        glyph: '月',
        venue: 'kslots',
      },
    ],
  },
  {
    gameType: 98,
    type: 'grid',
    names: t('棋牌', '棋牌', 'Cards'),
    titles: t('经典牌局 随时开桌', '經典牌局 隨時開桌', 'Classic tables, any time'),
    games: [
      {
        code: 'dragon-tiger',
        names: t('龙虎', '龍虎', 'Dragon Tiger'),
        descs: t('龙虎比大小，和局八倍', '龍虎比大小，和局八倍', 'Dragon or Tiger, tie pays 8:1'),
        glyph: '虎',
        official: true,
      },
      {
        code: 'grab-banker-bull',
        names: t('抢庄牛牛', '搶莊牛牛', 'Grab-Banker Bull'),
        glyph: '牛',
      },
      { code: 'golden-flower', names: t('炸金花', '炸金花', 'Golden Flower'), glyph: '花' },
      {
        code: 'fight-the-landlord',
        names: t('斗地主', '鬥地主', 'Fight the Landlord'),
        glyph: '地',
      },
      { code: 'texas-holdem', names: t('德州扑克', '德州撲克', "Texas Hold'em"), glyph: '德' },
      { code: 'three-face-cards', names: t('三公', '三公', 'Three Face Cards'), glyph: '公' },
    ],
  },
  {
    gameType: 111,
    type: 'grid',
    names: t('真人', '真人', 'Live Casino'),
    titles: t('真人荷官 现场发牌', '真人荷官 現場發牌', 'Real dealers, dealt live'),
    games: [
      {
        code: 'dragon-tiger',
        names: t('龙虎', '龍虎', 'Dragon Tiger'),
        descs: t('龙虎比大小，和局八倍', '龍虎比大小，和局八倍', 'Dragon or Tiger, tie pays 8:1'),
        glyph: '虎',
        official: true,
      },
      { code: 'jade-baccarat', names: t('翡翠百家乐', '翡翠百家樂', 'Jade Baccarat'), glyph: '百' },
      {
        code: 'speed-baccarat',
        names: t('极速百家乐', '極速百家樂', 'Speed Baccarat'),
        glyph: '速',
      },
      { code: 'lucky-sic-bo', names: t('幸运骰宝', '幸運骰寶', 'Lucky Sic Bo'), glyph: '骰' },
      { code: 'golden-roulette', names: t('金轮盘', '金輪盤', 'Golden Roulette'), glyph: '0' },
      { code: 'phoenix-fan-tan', names: t('凤凰番摊', '鳳凰番攤', 'Phoenix Fan-Tan'), glyph: '番' },
    ],
  },
  {
    gameType: 201,
    type: 'grid',
    names: t('捕鱼', '捕魚', 'Fishing'),
    titles: t('深海寻宝 一网打尽', '深海尋寶 一網打盡', 'Cast the net for treasure'),
    games: [
      {
        code: 'dragon-king-fishing',
        names: t('龙王捕鱼', '龍王捕魚', 'Dragon King Fishing'),
        glyph: '王',
      },
      {
        code: 'golden-toad-fishing',
        names: t('金蟾捕鱼', '金蟾捕魚', 'Golden Toad Fishing'),
        glyph: '蟾',
      },
      {
        code: 'ocean-feast',
        names: t('深海盛宴', '深海盛宴', 'Ocean Feast'),
        glyph: '海',
        venue: 'kslots',
      },
    ],
  },
  {
    gameType: 304,
    type: 'venue',
    names: t('电竞', '電競', 'Esports'),
    titles: t('热门赛事 实时竞猜', '熱門賽事 即時競猜', 'Top tournaments, live odds'),
    games: [
      {
        code: 'kirin-esports',
        names: t('麒麟电竞', '麒麟電競', 'Kirin Esports'),
        glyph: 'E',
        official: true,
      },
      { code: 'arena-live', names: t('竞技直播', '競技直播', 'Arena Live'), glyph: '技' },
      { code: 'esports-parlay', names: t('电竞串关', '電競串關', 'Esports Parlay'), glyph: '串' },
    ],
  },
];

/** Artwork glyph by game code, for the art route. */
export const DEMO_GLYPHS: ReadonlyMap<string, string> = new Map(
  DEMO_CATEGORIES.flatMap((c) => c.games.map((g) => [g.code, g.glyph] as const)),
);
