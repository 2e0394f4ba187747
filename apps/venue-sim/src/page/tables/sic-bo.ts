import { SIC_BO_TOTAL_ODDS } from '../../games/sic-bo.ts';
import { betButton, escapeHtml } from '../page-shell.ts';
import { type TablePage, type TableWords } from '../table-page.ts';
import { diceScript, diceStage, diceStyle } from './dice-stage.ts';

// Sic Bo: three dice, bets on big/small, totals, faces and triples.

interface SicBoWords extends TableWords {
  dice: string;
  big: string;
  small: string;
  odd: string;
  even: string;
  anyTriple: string;
  triple: string;
  total: string;
  single: string;
  double: string;
  basics: string;
  totals: string;
  singles: string;
  doubles: string;
  triples: string;
}

const faces = [1, 2, 3, 4, 5, 6];

export const sicBoPage: TablePage<SicBoWords> = {
  text: {
    'zh-CN': {
      kind: '骰宝',
      action: '摇骰',
      acting: '摇骰中…',
      partial: '部分退还',
      dice: '骰子',
      big: '大',
      small: '小',
      odd: '单',
      even: '双',
      anyTriple: '全围',
      triple: '围骰 {n}',
      total: '点数 {n}',
      single: '单骰 {n}',
      double: '双骰 {n}',
      basics: '大小单双（围骰通杀）',
      totals: '点数',
      singles: '单骰（出现一颗 1 赔 1，两颗 1 赔 2，三颗 1 赔 3）',
      doubles: '双骰（至少两颗）',
      triples: '围骰（三颗相同）',
      verifyHelp:
        '第 0、1、2 个数值除以 6 取余加 1 为三颗骰子。大（11–17）、小（4–10）、单、双 1 赔 1，开出围骰（三颗相同）时全输；点数 4/17 1 赔 60，5/16 1 赔 30，6/15 1 赔 17，7/14 1 赔 12，8/13 1 赔 8，9–12 1 赔 6；单骰每出现一颗 1 赔 1（最多 1 赔 3）；双骰 1 赔 10；指定围骰 1 赔 180；全围 1 赔 30。',
    },
    'zh-HK': {
      kind: '骰寶',
      action: '搖骰',
      acting: '搖骰中…',
      partial: '部分退還',
      dice: '骰子',
      big: '大',
      small: '小',
      odd: '單',
      even: '雙',
      anyTriple: '全圍',
      triple: '圍骰 {n}',
      total: '點數 {n}',
      single: '單骰 {n}',
      double: '雙骰 {n}',
      basics: '大小單雙（圍骰通殺）',
      totals: '點數',
      singles: '單骰（出現一顆 1 賠 1，兩顆 1 賠 2，三顆 1 賠 3）',
      doubles: '雙骰（至少兩顆）',
      triples: '圍骰（三顆相同）',
      verifyHelp:
        '第 0、1、2 個數值除以 6 取餘加 1 為三顆骰子。大（11–17）、小（4–10）、單、雙 1 賠 1，開出圍骰（三顆相同）時全輸；點數 4/17 1 賠 60，5/16 1 賠 30，6/15 1 賠 17，7/14 1 賠 12，8/13 1 賠 8，9–12 1 賠 6；單骰每出現一顆 1 賠 1（最多 1 賠 3）；雙骰 1 賠 10；指定圍骰 1 賠 180；全圍 1 賠 30。',
    },
    en: {
      kind: 'Sic Bo',
      action: 'Roll',
      acting: 'Rolling…',
      partial: 'Part returned',
      dice: 'Dice',
      big: 'Big',
      small: 'Small',
      odd: 'Odd',
      even: 'Even',
      anyTriple: 'Any triple',
      triple: 'Triple {n}',
      total: 'Total {n}',
      single: 'Single {n}',
      double: 'Double {n}',
      basics: 'Big, small, odd, even (all lose on a triple)',
      totals: 'Totals',
      singles: 'Single face (1:1 per die showing it, up to 3:1)',
      doubles: 'Doubles (at least two)',
      triples: 'Triples (all three)',
      verifyHelp:
        'Values 0, 1 and 2 mod 6 plus 1 are the three dice. Big (11-17), small (4-10), odd and even pay 1:1 and lose on any triple; totals 4/17 pay 60:1, 5/16 30:1, 6/15 17:1, 7/14 12:1, 8/13 8:1, 9-12 6:1; a single face 1:1 per die showing it (up to 3:1); a double 10:1; a specific triple 180:1; any triple 30:1.',
    },
  },
  style: () => `${diceStyle}
.board .grid.seven{grid-template-columns:repeat(7,minmax(0,1fr))}
.bet.triple{background:#7a4fb3}
`,
  stage: (t) => diceStage(t.dice),
  board: (t) => {
    const label = (template: string, n: number) => template.replace('{n}', String(n));
    const totals = Object.entries(SIC_BO_TOTAL_ODDS).map(([n, odds]) =>
      betButton(`total-${n}`, label(t.total, Number(n)), `${odds}:1`, '', n),
    );
    return `<section class="board">
<h3>${escapeHtml(t.basics)}</h3>
<div class="grid">${betButton('big', t.big, '1:1', 'big')}${betButton('small', t.small, '1:1', 'small')}${betButton('odd', t.odd, '1:1')}${betButton('even', t.even, '1:1')}</div>
<h3>${escapeHtml(t.totals)}</h3>
<div class="grid seven">${totals.join('')}</div>
<h3>${escapeHtml(t.singles)}</h3>
<div class="grid six">${faces.map((n) => betButton(`single-${n}`, label(t.single, n), '1:1', '', String(n))).join('')}</div>
<h3>${escapeHtml(t.doubles)}</h3>
<div class="grid six">${faces.map((n) => betButton(`double-${n}`, label(t.double, n), '10:1', '', `${n}${n}`)).join('')}</div>
<h3>${escapeHtml(t.triples)}</h3>
<div class="grid six">${faces.map((n) => betButton(`triple-${n}`, label(t.triple, n), '180:1', 'triple', `${n}${n}${n}`)).join('')}</div>
<div class="grid two">${betButton('any-triple', t.anyTriple, '30:1', 'triple')}</div>
</section>`;
  },
  script: `${diceScript}
  var GAME = {
    show: function (r) { drawDice(r.dice); $('sum').textContent = GAME.headline(r); },
    headline: function (r) { return r.triple ? T.triple.replace('{n}', r.dice[0]) : r.total + ' ' + (r.total >= 11 ? T.big : T.small); },
    summary: function (r) { return r.dice.join(' ') + ' = ' + r.total; },
    check: function (b, r) { var d = rolled(b); return { ok: sameDice(d, r.dice), text: d.join(' ') }; }
  };
`,
};
