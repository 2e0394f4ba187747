import { lineText } from '@kirin/contract';

// The feed's seeded model: teams, fixtures, odds and goals. Everything random comes from one
// seeded generator, so a run with the same seed and the same clock makes the same matches.

/** mulberry32: small, fast, good enough for a demo; the same seed gives the same sequence. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const LEAGUES: Record<string, readonly string[]> = {
  英格兰超级联赛: [
    '曼城',
    '阿森纳',
    '利物浦',
    '切尔西',
    '热刺',
    '曼联',
    '纽卡斯尔',
    '阿斯顿维拉',
    '布莱顿',
    '西汉姆联',
  ],
  西班牙甲级联赛: [
    '皇家马德里',
    '巴塞罗那',
    '马德里竞技',
    '皇家社会',
    '毕尔巴鄂竞技',
    '比利亚雷亚尔',
    '塞维利亚',
    '贝蒂斯',
  ],
  德国甲级联赛: [
    '拜仁慕尼黑',
    '多特蒙德',
    '勒沃库森',
    '莱比锡红牛',
    '法兰克福',
    '斯图加特',
    '门兴格拉德巴赫',
    '沃尔夫斯堡',
  ],
  中国超级联赛: [
    '上海海港',
    '山东泰山',
    '上海申花',
    '北京国安',
    '成都蓉城',
    '浙江队',
    '天津津门虎',
    '河南队',
  ],
};

export type Fixture = {
  league: string;
  home: string;
  away: string;
  /** Expected goals of each side over the match (a Poisson model). */
  homeRate: number;
  awayRate: number;
};

/**
 * A fixture between two different teams of a league, with their scoring rates. Teams in `busy`
 * (listed or playing already) sit it out, so no team plays two matches at once; a league without
 * two free teams gives way to the next one.
 */
export function fixture(random: () => number, busy: ReadonlySet<string> = new Set()): Fixture {
  const leagues = Object.keys(LEAGUES);
  const first = Math.floor(random() * leagues.length);
  const league =
    leagues
      .map((_, k) => leagues[(first + k) % leagues.length]!)
      .find((name) => LEAGUES[name]!.filter((team) => !busy.has(team)).length >= 2) ??
    leagues[first]!;
  const free = LEAGUES[league]!.filter((team) => !busy.has(team));
  const teams = free.length >= 2 ? free : LEAGUES[league]!;
  const i = Math.floor(random() * teams.length);
  let j = Math.floor(random() * (teams.length - 1));
  if (j >= i) j += 1;
  return {
    league,
    home: teams[i]!,
    away: teams[j]!,
    homeRate: 0.8 + random() * 1.4,
    awayRate: 0.6 + random() * 1.2,
  };
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const poisson = (rate: number, k: number) => (Math.exp(-rate) * rate ** k) / factorial(k);

/** Probabilities of each final score up to 8 goals a side, given the goals still to come. */
function scores(homeRate: number, awayRate: number, now: { home: number; away: number }) {
  const out: { home: number; away: number; p: number }[] = [];
  for (let h = 0; h <= 8; h += 1)
    for (let a = 0; a <= 8; a += 1)
      out.push({
        home: now.home + h,
        away: now.away + a,
        p: poisson(homeRate, h) * poisson(awayRate, a),
      });
  return out;
}

/** Decimal odds as the wire writes them, with the book's margin, from a probability. */
export function oddsOf(probability: number, margin = 0.06): string {
  const fair = 1 / Math.max(probability, 0.0005);
  const odds = Math.min(Math.max(fair / (1 + margin), 1.01), 500);
  return odds.toFixed(3);
}

export type MarketInput = {
  type: '1x2' | 'ah' | 'ou' | 'cs';
  line?: string | null;
  selections: { outcome: string; odds: string }[];
};

/**
 * The markets of a match from what is left of it: `left` is the share of the match still to play,
 * `now` the score. 1x2, an Asian handicap on the nearest quarter line, over/under 2.5, and the
 * likeliest correct scores.
 */
export function markets(
  f: Fixture,
  left: number,
  now = { home: 0, away: 0 },
  fixed?: { ahQuarters: number; scores: readonly string[] },
): MarketInput[] {
  const table = scores(f.homeRate * left, f.awayRate * left, now);
  const sum = (test: (s: { home: number; away: number }) => boolean) =>
    table.filter(test).reduce((total, s) => total + s.p, 0);
  const expected = (f.homeRate - f.awayRate) * left + (now.home - now.away);
  // A market's line stays what it opened at; only its odds move.
  const quarters = fixed?.ahQuarters ?? -Math.round(expected * 4);
  const margin = (s: { home: number; away: number }) => 4 * (s.home - s.away) + quarters;
  // Quarter lines split the stake: half on each neighbour, so half a push counts as half a win.
  const ahHome =
    quarters % 2 === 0
      ? sum((s) => margin(s) > 0) + sum((s) => margin(s) === 0) / 2
      : sum((s) => margin(s) > 1) + sum((s) => Math.abs(margin(s)) === 1) / 2;
  const top =
    fixed?.scores.map((outcome) => {
      const [h, a] = outcome.split('-').map(Number);
      return { home: h!, away: a!, p: table.find((s) => s.home === h && s.away === a)?.p ?? 0 };
    }) ?? [...table].sort((x, y) => y.p - x.p).slice(0, 6);
  return [
    {
      type: '1x2',
      selections: [
        { outcome: 'home', odds: oddsOf(sum((s) => s.home > s.away)) },
        { outcome: 'draw', odds: oddsOf(sum((s) => s.home === s.away)) },
        { outcome: 'away', odds: oddsOf(sum((s) => s.home < s.away)) },
      ],
    },
    {
      type: 'ah',
      line: lineText(quarters),
      selections: [
        { outcome: 'home', odds: oddsOf(ahHome, 0.04) },
        { outcome: 'away', odds: oddsOf(1 - ahHome, 0.04) },
      ],
    },
    {
      type: 'ou',
      line: '2.5',
      selections: [
        {
          outcome: 'over',
          odds: oddsOf(
            sum((s) => s.home + s.away > 2.5),
            0.04,
          ),
        },
        {
          outcome: 'under',
          odds: oddsOf(
            sum((s) => s.home + s.away < 2.5),
            0.04,
          ),
        },
      ],
    },
    {
      type: 'cs',
      selections: top.map((s) => ({ outcome: `${s.home}-${s.away}`, odds: oddsOf(s.p, 0.15) })),
    },
  ];
}

/** Whether a side scores in a tick covering `share` of the match, at its rate. */
export const scores_in = (random: () => number, rate: number, share: number) =>
  random() < 1 - Math.exp(-rate * share);
