import { escapeHtml } from '../page-shell.ts';

// Three dice drawn with pips, shared by Sic Bo and 快三.

export const diceStyle = `
.dice{display:flex;justify-content:center;gap:.75rem}
.die{display:grid;grid-template-columns:repeat(3,1fr);grid-template-rows:repeat(3,1fr);width:4rem;height:4rem;padding:.45rem;border-radius:.7rem;background:#fbfaf5;box-shadow:0 2px 6px #0008}
.die i{border-radius:50%;margin:.12rem}
.die i.on{background:#1b1b1b}
.die.red i.on{background:#c8102e}
.die.blank{background:#ffffff33}
.sum{margin-top:.6rem;font-weight:700;min-height:1.4rem}
.board .grid{grid-template-columns:repeat(4,minmax(0,1fr))}
.board .grid.six{grid-template-columns:repeat(6,minmax(0,1fr))}
.board .grid.two{grid-template-columns:repeat(2,minmax(0,1fr))}
.board .bet{font-size:.95rem}
.bet.big{background:#b3202f}.bet.small{background:#1f5fb3}
`;

export const diceStage = (label: string) => `<section class="stage">
<div class="dice" id="dice" role="img" aria-label="${escapeHtml(label)}"><span class="die blank"></span><span class="die blank"></span><span class="die blank"></span></div>
<div class="sum" id="sum">&nbsp;</div>
</section>`;

export const diceScript = `
  var PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
  function drawDice(dice) {
    var box = $('dice'); box.textContent = '';
    dice.forEach(function (d) {
      var die = el('span', 'die' + (d === 1 || d === 4 ? ' red' : ''));
      for (var i = 0; i < 9; i++) die.appendChild(el('i', PIPS[d].indexOf(i) >= 0 ? 'on' : ''));
      box.appendChild(die);
    });
    box.setAttribute('aria-label', dice.join(' '));
  }
  function rolled(b) { return [u16(b, 0) % 6 + 1, u16(b, 1) % 6 + 1, u16(b, 2) % 6 + 1]; }
  function sameDice(a, b) { return a[0] === b[0] && a[1] === b[1] && a[2] === b[2]; }
`;
