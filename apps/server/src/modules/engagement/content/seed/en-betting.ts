import type { SeedPage } from './seed-page.ts';

// en: betting rules, worked examples, responsible play and the games.

export const enBetting: SeedPage[] = [
  {
    slug: 'tutorial/sportRules',
    title: 'Sports betting rules',
    body: `<p>This page explains how sports bets at {{brand}} are settled. Where a market states its own rules, those apply. The examples use <strong>decimal odds</strong>, which include the stake: return = stake × odds. Hong Kong odds leave the stake out: Hong Kong 0.90 equals decimal 1.90.</p>
<h2>General rules</h2>
<ul>
<li>Football markets settle on the result after <strong>regular time</strong> (90 minutes plus stoppage time), without extra time or penalty shoot-outs, unless the market says otherwise.</li>
<li>The official result of the competition counts. A result changed later, on appeal for example, does not change bets already settled.</li>
<li>A confirmed bet cannot be cancelled. Check the match, the market and the stake before you submit.</li>
</ul>
<h2>Void bets (stake returned)</h2>
<ul>
<li>If a match is postponed or abandoned and not completed within 48 hours of its scheduled start, bets on undecided markets are void. Markets already decided before it stopped (a first-half market after half-time, for example) settle as usual.</li>
<li>A pre-match bet accepted after kick-off is void.</li>
<li>Bets accepted at obviously wrong odds or lines (a handicap shown on the wrong team, for example) may be settled at the correct odds or made void.</li>
<li>A void bet returns its stake and does not count as valid turnover. In a parlay, a void leg counts as odds of 1.00 and the other legs settle as usual.</li>
</ul>
<h2>Asian handicap</h2>
<p>Add the handicap to the team's final score, then compare. With the home team at -1, a 2-1 result counts as 1-1 for your bet.</p>
<ul>
<li><strong>Whole lines</strong> (0, -1, -2…): a draw after the handicap returns the stake (a push).</li>
<li><strong>Half lines</strong> (-0.5, -1.5…): no draw is possible: the bet wins or loses in full.</li>
<li><strong>Quarter lines</strong> (-0.25, -0.75, -1.25…): the stake is split in two, each half on one of the two neighbouring lines. -0.75 is half on -0.5 and half on -1. That is how a bet can win half or lose half.</li>
</ul>
<table>
<caption>Stake 100 on the home team at odds 1.90</caption>
<thead><tr><th scope="col">Line</th><th scope="col">Home wins by</th><th scope="col">Outcome</th><th scope="col">Return</th></tr></thead>
<tbody>
<tr><td>-0.5</td><td>1 goal</td><td>Win</td><td>190</td></tr>
<tr><td>-1</td><td>1 goal</td><td>Push</td><td>100</td></tr>
<tr><td>-0.25 (0/0.5)</td><td>0 (draw)</td><td>Lose half: the half on 0 returns, the half on -0.5 loses</td><td>50</td></tr>
<tr><td>-0.75 (0.5/1)</td><td>1 goal</td><td>Win half: the half on -0.5 wins 95, the half on -1 returns 50</td><td>145</td></tr>
<tr><td>-0.75 (0.5/1)</td><td>2 goals</td><td>Win</td><td>190</td></tr>
<tr><td>-1.25 (1/1.5)</td><td>1 goal</td><td>Lose half: the half on -1 returns, the half on -1.5 loses</td><td>50</td></tr>
</tbody>
</table>
<p>The team receiving the handicap works the other way: away +0.25 in a draw returns 50 on the +0 half and wins 95 on the +0.5 half, 145 in all (win half).</p>
<h2>Over/under</h2>
<p>Settled on the total goals of both teams in regular time.</p>
<ul>
<li><strong>2.5</strong>: 3 or more goals and over wins; 2 or fewer and under wins.</li>
<li><strong>2</strong>: exactly 2 goals is a push, and the stake is returned.</li>
<li><strong>2.25</strong> (2/2.5): with exactly 2 goals, over loses half and under wins half.</li>
<li><strong>2.75</strong> (2.5/3): with exactly 3 goals, over wins half and under loses half.</li>
</ul>
<p>Example: over 2.75, stake 100 at 1.90, the match ends with 3 goals. The half on 2.5 wins 95, the half on 3 returns 50: 145 in all.</p>
<h2>In-play</h2>
<p>In-play handicap bets count only the goals scored <strong>after</strong> you bet. Bet on the away team at -0.5 when it is 1-0, and the match ends 1-1: the score since your bet is 0-1, so the away team wins your bet. Odds move fast; if they changed before your bet was accepted, you are asked to confirm the new odds.</p>`,
  },
  {
    slug: 'tutorial/bettingIntroduction',
    title: 'Betting basics',
    body: `<h2>Odds and returns</h2>
<p>{{brand}} shows <strong>decimal odds</strong>, which include your stake: return = stake × odds, and profit = return − stake. A stake of 100 at 2.50 returns 250 if it wins, a profit of 150. Hong Kong odds show the profit part only: Hong Kong 1.50 is decimal 2.50.</p>
<p>Odds also tell you how likely the market thinks something is: 1 ÷ odds is roughly that probability, so odds of 2.00 mean about 50%. Because the bookmaker's margin is built in, the probabilities of all outcomes of a match add up to a little over 100%.</p>
<h2>Common markets</h2>
<ul>
<li><strong>Match result (1X2)</strong>: home win, draw or away win.</li>
<li><strong>Handicap</strong>: the stronger team gives the other a head start in goals to even the odds. See <a href="/tutorial/sportRules">Sports rules</a>.</li>
<li><strong>Over/under</strong>: whether the total goals will be above or below a line.</li>
<li><strong>Correct score</strong>: the exact final score: high odds, hard to hit.</li>
<li><strong>Odd/even</strong>: whether the total goals will be odd or even.</li>
<li><strong>Half-time/full-time</strong>: the result at half-time and at full-time together.</li>
<li><strong>Outright</strong>: the winner of a whole competition, settled when it ends.</li>
</ul>
<h2>Singles and parlays</h2>
<p>A <strong>single</strong> is one match on one bet slip. A <strong>parlay</strong> (accumulator) combines several matches on one slip: their odds multiply, every leg must win for the bet to win, and one losing leg loses the whole bet. Parlays pay more, but get much harder with every leg. See <a href="/tutorial/example">A worked example</a>.</p>
<h2>Pre-match and in-play</h2>
<p>Pre-match bets are placed before kick-off. In-play bets are placed during the match, at odds that change as it goes; betting may pause for a moment at key events such as goals or red cards.</p>
<h2>Placing a bet</h2>
<ol>
<li>Open the sports venue, choose a match and a market, and tap the odds to add them to your bet slip.</li>
<li>Enter your stake on the slip and check the potential return. The slip shows the market's minimum and maximum stake.</li>
<li>Once submitted, the bet appears in Bet records. It settles by itself after the match, and any return goes to the venue wallet.</li>
</ol>
<h2>Valid bets</h2>
<p>Valid bets are the part of settled bets that was really at stake. They count towards turnover, rebates and VIP progress. Void bets and pushes (stake returned) are not valid bets.</p>`,
  },
  {
    slug: 'tutorial/example',
    title: 'A worked example',
    body: `<p>Here is one three-leg parlay, worked through step by step, to show how handicap, over/under and quarter lines settle inside a parlay. All odds are decimal (stake included).</p>
<h2>The bet slip</h2>
<table>
<thead><tr><th scope="col">Match</th><th scope="col">Pick</th><th scope="col">Odds</th></tr></thead>
<tbody>
<tr><td>Team A v Team B</td><td>Team A -0.75</td><td>1.92</td></tr>
<tr><td>Team C v Team D</td><td>Over 2.5</td><td>1.88</td></tr>
<tr><td>Team E v Team F</td><td>Team F +0.25</td><td>1.95</td></tr>
</tbody>
</table>
<p>Stake 100. If all three legs win in full, the odds are 1.92 × 1.88 × 1.95 = 7.03872 and the return is 703.87.</p>
<h2>What happened</h2>
<ul>
<li><strong>Team A wins 1-0</strong>: at -0.75, winning by one goal wins half. In a parlay a half-won leg counts as (odds + 1) ÷ 2: (1.92 + 1) ÷ 2 = 1.46.</li>
<li><strong>C v D ends 2-1</strong>: 3 goals, so over 2.5 wins in full at 1.88.</li>
<li><strong>E v F ends 1-1</strong>: Team F +0.25 in a draw wins half: (1.95 + 1) ÷ 2 = 1.475.</li>
</ul>
<p>The odds come to 1.46 × 1.88 × 1.475 = 4.04858, so the return is 100 × 4.04858 = 404.858, credited as 404.85 (amounts keep two decimals; the rest is dropped). The profit is 304.85.</p>
<h2>Other outcomes</h2>
<ul>
<li>A leg that <strong>pushes or is void</strong> counts as 1.00. If leg A had pushed and the others won: 1.88 × 1.95 = 3.666, a return of 366.60.</li>
<li>A leg that <strong>loses half</strong> counts as 0.5. If leg A had lost half and the others won: 0.5 × 1.88 × 1.95 = 1.833, a return of 183.30.</li>
<li>If any leg <strong>loses in full</strong>, the whole parlay loses and returns nothing.</li>
</ul>
<h2>Compared with singles</h2>
<p>Split the 100 into three singles of about 33.33: leg A wins half and returns 33.33 × 1.46 = 48.66, leg C returns 33.33 × 1.88 = 62.66, and leg E wins half and returns 33.33 × 1.475 = 49.16, about 160.48 in all. The parlay pays more, but one lost leg takes everything; singles spread the risk across the matches.</p>`,
  },
  {
    slug: 'tutorial/betStrategy',
    title: 'Betting responsibly',
    body: `<p>Betting should be entertainment, not a way to make money. Over time, the bookmaker's margin built into the odds means that most bettors lose. These habits help you keep betting within what you can afford.</p>
<h2>Set a budget</h2>
<ul>
<li>Bet only with spare money: put aside what you need for living, rent and repayments first.</li>
<li>Set a fixed budget for each week or month. When it is spent, stop; do not borrow from next month's.</li>
<li>Keep each stake to a small share of your budget (1% to 5%, say), so that one or two matches cannot use it all up.</li>
</ul>
<h2>Do not chase losses</h2>
<p>Raising your stakes to win back what you lost is the most common mistake and the most dangerous one. Every match is independent of the last: money you lost is no easier to win back because you keep betting. Accept the loss and stop as you planned.</p>
<h2>Understand the odds</h2>
<ul>
<li>1 ÷ odds is roughly the probability the market gives. A bet is worth making only when you have good reason to think the real chance is higher.</li>
<li>Every leg of a parlay carries the bookmaker's margin, so the more legs, the bigger the disadvantage. Keep parlays small and for fun.</li>
<li>Write down every bet and its result, and look back regularly: you will see your real results.</li>
</ul>
<h2>Keep a clear head</h2>
<p>Do not bet after drinking, when you are upset or angry, or with borrowed money. Set yourself a time limit and take breaks.</p>
<h2>Limits you can set</h2>
<p>To help you stay in control, <a href="/app/customer">customer service</a> can set up:</p>
<ul>
<li><strong>Deposit limits</strong>: a cap on what you can deposit per day, week or month.</li>
<li><strong>A cooling-off period</strong>: your account paused for a while.</li>
<li><strong>Self-exclusion</strong>: your account closed for a longer period, with no log-in or betting.</li>
</ul>
<p>Lower limits take effect as soon as possible; to protect you, raising a limit or ending a cooling-off period early takes a waiting period.</p>
<h2>Warning signs</h2>
<p>If you are betting more money or more time than you meant to, hiding your betting from family, borrowing to bet, or if betting is hurting your work or home life, stop and talk to family, friends or a professional gambling-support service. {{brand}} is for adults aged 18 and over only.</p>`,
  },
  {
    slug: 'tutorial/games',
    title: 'Game categories',
    body: `<p>{{brand}}'s games are grouped in the category rail on the left of the home page. Tap a category to see its venues and games. A game marked "maintenance" cannot be entered for now and comes back by itself when maintenance ends.</p>
<h2>The categories</h2>
<ul>
<li><strong>Sports</strong>: pre-match and in-play betting on football, basketball, tennis and more, as singles or parlays. See <a href="/tutorial/sportRules">Sports rules</a>.</li>
<li><strong>Live casino</strong>: baccarat, dragon tiger, sic bo, roulette, fan-tan and more, with real dealers on live video.</li>
<li><strong>Slots</strong>: themed slot games; a random number generator decides every spin.</li>
<li><strong>Cards</strong>: bull, golden flower, fight the landlord, Texas hold'em, three face cards and other games against other players or the banker.</li>
<li><strong>Lottery</strong>: number draws on a schedule, such as dice-3 and racing games.</li>
<li><strong>Keno</strong>: 20 numbers drawn from 80, paid by how many of your numbers come up.</li>
<li><strong>Hash games</strong>: outcomes (odd or even, big or small) decided by a block hash on a public blockchain, which you can check yourself.</li>
<li><strong>Fishing</strong>: arcade shooting games where each fish pays a different multiple.</li>
<li><strong>Esports</strong>: betting on League of Legends, DOTA 2, CS2 and other competitions.</li>
</ul>
<h2>Before you play</h2>
<ul>
<li>Log in first.</li>
<li>Each venue plays from its own wallet. Move money into it first, or turn on auto transfer. See <a href="/tutorial/transfer">Wallets and transfers</a>.</li>
<li>Some games open in a new window: allow pop-ups for this site.</li>
</ul>
<p>Each game's rules and pay table are under "Rules" or "Help" inside the game. More answers in the <a href="/tutorial/games/answer">game FAQ</a>.</p>`,
  },
  {
    slug: 'tutorial/games/answer',
    title: 'Game FAQ',
    body: `<h2>Why can't I enter a game?</h2>
<p>Make sure you are logged in and that the game or its venue is not marked "maintenance". If the game opens in a new window and your browser blocked it, tap "Open the game" on the page.</p>
<h2>My balance is 0 in the game.</h2>
<p>Games play from the venue wallet. Move money from the central wallet into that venue on the Transfer page, or turn on auto transfer.</p>
<h2>I was disconnected in the middle of a game.</h2>
<p>A round you already bet on settles under the game's rules, as the venue records it. You can see the result when you go back into the game, or in Bet records.</p>
<h2>A bet I just placed is not in Bet records.</h2>
<p>Venue bets reach {{brand}} after a short delay, usually a few minutes. Refresh a little later. Until it settles, a bet shows as open.</p>
<h2>Are the games fair?</h2>
<p>Slots and card games are decided by random number generators, live casino games are streamed live from start to finish, and hash game results can be checked against the block hash yourself. {{brand}} cannot influence the outcome of any round.</p>
<h2>A transfer stays "in transit".</h2>
<p>The venue has not confirmed it yet. We check automatically, and the money either arrives or returns in full: do not submit it again. If it takes unusually long, contact <a href="/app/customer">customer service</a>.</p>
<h2>Why is my turnover requirement not going down?</h2>
<p>Only the valid stake of <strong>settled</strong> bets counts. Open bets, void bets and bets that returned the stake do not.</p>
<h2>Can I play several games at once?</h2>
<p>Yes, but each venue plays only from its own wallet. To keep things simple, play at one venue at a time and bring your balance back to the central wallet when you leave.</p>`,
  },
];
