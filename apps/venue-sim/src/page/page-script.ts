// The page's script, plain ES5-ish on purpose: it runs as is in any browser, with no build step.
// A table's own script sits between HELPERS and MAIN and defines `GAME`:
//   show(r)         draws the round's result on the stage
//   headline(r)     the result in a few words ("Banker wins", "17 red")
//   summary(r)      the result in full, for the last round and the history
//   check(bytes, r) recomputes the result from the HMAC bytes: { ok, text }
//   bet             optional: the bet when the table has only one

export const HELPERS = `
  var boot = JSON.parse(document.getElementById('boot').textContent);
  var T = boot.text;
  var $ = function (id) { return document.getElementById(id); };
  var RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = { spades: '\\u2660', hearts: '\\u2665', clubs: '\\u2663', diamonds: '\\u2666' };
  function u16(b, i) { return (b[2 * i] << 8) | b[2 * i + 1]; }
  function cardText(c) { return RANKS[c.rank] + SUITS[c.suit]; }
  function cardClass(c) { return 'card' + (!c ? ' back' : c.suit === 'hearts' || c.suit === 'diamonds' ? ' red' : ''); }
  function setCard(el, card) { el.textContent = card ? cardText(card) : '?'; el.className = cardClass(card); }
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; }
`;

export const MAIN = `
  var s = { balance: boot.state.balance, next: boot.state.next, bet: GAME.bet || null, chip: '10.00', busy: false, last: null };
  function cents(text) {
    var m = /^(\\d+)(?:\\.(\\d{1,2}))?$/.exec(text);
    return m ? Number(m[1]) * 100 + Number(((m[2] || '') + '00').slice(0, 2)) : NaN;
  }
  function hex(bytes) {
    return Array.prototype.map.call(new Uint8Array(bytes), function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }
  function randomSeed() { var a = new Uint8Array(8); crypto.getRandomValues(a); return hex(a); }
  function show(text, kind) { var m = $('message'); m.textContent = text; m.className = kind || ''; }
  function betLabel(bet) {
    var b = document.querySelector('.bet[data-bet="' + bet + '"]');
    return b ? b.getAttribute('data-label') : bet;
  }
  function render() {
    $('balance').textContent = s.balance;
    $('next-hash').textContent = s.next.serverSeedHash;
    $('next-nonce').textContent = String(s.next.nonce);
    document.querySelectorAll('.bet').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.bet === s.bet)); });
    document.querySelectorAll('.chip').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.amount === s.chip)); });
    $('deal').disabled = s.busy;
    $('deal').textContent = s.busy ? T.acting : T.action;
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
    var p = cents(r.payout), k = cents(r.stake);
    var mine = p > k ? T.youWin : p === 0 ? T.youLose : p === k ? T.push : T.partial;
    var bet = GAME.bet ? '' : ' \\u00b7 ' + T.yourBet + ' ' + betLabel(r.bet);
    return GAME.headline(r) + ' \\u00b7 ' + mine + bet + ' \\u00b7 ' + T.stake + ' ' + r.stake + ' \\u00b7 ' + T.payout + ' ' + r.payout;
  }
  function play() {
    if (s.busy) return;
    if (!s.bet) return show(T.pickBet, 'error');
    if (cents(s.chip) > cents(s.balance)) return show(T.insufficient, 'error');
    var seed = $('client-seed').value.trim();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(seed)) { seed = randomSeed(); $('client-seed').value = seed; }
    var shownHash = s.next.serverSeedHash;
    s.busy = true; render(); show('');
    api('play/api/round', { bet: s.bet, amount: s.chip, clientSeed: seed }).then(function (r) {
      GAME.show(r);
      s.balance = r.balance; s.next = r.next; s.last = { r: r, shownHash: shownHash };
      show(outcome(r), cents(r.payout) > cents(r.stake) ? 'win' : '');
      $('last').hidden = false;
      $('last-seed').textContent = r.serverSeed;
      $('last-hash').textContent = shownHash;
      $('last-client').textContent = r.clientSeed;
      $('last-nonce').textContent = String(r.nonce);
      $('last-result').textContent = GAME.summary(r);
      $('verify-result').textContent = '';
      // Where the headline already says it all (a roulette number), the summary is not repeated.
      var summary = GAME.summary(r);
      var li = el('li', '', summary === GAME.headline(r) ? outcome(r) : summary + ' \\u2014 ' + outcome(r));
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
      var checked = GAME.check(new Uint8Array(res[1]), r);
      var ok = hex(res[0]) === s.last.shownHash && checked.ok;
      out.textContent = (ok ? T.verifyOk : T.verifyFail) + ' (' + checked.text + ')';
    }, function () { out.textContent = T.verifyUnavailable; });
  }
  document.querySelectorAll('.bet').forEach(function (b) { b.addEventListener('click', function () { s.bet = b.dataset.bet; render(); }); });
  document.querySelectorAll('.chip').forEach(function (b) { b.addEventListener('click', function () { s.chip = b.dataset.amount; render(); }); });
  $('deal').addEventListener('click', play);
  $('refresh').addEventListener('click', refresh);
  $('verify').addEventListener('click', verify);
  // Money may be moved in or out from the lobby while the game is in another tab.
  document.addEventListener('visibilitychange', function () { if (!document.hidden) refresh(); });
  $('client-seed').value = randomSeed();
  render();
`;

export const pageScript = (table: string) => `
(function () {
  'use strict';
${HELPERS}
${table}
${MAIN}
})();
`;
