import { betButton, escapeHtml } from '../page-shell.ts';
import { type TablePage, type TableWords } from '../table-page.ts';

// Baccarat: Player and Banker hands of two or three cards, the total nearer 9 wins.

interface BaccaratWords extends TableWords {
  player: string;
  banker: string;
  tie: string;
  playerPair: string;
  bankerPair: string;
  wins: string;
  tieResult: string;
  points: string;
}

export const baccaratPage: TablePage<BaccaratWords> = {
  text: {
    'zh-CN': {
      kind: '百家乐',
      action: '发牌',
      acting: '发牌中…',
      partial: '部分退还',
      player: '闲',
      banker: '庄',
      tie: '和',
      playerPair: '闲对',
      bankerPair: '庄对',
      wins: '{side}胜',
      tieResult: '和局',
      points: '{n} 点',
      verifyHelp:
        '第 i 个数值（i=0…5）除以 13 取余加 1 为第 i 张牌的点数，第 12+i 个字节除以 4 为它的花色（只作显示）。第 0、2 张是闲的，第 1、3 张是庄的；要补牌时，闲先取下一张未用的牌（第 4 张），庄再取下一张（第 4 或第 5 张）。A 算 1，10、J、Q、K 算 0，总和取个位。任一方 8 或 9 点为天牌，都不补；否则闲 0–5 点补牌；闲未补牌时庄 0–5 点补牌，闲补了牌时庄按标准补牌规则（庄 3 点除非闲第三张为 8，4 点闲第三张 2–7，5 点 4–7，6 点 6–7，0–2 点总补）。闲 1 赔 1，庄 1 赔 0.95（抽水 5%），和 1 赔 8（和局时庄/闲注退还本金），闲对、庄对（前两张同点）1 赔 11。',
    },
    'zh-HK': {
      kind: '百家樂',
      action: '發牌',
      acting: '發牌中…',
      partial: '部分退還',
      player: '閒',
      banker: '莊',
      tie: '和',
      playerPair: '閒對',
      bankerPair: '莊對',
      wins: '{side}勝',
      tieResult: '和局',
      points: '{n} 點',
      verifyHelp:
        '第 i 個數值（i=0…5）除以 13 取餘加 1 為第 i 張牌的點數，第 12+i 個位元組除以 4 為它的花色（只作顯示）。第 0、2 張是閒的，第 1、3 張是莊的；要補牌時，閒先取下一張未用的牌（第 4 張），莊再取下一張（第 4 或第 5 張）。A 算 1，10、J、Q、K 算 0，總和取個位。任一方 8 或 9 點為天牌，都不補；否則閒 0–5 點補牌；閒未補牌時莊 0–5 點補牌，閒補了牌時莊按標準補牌規則（莊 3 點除非閒第三張為 8，4 點閒第三張 2–7，5 點 4–7，6 點 6–7，0–2 點總補）。閒 1 賠 1，莊 1 賠 0.95（抽水 5%），和 1 賠 8（和局時莊/閒注退還本金），閒對、莊對（前兩張同點）1 賠 11。',
    },
    en: {
      kind: 'Baccarat',
      action: 'Deal',
      acting: 'Dealing…',
      partial: 'Part returned',
      player: 'Player',
      banker: 'Banker',
      tie: 'Tie',
      playerPair: 'Player pair',
      bankerPair: 'Banker pair',
      wins: '{side} wins',
      tieResult: 'Tie',
      points: '{n} points',
      verifyHelp:
        "Card i (i = 0…5) has rank value i mod 13 plus 1 and suit byte 12+i mod 4 (shown only). Cards 0 and 2 are the Player's, 1 and 3 the Banker's; a third card is the next unused one, Player first (card 4), then Banker (card 4 or 5). A counts 1, 10/J/Q/K 0, totals keep the last digit. A natural 8 or 9 on either side stops the deal; otherwise Player draws on 0-5; Banker draws on 0-5 if Player stood, else by the standard table (3 unless Player's third is 8; 4 on 2-7; 5 on 4-7; 6 on 6-7; always on 0-2). Player pays 1:1, Banker 0.95:1 (5% commission), Tie 8:1 (Player/Banker bets are returned on a tie), each pair (first two cards of the same rank) 11:1.",
    },
  },
  style: () => `
.hands{display:grid;grid-template-columns:1fr 1fr;gap:.5rem}
.hand{background:#0003;border-radius:.5rem;padding:.5rem .25rem;min-width:0}
.hand.player .label{color:#8cc4ff}.hand.banker .label{color:#ff9b9b}
.hand .cards{display:flex;justify-content:center;gap:.25rem;min-height:4.2rem}
.hand .card{width:2.9rem;height:4.1rem;font-size:1.05rem}
.total{margin-top:.35rem;font-weight:700;font-variant-numeric:tabular-nums}
.main-bets{grid-template-columns:1fr .8fr 1fr}
.pairs{grid-template-columns:1fr 1fr}
.bet.player{background:#1f5fb3}.bet.banker{background:#b3202f}.bet.tie{background:#2f8f4e}
`,
  stage: (t) => `<section class="stage hands">
<div class="hand player"><div class="label">${escapeHtml(t.player)}</div><div class="cards" id="player-cards"><span class="card back">?</span><span class="card back">?</span></div><div class="total" id="player-total">&nbsp;</div></div>
<div class="hand banker"><div class="label">${escapeHtml(t.banker)}</div><div class="cards" id="banker-cards"><span class="card back">?</span><span class="card back">?</span></div><div class="total" id="banker-total">&nbsp;</div></div>
</section>`,
  board: (t) => `<section class="board">
<div class="grid main-bets">${betButton('player', t.player, '1:1', 'player')}${betButton('tie', t.tie, '8:1', 'tie')}${betButton('banker', t.banker, '0.95:1', 'banker')}</div>
<div class="grid pairs">${betButton('player-pair', t.playerPair, '11:1')}${betButton('banker-pair', t.bankerPair, '11:1')}</div>
</section>`,
  script: `
  function hand(id, cards) {
    var box = $(id); box.textContent = '';
    cards.forEach(function (c) { box.appendChild(el('span', cardClass(c), cardText(c))); });
  }
  var GAME = {
    show: function (r) {
      hand('player-cards', r.playerCards); hand('banker-cards', r.bankerCards);
      $('player-total').textContent = T.points.replace('{n}', r.playerTotal);
      $('banker-total').textContent = T.points.replace('{n}', r.bankerTotal);
    },
    headline: function (r) { return r.winner === 'tie' ? T.tieResult : T.wins.replace('{side}', T[r.winner]); },
    summary: function (r) {
      var side = function (name, cards, total) { return name + ' ' + cards.map(cardText).join(' ') + ' (' + total + ')'; };
      return side(T.player, r.playerCards, r.playerTotal) + ' / ' + side(T.banker, r.bankerCards, r.bankerTotal);
    },
    check: function (b, r) {
      var rank = function (i) { return u16(b, i) % 13 + 1; };
      var p = [0, 2], k = [1, 3];
      if (r.playerCards.length === 3) p.push(4);
      if (r.bankerCards.length === 3) k.push(r.playerCards.length === 3 ? 5 : 4);
      var same = function (idx, cards) { return idx.length === cards.length && idx.every(function (i, n) { return rank(i) === cards[n].rank; }); };
      var names = function (idx) { return idx.map(function (i) { return RANKS[rank(i)]; }).join(' '); };
      return { ok: same(p, r.playerCards) && same(k, r.bankerCards), text: names(p) + ' / ' + names(k) };
    }
  };
`,
};
