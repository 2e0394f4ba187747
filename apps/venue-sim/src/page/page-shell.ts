// The document around every table's page: one self-contained file (no external assets) so it
// works framed in the member site, offline from the internet, and on a phone.

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** JSON inside a script element: nothing in it may close the element or break a JS string. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A bet spot showing `shown` (the label unless given) over its odds; `data-label` is what the page
 * repeats when it tells the member what they bet.
 */
export const betButton = (bet: string, label: string, odds: string, kind = '', shown = label) =>
  `<button class="bet${kind ? ` ${kind}` : ''}" type="button" data-bet="${escapeHtml(bet)}" data-label="${escapeHtml(label)}" aria-pressed="false">${escapeHtml(shown)}<small>${escapeHtml(odds)}</small></button>`;

export const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
html{background:var(--felt-2,#06261c)}
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:linear-gradient(var(--felt,#0b3d2e),var(--felt-2,#06261c)) no-repeat;color:#f4f1e8;min-height:100vh}
main{max-width:30rem;margin:0 auto;padding:.75rem .75rem max(.75rem,env(safe-area-inset-bottom))}
header{display:flex;align-items:center;justify-content:space-between;gap:.5rem}
h1{font-size:1.3rem;margin:.25rem 0}
h2{font-size:1rem;margin:.75rem 0 .25rem}
h3{font-size:.85rem;font-weight:600;opacity:.85;margin:.6rem 0 .3rem}
a{color:#ffd56b}
#back{white-space:nowrap}
.kind{margin:0 0 .5rem;font-size:.8rem;opacity:.75}
button{font:inherit;border:0;border-radius:.5rem;cursor:pointer;min-height:2.75rem}
button:disabled{opacity:.5;cursor:default}
.bar{display:flex;justify-content:space-between;align-items:center;gap:.5rem;background:#0006;border-radius:.5rem;padding:.5rem .75rem}
.bar b{font-size:1.2rem;font-variant-numeric:tabular-nums}
.bar button{background:#ffffff22;color:inherit;padding:0 .75rem}
.stage{margin:1rem 0;text-align:center}
.card{display:inline-flex;align-items:center;justify-content:center;width:4.5rem;height:6.3rem;border-radius:.5rem;background:#fff;color:#111;font-size:1.7rem;font-weight:700;box-shadow:0 2px 6px #0008}
.card.red{color:#c8102e}.card.back{background:repeating-linear-gradient(45deg,#7a1020,#7a1020 6px,#a3182c 6px,#a3182c 12px);color:#fff6}
.label{font-weight:700;margin-bottom:.4rem}
#message{min-height:1.5rem;text-align:center;font-weight:600;margin:.5rem 0}
#message.error{color:#ff9b9b}#message.win{color:#9bffb4}
.board{display:grid;gap:.5rem}
.grid{display:grid;gap:.4rem}
.bet{color:#fff;background:#ffffff1f;font-weight:700;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:.35rem .25rem;line-height:1.2;min-width:0}
.bet small{font-weight:400;font-size:.75rem;opacity:.85}
.bet[aria-pressed=true],.chip[aria-pressed=true]{outline:3px solid #ffd56b;outline-offset:2px}
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

export function page(lang: string, title: string, body: string, style = ''): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
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

/** A session of a game this venue no longer plays (kept from an older state file). */
export function unavailablePage(lang: string, returnUrl: string): string {
  return page(
    lang,
    '游戏暂不可用 / Game not available',
    `<h1>游戏暂不可用 / Game not available</h1>
<p>本场馆没有这个游戏，请返回大厅选择其他游戏。<br>This venue does not have this game: go back to the lobby and pick another.</p>
<p><a href="${escapeHtml(returnUrl)}" target="_top">← 返回大厅 / Back to lobby</a></p>`,
  );
}
