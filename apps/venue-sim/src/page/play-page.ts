import { type SimGame } from '../games/catalogue.ts';
import { type TableKind } from '../games/tables.ts';
import { type PlayState } from '../play-api.ts';
import { type Session } from '../persistence.ts';
import { pageScript } from './page-script.ts';
import { escapeHtml, page, scriptJson } from './page-shell.ts';
import { commonText } from './play-text.ts';
import { type TablePage } from './table-page.ts';
import { baccaratPage } from './tables/baccarat.ts';
import { dragonTigerPage } from './tables/dragon-tiger.ts';
import { k3Page } from './tables/k3.ts';
import { roulettePage } from './tables/roulette.ts';
import { sicBoPage } from './tables/sic-bo.ts';
import { slotPage } from './tables/slot.ts';

const TABLE_PAGES: Readonly<Record<TableKind, TablePage>> = {
  'dragon-tiger': dragonTigerPage,
  baccarat: baccaratPage,
  roulette: roulettePage,
  'sic-bo': sicBoPage,
  k3: k3Page,
  slot: slotPage,
};

const CHIPS = ['1.00', '5.00', '10.00', '50.00', '100.00', '500.00'];

/** The page of one launch session: the game its launch named, in the session's language. */
export function playPage(session: Session, state: PlayState, game: SimGame): string {
  const table = TABLE_PAGES[game.table];
  const t = { ...commonText(session.lang), ...table.text[session.lang] };
  const e = (key: keyof typeof t) => escapeHtml(t[key]);
  const name = game.names[session.lang];
  const chips = CHIPS.map(
    (amount) =>
      `<button class="chip" type="button" data-amount="${amount}" aria-pressed="false">${Number.parseInt(amount, 10)}</button>`,
  ).join('');
  const boot = { token: session.token, state, text: t, data: table.data?.(game) ?? null };
  return page(
    session.lang,
    name,
    `<header><h1>${escapeHtml(name)}</h1><a id="back" href="${escapeHtml(session.returnUrl)}" target="_top">← ${e('back')}</a></header>
${name === t.kind ? '' : `<p class="kind">${e('kind')}</p>`}
<section class="bar"><span>${e('balance')}: <b id="balance">${escapeHtml(state.balance)}</b> ${escapeHtml(state.currency)}</span><button id="refresh" type="button">${e('refresh')}</button></section>
${table.stage(t, game)}
<p id="message" role="status"></p>
${table.board(t, game)}
<section class="chips"><span>${e('chips')}</span>${chips}</section>
<button id="deal" class="deal" type="button">${e('action')}</button>
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
<dt>${e('result')}</dt><dd id="last-result"></dd>
</dl>
<button id="verify" type="button">${e('verify')}</button> <span id="verify-result" role="status"></span>
</div>
<p class="help">${e('verifyCommon')} ${e('verifyHelp')}</p>
</details>
<h2>${e('history')}</h2>
<ol id="history"></ol>
<script type="application/json" id="boot">${scriptJson(boot)}</script>
<script>${pageScript(table.script)}</script>`,
    table.style(game),
  );
}
