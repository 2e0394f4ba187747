import { betButton, escapeHtml } from '../page-shell.ts';
import { type TablePage, type TableWords } from '../table-page.ts';

// Dragon Tiger: one card each, the higher rank wins.

interface DragonTigerWords extends TableWords {
  dragon: string;
  tiger: string;
  tie: string;
  wins: string;
  tieResult: string;
}

export const dragonTigerPage: TablePage<DragonTigerWords> = {
  text: {
    'zh-CN': {
      kind: '龙虎',
      action: '发牌',
      acting: '发牌中…',
      partial: '龙/虎注退还一半',
      dragon: '龙',
      tiger: '虎',
      tie: '和',
      wins: '{side}胜',
      tieResult: '和局',
      verifyHelp:
        '第 0 个数值除以 13 取余加 1 为龙的点数，第 1 个数值为虎的点数（A=1，K=13）；第 4、5 个字节除以 4 的余数为花色（♠♥♣♦，只作显示）。点数大者胜，相同为和。龙、虎 1 赔 1，和 1 赔 8；和局时龙/虎注退还一半。',
    },
    'zh-HK': {
      kind: '龍虎',
      action: '發牌',
      acting: '發牌中…',
      partial: '龍/虎注退還一半',
      dragon: '龍',
      tiger: '虎',
      tie: '和',
      wins: '{side}勝',
      tieResult: '和局',
      verifyHelp:
        '第 0 個數值除以 13 取餘加 1 為龍的點數，第 1 個數值為虎的點數（A=1，K=13）；第 4、5 個位元組除以 4 的餘數為花色（♠♥♣♦，只作顯示）。點數大者勝，相同為和。龍、虎 1 賠 1，和 1 賠 8；和局時龍/虎注退還一半。',
    },
    en: {
      kind: 'Dragon Tiger',
      action: 'Deal',
      acting: 'Dealing…',
      partial: 'Half of the Dragon/Tiger bet returned',
      dragon: 'Dragon',
      tiger: 'Tiger',
      tie: 'Tie',
      wins: '{side} wins',
      tieResult: 'Tie',
      verifyHelp:
        "Value 0 mod 13 plus 1 is Dragon's rank, value 1 Tiger's (A=1, K=13); bytes 4 and 5 mod 4 are the suits (♠♥♣♦, shown only). The higher rank wins; equal ranks are a tie. Dragon and Tiger pay 1:1, Tie 8:1; on a tie Dragon/Tiger bets return half.",
    },
  },
  style: () => `
.table{display:grid;grid-template-columns:1fr auto 1fr;align-items:center}
.vs{opacity:.7}
.sides{grid-template-columns:1fr .8fr 1fr}
.sides .bet{font-size:1.2rem}
.bet.dragon{background:#b3202f}.bet.tiger{background:#1f5fb3}.bet.tie{background:#2f8f4e}
`,
  stage: (t) => `<section class="stage table">
<div><div class="label">${escapeHtml(t.dragon)}</div><div class="card back" id="dragon-card">?</div></div>
<div class="vs">VS</div>
<div><div class="label">${escapeHtml(t.tiger)}</div><div class="card back" id="tiger-card">?</div></div>
</section>`,
  board: (t) =>
    `<section class="board grid sides">${betButton('dragon', t.dragon, '1:1', 'dragon')}${betButton('tie', t.tie, '8:1', 'tie')}${betButton('tiger', t.tiger, '1:1', 'tiger')}</section>`,
  script: `
  var GAME = {
    show: function (r) { setCard($('dragon-card'), r.dragon); setCard($('tiger-card'), r.tiger); },
    headline: function (r) { return r.winner === 'tie' ? T.tieResult : T.wins.replace('{side}', T[r.winner]); },
    summary: function (r) { return T.dragon + ' ' + cardText(r.dragon) + ' / ' + T.tiger + ' ' + cardText(r.tiger); },
    check: function (b, r) {
      var d = u16(b, 0) % 13 + 1, t = u16(b, 1) % 13 + 1;
      return { ok: d === r.dragon.rank && t === r.tiger.rank, text: RANKS[d] + ' / ' + RANKS[t] };
    }
  };
`,
};
