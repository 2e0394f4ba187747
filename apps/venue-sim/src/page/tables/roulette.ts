import { colorOf } from '../../games/roulette.ts';
import { betButton, escapeHtml } from '../page-shell.ts';
import { type TablePage, type TableWords } from '../table-page.ts';

// European roulette: 37 numbers on a board of six columns, the outside bets below.

interface RouletteWords extends TableWords {
  straight: string;
  red: string;
  black: string;
  green: string;
  odd: string;
  even: string;
  low: string;
  high: string;
  dozen: string;
  column: string;
  numbers: string;
  outside: string;
}

const numberButton = (n: number, label: string) =>
  `<button class="bet num ${colorOf(n)}" type="button" data-bet="straight-${n}" data-label="${escapeHtml(label)}" aria-pressed="false">${n}</button>`;

export const roulettePage: TablePage<RouletteWords> = {
  text: {
    'zh-CN': {
      kind: '欧式轮盘（单零）',
      action: '旋转',
      acting: '旋转中…',
      partial: '部分退还',
      straight: '直注 {n}',
      red: '红',
      black: '黑',
      green: '绿',
      odd: '单',
      even: '双',
      low: '小 1-18',
      high: '大 19-36',
      dozen: '第{n}打',
      column: '第{n}列',
      numbers: '号码（直注 1 赔 35）',
      outside: '外围注',
      verifyHelp:
        '第 0 个数值除以 37 的余数为开出的号码（0–36）。直注 1 赔 35；红/黑、单/双、小（1–18）/大（19–36）1 赔 1；打（1–12、13–24、25–36）与列（第 1 列 1、4、7…，第 2 列 2、5、8…，第 3 列 3、6、9…）1 赔 2；开出 0 时除直注 0 外全输。',
    },
    'zh-HK': {
      kind: '歐式輪盤（單零）',
      action: '旋轉',
      acting: '旋轉中…',
      partial: '部分退還',
      straight: '直注 {n}',
      red: '紅',
      black: '黑',
      green: '綠',
      odd: '單',
      even: '雙',
      low: '小 1-18',
      high: '大 19-36',
      dozen: '第{n}打',
      column: '第{n}列',
      numbers: '號碼（直注 1 賠 35）',
      outside: '外圍注',
      verifyHelp:
        '第 0 個數值除以 37 的餘數為開出的號碼（0–36）。直注 1 賠 35；紅/黑、單/雙、小（1–18）/大（19–36）1 賠 1；打（1–12、13–24、25–36）與列（第 1 列 1、4、7…，第 2 列 2、5、8…，第 3 列 3、6、9…）1 賠 2；開出 0 時除直注 0 外全輸。',
    },
    en: {
      kind: 'European roulette (single zero)',
      action: 'Spin',
      acting: 'Spinning…',
      partial: 'Part returned',
      straight: 'Straight {n}',
      red: 'Red',
      black: 'Black',
      green: 'Green',
      odd: 'Odd',
      even: 'Even',
      low: 'Low 1-18',
      high: 'High 19-36',
      dozen: 'Dozen {n}',
      column: 'Column {n}',
      numbers: 'Numbers (straight up pays 35:1)',
      outside: 'Outside bets',
      verifyHelp:
        'Value 0 mod 37 is the number (0-36). A straight bet pays 35:1; red/black, odd/even, low (1-18)/high (19-36) 1:1; dozens (1-12, 13-24, 25-36) and columns (1: 1, 4, 7…; 2: 2, 5, 8…; 3: 3, 6, 9…) 2:1. On zero every bet but a straight bet on 0 loses.',
    },
  },
  style: () => `
.wheel{display:flex;flex-direction:column;align-items:center;gap:.5rem}
.ball{display:flex;align-items:center;justify-content:center;width:6rem;height:6rem;border-radius:50%;border:.4rem solid #d9a520;background:#222;font-size:2.4rem;font-weight:800;box-shadow:0 0 0 .3rem #0006,inset 0 0 1rem #0008}
.ball.red,.bet.red,.recent .red{background:#b3202f}.ball.black,.bet.black,.recent .black{background:#1b1b1b}.ball.green,.bet.green,.recent .green{background:#1f7a3e}
.recent{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem;min-height:1.6rem}
.recent span{display:inline-flex;align-items:center;justify-content:center;width:1.6rem;height:1.6rem;border-radius:50%;font-size:.75rem;font-weight:700}
.numbers{grid-template-columns:repeat(6,minmax(0,1fr))}
.numbers .zero{grid-column:1/-1}
.num{font-size:1rem;min-height:2.75rem;padding:0}
.outside{grid-template-columns:repeat(3,minmax(0,1fr))}
.outside .bet{font-size:.9rem}
`,
  stage: () => `<section class="stage wheel">
<div class="ball" id="ball">?</div>
<div class="recent" id="recent" aria-hidden="true"></div>
</section>`,
  board: (t) => {
    const label = (template: string, n: number | string) => template.replace('{n}', String(n));
    const numbers = Array.from({ length: 36 }, (_, i) =>
      numberButton(i + 1, label(t.straight, i + 1)),
    );
    const zero = numberButton(0, label(t.straight, 0)).replace(
      'class="bet num green"',
      'class="bet num green zero"',
    );
    const outside = [
      betButton('red', t.red, '1:1', 'red'),
      betButton('black', t.black, '1:1', 'black'),
      betButton('odd', t.odd, '1:1'),
      betButton('even', t.even, '1:1'),
      betButton('low', t.low, '1:1'),
      betButton('high', t.high, '1:1'),
      ...[1, 2, 3].map((n) =>
        betButton(`dozen-${n}`, label(t.dozen, n), `${(n - 1) * 12 + 1}-${n * 12} · 2:1`),
      ),
      ...[1, 2, 3].map((n) =>
        betButton(`column-${n}`, label(t.column, n), `${n}, ${n + 3}, ${n + 6}… · 2:1`),
      ),
    ];
    return `<section class="board">
<h3>${escapeHtml(t.numbers)}</h3>
<div class="grid numbers">${zero}${numbers.join('')}</div>
<h3>${escapeHtml(t.outside)}</h3>
<div class="grid outside">${outside.join('')}</div>
</section>`;
  },
  script: `
  var GAME = {
    show: function (r) {
      var ball = $('ball'); ball.textContent = String(r.number); ball.className = 'ball ' + r.color;
      var recent = $('recent'); recent.insertBefore(el('span', r.color, String(r.number)), recent.firstChild);
      while (recent.children.length > 12) recent.removeChild(recent.lastChild);
    },
    headline: function (r) { return r.number + ' ' + T[r.color]; },
    summary: function (r) { return r.number + ' ' + T[r.color]; },
    check: function (b, r) { var n = u16(b, 0) % 37; return { ok: n === r.number, text: String(n) }; }
  };
`,
};
