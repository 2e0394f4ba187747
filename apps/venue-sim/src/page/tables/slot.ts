import { type SimGame } from '../../games/catalogue.ts';
import { PAYLINES, PAYTABLE, REELS } from '../../games/slot.ts';
import { escapeHtml } from '../page-shell.ts';
import { type TablePage, type TableWords } from '../table-page.ts';

// A 5-reel, 3-row, 10-line slot drawn in its game's theme.

interface SlotWords extends TableWords {
  reels: string;
  lines: string;
  paytable: string;
  symbol: string;
  wild: string;
  noWin: string;
  won: string;
  lineWin: string;
}

const symbolsOf = (game: SimGame) =>
  game.theme?.symbols ?? ['W', '1', '2', '3', 'A', 'K', 'Q', 'J'];

export const slotPage: TablePage<SlotWords> = {
  text: {
    'zh-CN': {
      kind: '5 轴 3 行 · 10 条线',
      action: '旋转',
      acting: '旋转中…',
      partial: '中奖',
      reels: '转轴',
      lines: '投注覆盖全部 10 条线，每条线押注为投注的十分之一',
      paytable: '赔付表（倍数 × 线注）',
      symbol: '图案',
      wild: '百搭，可代替任何图案',
      noWin: '未中奖',
      won: '中 {n} 条线 · 共 {x} 倍线注',
      lineWin: '线 {line}：{symbol} × {count} = {pays} 倍',
      verifyHelp:
        '第 r 个数值（r=0…4）除以第 r 轴的长度（21）取余为该轴的停止位置，停止位置及其后两格（循环）依次为上、中、下三行。每条线从最左轴起连续相同的图案（百搭可代替）达 3 个以上即中奖，线的图案为线上从左数第一个非百搭图案。派彩 = 投注 × 各线倍数之和 ÷ 10，按分向下取整。',
    },
    'zh-HK': {
      kind: '5 軸 3 行 · 10 條線',
      action: '旋轉',
      acting: '旋轉中…',
      partial: '中獎',
      reels: '轉軸',
      lines: '投注覆蓋全部 10 條線，每條線押注為投注的十分之一',
      paytable: '賠付表（倍數 × 線注）',
      symbol: '圖案',
      wild: '百搭，可代替任何圖案',
      noWin: '未中獎',
      won: '中 {n} 條線 · 共 {x} 倍線注',
      lineWin: '線 {line}：{symbol} × {count} = {pays} 倍',
      verifyHelp:
        '第 r 個數值（r=0…4）除以第 r 軸的長度（21）取餘為該軸的停止位置，停止位置及其後兩格（循環）依次為上、中、下三行。每條線從最左軸起連續相同的圖案（百搭可代替）達 3 個以上即中獎，線的圖案為線上從左數第一個非百搭圖案。派彩 = 投注 × 各線倍數之和 ÷ 10，按分向下取整。',
    },
    en: {
      kind: '5 reels, 3 rows, 10 lines',
      action: 'Spin',
      acting: 'Spinning…',
      partial: 'Win',
      reels: 'Reels',
      lines: 'The stake covers all 10 lines; each line bets a tenth of it',
      paytable: 'Paytable (times the line bet)',
      symbol: 'Symbol',
      wild: 'Wild: stands for any symbol',
      noWin: 'No win',
      won: '{n} winning lines · {x}× the line bet',
      lineWin: 'Line {line}: {symbol} × {count} = {pays}×',
      verifyHelp:
        "Value r (r = 0…4) mod the length of reel r (21) is that reel's stop; the stop and the next two positions (wrapping) are the top, middle and bottom rows. A line wins with 3 or more of its symbol in a row from the leftmost reel (wild stands in); its symbol is the first one on the line that is not wild. Payout = stake × the sum of the lines' multiples ÷ 10, rounded down to the cent.",
    },
  },
  style: (game) => {
    const [top, bottom] = game.theme?.colors ?? ['#3b2a6b', '#120a2a'];
    return `
:root{--felt:${top};--felt-2:${bottom}}
.reels{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:.3rem;background:#0006;border:.25rem solid #d9a520;border-radius:.75rem;padding:.4rem}
.cell{display:flex;align-items:center;justify-content:center;aspect-ratio:1;border-radius:.4rem;background:#fbf6e6;color:#5a3a00;font-size:1.6rem;font-weight:800}
.cell.s0{background:linear-gradient(#ffe07a,#d9a520);color:#7a1020}.cell.s1{color:#c8102e}.cell.s2{color:#1d6b3a}.cell.s3{color:#1f4fa3}
.cell.hit{box-shadow:0 0 0 .2rem #9bffb4,0 0 .8rem #9bffb4}
.wins{list-style:none;padding:0;margin:.5rem 0 0;font-size:.85rem;min-height:1.2rem}
.paytable{font-size:.85rem;background:#0004;border-radius:.5rem;padding:.4rem .75rem}
.paytable table{width:100%;border-collapse:collapse;text-align:center}
.paytable td,.paytable th{padding:.2rem}
`;
  },
  stage: (t, game) => {
    const symbols = symbolsOf(game);
    const cells = Array.from({ length: 15 }, (_, i) => {
      const symbol = REELS[i % 5]![Math.floor(i / 5)]!;
      return `<span class="cell s${symbol}">${escapeHtml(symbols[symbol]!)}</span>`;
    });
    return `<section class="stage">
<div class="reels" id="reels" role="img" aria-label="${escapeHtml(t.reels)}">${cells.join('')}</div>
<ul class="wins" id="wins"></ul>
</section>`;
  },
  board: (t, game) => {
    const symbols = symbolsOf(game);
    const rows = Object.entries(PAYTABLE).map(
      ([symbol, pays]) =>
        `<tr><th scope="row">${escapeHtml(symbols[Number(symbol)]!)}</th>${pays.map((x) => `<td>${x}</td>`).join('')}</tr>`,
    );
    return `<section class="board">
<p class="help">${escapeHtml(t.lines)}</p>
<details class="paytable"><summary>${escapeHtml(t.paytable)}</summary>
<table><thead><tr><th scope="col">${escapeHtml(t.symbol)}</th><th scope="col">×3</th><th scope="col">×4</th><th scope="col">×5</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<p>${escapeHtml(symbols[0]!)}: ${escapeHtml(t.wild)}</p>
</details>
</section>`;
  },
  data: (game) => ({ reels: REELS, paylines: PAYLINES, symbols: symbolsOf(game) }),
  script: `
  var D = boot.data;
  function sym(i) { return D.symbols[i]; }
  function fill(t, v) { return t.replace('{line}', v.line).replace('{symbol}', sym(v.symbol)).replace('{count}', v.count).replace('{pays}', v.pays); }
  var GAME = {
    bet: 'lines-10',
    show: function (r) {
      var cells = $('reels').children, hits = {};
      r.lines.forEach(function (w) { for (var k = 0; k < w.count; k++) hits[D.paylines[w.line - 1][k] * 5 + k] = true; });
      for (var i = 0; i < 15; i++) {
        var s = r.grid[Math.floor(i / 5)][i % 5];
        cells[i].textContent = sym(s);
        cells[i].className = 'cell s' + s + (hits[i] ? ' hit' : '');
      }
      var list = $('wins'); list.textContent = '';
      r.lines.forEach(function (w) { list.appendChild(el('li', '', fill(T.lineWin, w))); });
    },
    headline: function (r) { return r.multiplier > 0 ? T.won.replace('{n}', r.lines.length).replace('{x}', r.multiplier) : T.noWin; },
    summary: function (r) { return r.grid.map(function (row) { return row.map(sym).join(''); }).join(' / '); },
    check: function (b, r) {
      var stops = D.reels.map(function (strip, k) { return u16(b, k) % strip.length; });
      var ok = stops.every(function (stop, k) {
        return [0, 1, 2].every(function (row) { return D.reels[k][(stop + row) % D.reels[k].length] === r.grid[row][k]; });
      });
      return { ok: ok, text: stops.join(' ') };
    }
  };
`,
};
