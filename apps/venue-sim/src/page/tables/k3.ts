import { K3_SUM_ODDS } from '../../games/k3.ts';
import { betButton, escapeHtml } from '../page-shell.ts';
import { type TablePage, type TableWords } from '../table-page.ts';
import { diceScript, diceStage, diceStyle } from './dice-stage.ts';

// 快三: the three-dice lottery, drawn at once for each bet.

interface K3Words extends TableWords {
  draw: string;
  big: string;
  small: string;
  odd: string;
  even: string;
  leopard: string;
  sum: string;
  triple: string;
  anyTriple: string;
  pair: string;
  anyStraight: string;
  basics: string;
  sums: string;
  triples: string;
  pairs: string;
  straights: string;
}

const faces = [1, 2, 3, 4, 5, 6];

export const k3Page: TablePage<K3Words> = {
  text: {
    'zh-CN': {
      kind: '快三 · 即开',
      action: '开奖',
      acting: '开奖中…',
      partial: '部分退还',
      draw: '开奖号码',
      big: '大',
      small: '小',
      odd: '单',
      even: '双',
      leopard: '豹子',
      sum: '和值 {n}',
      triple: '三同号 {n}{n}{n}',
      anyTriple: '三同号通选',
      pair: '二同号 {n}{n}*',
      anyStraight: '三连号通选',
      basics: '大小单双（豹子通杀）',
      sums: '和值',
      triples: '三同号单选',
      pairs: '二同号复选（至少两个相同）',
      straights: '三连号（123、234、345、456）',
      verifyHelp:
        '第 0、1、2 个数值除以 6 取余加 1 为三个开奖号码。大（11–18）、小（3–10）、单、双 1 赔 1，开出豹子（三个相同）时全输；和值 3/18 1 赔 200，4/17 1 赔 66，5/16 1 赔 33，6/15 1 赔 19，7/14 1 赔 12，8/13 1 赔 9，9/12 1 赔 7，10/11 1 赔 6；三同号单选 1 赔 180；三同号通选 1 赔 30；二同号复选 1 赔 11；三连号通选 1 赔 7。',
    },
    'zh-HK': {
      kind: '快三 · 即開',
      action: '開獎',
      acting: '開獎中…',
      partial: '部分退還',
      draw: '開獎號碼',
      big: '大',
      small: '小',
      odd: '單',
      even: '雙',
      leopard: '豹子',
      sum: '和值 {n}',
      triple: '三同號 {n}{n}{n}',
      anyTriple: '三同號通選',
      pair: '二同號 {n}{n}*',
      anyStraight: '三連號通選',
      basics: '大小單雙（豹子通殺）',
      sums: '和值',
      triples: '三同號單選',
      pairs: '二同號複選（至少兩個相同）',
      straights: '三連號（123、234、345、456）',
      verifyHelp:
        '第 0、1、2 個數值除以 6 取餘加 1 為三個開獎號碼。大（11–18）、小（3–10）、單、雙 1 賠 1，開出豹子（三個相同）時全輸；和值 3/18 1 賠 200，4/17 1 賠 66，5/16 1 賠 33，6/15 1 賠 19，7/14 1 賠 12，8/13 1 賠 9，9/12 1 賠 7，10/11 1 賠 6；三同號單選 1 賠 180；三同號通選 1 賠 30；二同號複選 1 賠 11；三連號通選 1 賠 7。',
    },
    en: {
      kind: 'Three-dice lottery · instant draw',
      action: 'Draw',
      acting: 'Drawing…',
      partial: 'Part returned',
      draw: 'Numbers drawn',
      big: 'Big',
      small: 'Small',
      odd: 'Odd',
      even: 'Even',
      leopard: 'Triple',
      sum: 'Sum {n}',
      triple: 'Triple {n}{n}{n}',
      anyTriple: 'Any triple',
      pair: 'Pair {n}{n}*',
      anyStraight: 'Any straight',
      basics: 'Big, small, odd, even (all lose on a triple)',
      sums: 'Sum',
      triples: 'Triples',
      pairs: 'Pairs (at least two of a face)',
      straights: 'Straights (123, 234, 345, 456)',
      verifyHelp:
        'Values 0, 1 and 2 mod 6 plus 1 are the three numbers drawn. Big (11-18), small (3-10), odd and even pay 1:1 and lose on a triple; sums 3/18 pay 200:1, 4/17 66:1, 5/16 33:1, 6/15 19:1, 7/14 12:1, 8/13 9:1, 9/12 7:1, 10/11 6:1; a specific triple 180:1; any triple 30:1; a pair (at least two of the face) 11:1; any straight 7:1.',
    },
  },
  style: () => `${diceStyle}
:root{--felt:#123a6b;--felt-2:#071a33}
.bet.triple{background:#7a4fb3}
`,
  stage: (t) => diceStage(t.draw),
  board: (t) => {
    const label = (template: string, n: number) => template.replaceAll('{n}', String(n));
    const sums = Object.entries(K3_SUM_ODDS).map(([n, odds]) =>
      betButton(`sum-${n}`, label(t.sum, Number(n)), `${odds}:1`, '', n),
    );
    return `<section class="board">
<h3>${escapeHtml(t.basics)}</h3>
<div class="grid">${betButton('big', t.big, '1:1', 'big')}${betButton('small', t.small, '1:1', 'small')}${betButton('odd', t.odd, '1:1')}${betButton('even', t.even, '1:1')}</div>
<h3>${escapeHtml(t.sums)}</h3>
<div class="grid">${sums.join('')}</div>
<h3>${escapeHtml(t.triples)}</h3>
<div class="grid six">${faces.map((n) => betButton(`triple-${n}`, label(t.triple, n), '180:1', 'triple', `${n}${n}${n}`)).join('')}</div>
<div class="grid two">${betButton('any-triple', t.anyTriple, '30:1', 'triple')}</div>
<h3>${escapeHtml(t.pairs)}</h3>
<div class="grid six">${faces.map((n) => betButton(`pair-${n}`, label(t.pair, n), '11:1', '', `${n}${n}`)).join('')}</div>
<h3>${escapeHtml(t.straights)}</h3>
<div class="grid two">${betButton('any-straight', t.anyStraight, '7:1')}</div>
</section>`;
  },
  script: `${diceScript}
  var GAME = {
    show: function (r) { drawDice(r.dice); $('sum').textContent = GAME.headline(r); },
    headline: function (r) {
      if (r.triple) return r.total + ' ' + T.leopard;
      return r.total + ' ' + (r.total >= 11 ? T.big : T.small) + ' ' + (r.total % 2 ? T.odd : T.even);
    },
    summary: function (r) { return r.dice.join(' ') + ' = ' + r.total; },
    check: function (b, r) { var d = rolled(b); return { ok: sameDice(d, r.dice), text: d.join(' ') }; }
  };
`,
};
