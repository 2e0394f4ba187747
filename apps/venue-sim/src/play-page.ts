import { type PlayState } from './play-api.ts';
import { playText, type PlayText } from './play-text.ts';
import { type Session } from './persistence.ts';

// The Dragon Tiger page: one self-contained document (no external assets) so it works framed in
// the member site, offline from the internet, and on a phone.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** JSON inside a script element: nothing in it may close the element or break a JS string. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const CHIPS = ['1.00', '5.00', '10.00', '50.00', '100.00', '500.00'];

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#0b3d2e;color:#f4f1e8}
main{max-width:30rem;margin:0 auto;padding:.75rem}
header{display:flex;align-items:center;justify-content:space-between;gap:.5rem}
h1{font-size:1.3rem;margin:.25rem 0}
h2{font-size:1rem;margin:.75rem 0 .25rem}
a{color:#ffd56b}
button{font:inherit;border:0;border-radius:.5rem;cursor:pointer;min-height:2.75rem}
button:disabled{opacity:.5;cursor:default}
.bar{display:flex;justify-content:space-between;align-items:center;background:#0006;border-radius:.5rem;padding:.5rem .75rem}
.bar b{font-size:1.2rem}
.bar button{background:#ffffff22;color:inherit;padding:0 .75rem}
.table{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;text-align:center;margin:1rem 0}
.label{font-weight:700;margin-bottom:.4rem}
.card{display:inline-flex;align-items:center;justify-content:center;width:4.5rem;height:6.3rem;border-radius:.5rem;background:#fff;color:#111;font-size:1.7rem;font-weight:700;box-shadow:0 2px 6px #0008}
.card.red{color:#c8102e}.card.back{background:repeating-linear-gradient(45deg,#7a1020,#7a1020 6px,#a3182c 6px,#a3182c 12px);color:#fff6}
.vs{opacity:.7}
#message{min-height:1.5rem;text-align:center;font-weight:600}
#message.error{color:#ff9b9b}#message.win{color:#9bffb4}
.sides{display:grid;grid-template-columns:1fr .8fr 1fr;gap:.5rem}
.side{color:#fff;font-size:1.2rem;font-weight:700;display:flex;flex-direction:column;align-items:center;padding:.5rem}
.side small{font-weight:400;font-size:.8rem;opacity:.85}
.side[data-side=dragon]{background:#b3202f}.side[data-side=tiger]{background:#1f5fb3}.side[data-side=tie]{background:#2f8f4e}
.side[aria-pressed=true],.chip[aria-pressed=true]{outline:3px solid #ffd56b;outline-offset:2px}
.chips{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.75rem 0}
.chips span{width:100%;font-size:.85rem;opacity:.85}
.chip{width:3rem;height:3rem;border-radius:50%;background:#d9a520;color:#222;font-weight:700;border:3px dashed #fff8}
.deal{width:100%;background:#ffd56b;color:#222;font-weight:700;font-size:1.15rem}
.fair{margin-top:1rem;background:#0005;border-radius:.5rem;padding:.5rem .75rem}
.fair summary{cursor:pointer;font-weight:700}
dl{margin:.25rem 0}dt{font-size:.8rem;opacity:.8;margin-top:.4rem}dd{margin:0}
.mono{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.75rem;word-break:break-all}
input{font:inherit;width:100%;padding:.4rem;border-radius:.4rem;border:1px solid #fff6;background:#0004;color:inherit}
.help{font-size:.8rem;opacity:.85;line-height:1.5}
#verify{background:#ffffff22;color:inherit;padding:0 1rem;margin-top:.5rem}
ol{padding-left:1.25rem;font-size:.85rem}
`;

// Plain ES5-ish script on purpose: it runs as is in any browser, with no build step.
const SCRIPT = `
(function () {
  'use strict';
  var boot = JSON.parse(document.getElementById('boot').textContent);
  var T = boot.text;
  var $ = function (id) { return document.getElementById(id); };
  var RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = { spades: '\\u2660', hearts: '\\u2665', clubs: '\\u2663', diamonds: '\\u2666' };
  var s = { balance: boot.state.balance, next: boot.state.next, side: null, chip: '10.00', busy: false, last: null };
  function cents(text) {
    var m = /^(\\d+)(?:\\.(\\d{1,2}))?$/.exec(text);
    return m ? Number(m[1]) * 100 + Number(((m[2] || '') + '00').slice(0, 2)) : NaN;
  }
  function hex(bytes) {
    return Array.prototype.map.call(new Uint8Array(bytes), function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }
  function randomSeed() { var a = new Uint8Array(8); crypto.getRandomValues(a); return hex(a); }
  function cardText(c) { return RANKS[c.rank] + SUITS[c.suit]; }
  function show(text, kind) { var m = $('message'); m.textContent = text; m.className = kind || ''; }
  function setCard(id, card) {
    var el = $(id);
    el.textContent = card ? cardText(card) : '?';
    el.className = 'card' + (!card ? ' back' : card.suit === 'hearts' || card.suit === 'diamonds' ? ' red' : '');
  }
  function render() {
    $('balance').textContent = s.balance;
    $('next-hash').textContent = s.next.serverSeedHash;
    $('next-nonce').textContent = String(s.next.nonce);
    document.querySelectorAll('.side').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.side === s.side)); });
    document.querySelectorAll('.chip').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.amount === s.chip)); });
    $('deal').disabled = s.busy;
    $('deal').textContent = s.busy ? T.dealing : T.deal;
  }
  function api(path, body) {
    return fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: 'Bearer ' + boot.token, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store'
    }).then(function (r) {
      return r.json().then(function (j) {
        if (!j.ok) { var e = new Error(j.message); e.code = j.code; throw e; }
        return j.data;
      });
    });
  }
  function fail(e) {
    show(e.code === 'INSUFFICIENT_BALANCE' ? T.insufficient : e.code === 'SESSION_INVALID' ? T.sessionExpired : e.code ? e.message : T.networkError, 'error');
  }
  function refresh() {
    return api('play/api/state').then(function (st) { s.balance = st.balance; s.next = st.next; render(); }, fail);
  }
  function outcome(r) {
    var head = r.winner === 'tie' ? T.tieResult : T.wins.replace('{side}', T[r.winner]);
    var p = cents(r.payout), k = cents(r.stake);
    var mine = p > k ? T.youWin : p === 0 ? T.youLose : T.halfBack;
    return head + ' \\u00b7 ' + mine + ' \\u00b7 ' + T.stake + ' ' + r.stake + ' \\u00b7 ' + T.payout + ' ' + r.payout;
  }
  function deal() {
    if (s.busy) return;
    if (!s.side) return show(T.pickSide, 'error');
    if (cents(s.chip) > cents(s.balance)) return show(T.insufficient, 'error');
    var seed = $('client-seed').value.trim();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(seed)) { seed = randomSeed(); $('client-seed').value = seed; }
    var shownHash = s.next.serverSeedHash;
    s.busy = true; render(); show('');
    api('play/api/round', { side: s.side, amount: s.chip, clientSeed: seed }).then(function (r) {
      setCard('dragon-card', r.dragon); setCard('tiger-card', r.tiger);
      s.balance = r.balance; s.next = r.next; s.last = { r: r, shownHash: shownHash };
      show(outcome(r), cents(r.payout) > cents(r.stake) ? 'win' : '');
      $('last').hidden = false;
      $('last-seed').textContent = r.serverSeed;
      $('last-hash').textContent = shownHash;
      $('last-client').textContent = r.clientSeed;
      $('last-nonce').textContent = String(r.nonce);
      $('last-cards').textContent = T.dragon + ' ' + cardText(r.dragon) + ' / ' + T.tiger + ' ' + cardText(r.tiger);
      $('verify-result').textContent = '';
      var li = document.createElement('li');
      li.textContent = cardText(r.dragon) + ' : ' + cardText(r.tiger) + ' \\u2014 ' + outcome(r);
      $('history').insertBefore(li, $('history').firstChild);
      while ($('history').children.length > 10) $('history').removeChild($('history').lastChild);
    }, fail).then(function () { s.busy = false; render(); });
  }
  function verify() {
    var out = $('verify-result');
    if (!s.last) return;
    if (!window.crypto || !crypto.subtle) { out.textContent = T.verifyUnavailable; return; }
    var r = s.last.r, enc = new TextEncoder();
    Promise.all([
      crypto.subtle.digest('SHA-256', enc.encode(r.serverSeed)),
      crypto.subtle.importKey('raw', enc.encode(r.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
        .then(function (key) { return crypto.subtle.sign('HMAC', key, enc.encode(r.clientSeed + ':' + r.nonce)); })
    ]).then(function (res) {
      var b = new Uint8Array(res[1]);
      var d = ((b[0] << 8) | b[1]) % 13 + 1, t = ((b[2] << 8) | b[3]) % 13 + 1;
      var ok = hex(res[0]) === s.last.shownHash && d === r.dragon.rank && t === r.tiger.rank;
      out.textContent = (ok ? T.verifyOk : T.verifyFail) + ' (' + RANKS[d] + ' / ' + RANKS[t] + ')';
    }, function () { out.textContent = T.verifyUnavailable; });
  }
  document.querySelectorAll('.side').forEach(function (b) { b.addEventListener('click', function () { s.side = b.dataset.side; render(); }); });
  document.querySelectorAll('.chip').forEach(function (b) { b.addEventListener('click', function () { s.chip = b.dataset.amount; render(); }); });
  $('deal').addEventListener('click', deal);
  $('refresh').addEventListener('click', refresh);
  $('verify').addEventListener('click', verify);
  // Money may be moved in or out from the lobby while the game is in another tab.
  document.addEventListener('visibilitychange', function () { if (!document.hidden) refresh(); });
  $('client-seed').value = randomSeed();
  render();
})();
`;

function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const sideButton = (t: PlayText, side: 'dragon' | 'tie' | 'tiger', odds: string) =>
  `<button class="side" type="button" data-side="${side}" aria-pressed="false">${escapeHtml(t[side])}<small>${odds}</small></button>`;

/** The table for one launch session. */
export function playPage(session: Session, state: PlayState): string {
  const t = playText(session.lang);
  const e = (key: keyof PlayText) => escapeHtml(t[key]);
  const chips = CHIPS.map(
    (amount) =>
      `<button class="chip" type="button" data-amount="${amount}" aria-pressed="false">${Number.parseInt(amount, 10)}</button>`,
  ).join('');
  const boot = { token: session.token, state, text: t };
  return page(
    session.lang,
    t.title,
    `<header><h1>${e('title')}</h1><a id="back" href="${escapeHtml(session.returnUrl)}" target="_top">← ${e('back')}</a></header>
<section class="bar"><span>${e('balance')}: <b id="balance">${escapeHtml(state.balance)}</b> ${escapeHtml(state.currency)}</span><button id="refresh" type="button">${e('refresh')}</button></section>
<section class="table">
<div><div class="label">${e('dragon')}</div><div class="card back" id="dragon-card">?</div></div>
<div class="vs">VS</div>
<div><div class="label">${e('tiger')}</div><div class="card back" id="tiger-card">?</div></div>
</section>
<p id="message" role="status"></p>
<section class="sides">${sideButton(t, 'dragon', '1:1')}${sideButton(t, 'tie', '8:1')}${sideButton(t, 'tiger', '1:1')}</section>
<section class="chips"><span>${e('chips')}</span>${chips}</section>
<button id="deal" class="deal" type="button">${e('deal')}</button>
<details class="fair" open>
<summary>${e('fairness')}</summary>
<dl>
<dt>${e('nextHash')}</dt><dd id="next-hash" class="mono">${escapeHtml(state.next.serverSeedHash)}</dd>
<dt>${e('nonce')}</dt><dd id="next-nonce">${state.next.nonce}</dd>
<dt><label for="client-seed">${e('clientSeed')}</label></dt><dd><input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"></dd>
</dl>
<div id="last" hidden>
<h2>${e('lastRound')}</h2>
<dl>
<dt>${e('serverSeed')}</dt><dd id="last-seed" class="mono"></dd>
<dt>sha256(serverSeed)</dt><dd id="last-hash" class="mono"></dd>
<dt>clientSeed</dt><dd id="last-client" class="mono"></dd>
<dt>nonce</dt><dd id="last-nonce"></dd>
<dt>${e('cards')}</dt><dd id="last-cards"></dd>
</dl>
<button id="verify" type="button">${e('verify')}</button> <span id="verify-result" role="status"></span>
</div>
<p class="help">${e('verifyHelp')}</p>
</details>
<h2>${e('history')}</h2>
<ol id="history"></ol>
<script type="application/json" id="boot">${scriptJson(boot)}</script>
<script>${SCRIPT}</script>`,
  );
}

/** For an unknown or expired session: it has no language, so both. */
export function expiredPage(): string {
  return page(
    'zh-CN',
    '会话已失效 / Session expired',
    `<h1>游戏会话已失效 / Session expired</h1>
<p>请返回大厅重新进入游戏。<br>Go back to the lobby and open the game again.</p>`,
  );
}
