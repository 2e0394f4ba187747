import type { CategoryTexts, SeedPage } from './seed-page.ts';

// en: betting rules, worked examples, responsible play and the games.

export const enBetting: SeedPage[] = [
  {
    slug: 'tutorial/sportRules',
    title: 'Sports betting rules',
    body: `<p>This page explains how bets on {{brand}}'s own sportsbook are settled. The book offers football, with four markets on each match: match result (1X2), Asian handicap, over/under and correct score. The examples use <strong>decimal odds</strong>, which include the stake: return = stake × odds. Hong Kong odds leave the stake out: Hong Kong 0.90 equals decimal 1.90.</p>
<h2>General rules</h2>
<ul>
<li>Every market settles on the result after <strong>regular time</strong> (90 minutes plus stoppage time), without extra time or penalty shoot-outs. There are no half-time markets.</li>
<li>Bets settle by themselves as soon as the match's result is posted. If a result comes late, bets stay open until it does.</li>
<li>If a result is <strong>corrected</strong> after settlement, every bet on the match is settled again on the corrected result: what the new result pays more is added to your central wallet, and what it pays less is taken back from it.</li>
<li>A confirmed bet cannot be cancelled, though an open bet can often be cashed out (see below). Check the match, the market and the stake before you submit.</li>
</ul>
<h2>Void bets (stake returned)</h2>
<ul>
<li>If a match is <strong>cancelled</strong> (postponed or abandoned without a result), every bet on it is void.</li>
<li>A void bet returns its stake to your central wallet and does not count as valid turnover. In a parlay, a void leg counts as odds of 1.00 and the other legs settle as usual.</li>
</ul>
<h2>Stakes, wallet and parlays</h2>
<ul>
<li>The smallest stake is 1 {{currency}}. Each market has a maximum stake, and no bet may pay more than 1,000,000 {{currency}}; a stake outside what is allowed is refused with a message giving the range.</li>
<li>Stakes are paid from your <strong>central wallet</strong> and returns go back to it: there is nothing to transfer. While a bet is open, its stake shows as locked funds.</li>
<li>A parlay combines 2 to 10 selections, each from a different match. It settles once every match in it has a result.</li>
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
<p>In-play bets settle on the <strong>full-time result</strong> like any other: goals scored before you bet count too, and the lines and odds on offer already allow for the score. At 1-0, say, the handicap may be home -1 (away +1). Bet on the away team at +1: if the match ends 2-1 the handicap makes it level and your stake is returned; if it ends 1-1 your bet wins.</p>
<p>An in-play bet is taken after a short delay of a few seconds, counted down on the button; the market and its odds are checked again then. A market may be suspended at any time, in play especially, and takes no bets until it reopens. If the odds change before your bet is taken, the slip's "When odds change" choice decides: accept no change, accept higher odds (the default) or accept any odds. Otherwise the slip shows the new odds for you to accept.</p>
<h2>Cash-out</h2>
<p>An open bet, single or parlay, can be cashed out from <a href="/sports/bets">My bets</a> for the amount on its button. The offer follows the current odds, less a margin, and is renewed every few seconds. You confirm the amount, it is paid into your central wallet, and the bet ends as "Cashed out" whatever the result. No offer is made while a market of the bet is suspended; if the offer changed while you were deciding, you are asked again with the new amount.</p>`,
  },
  {
    slug: 'tutorial/bettingIntroduction',
    title: 'Betting basics',
    body: `<h2>Odds and returns</h2>
<p>{{brand}} shows <strong>decimal odds</strong> by default, which include your stake: return = stake × odds, and profit = return − stake. A stake of 100 at 2.50 returns 250 if it wins, a profit of 150.</p>
<p>Odds also tell you how likely the market thinks something is: 1 ÷ odds is roughly that probability, so odds of 2.00 mean about 50%. Because the bookmaker's margin is built in, the probabilities of all outcomes of a match add up to a little over 100%.</p>
<h2>Odds formats</h2>
<p>Under Security, in Betting preferences, you can show handicap and over/under odds in Hong Kong, Malay or Indonesian format instead. They are the same prices written another way. Match result, correct score and parlay odds always stay decimal.</p>
<table>
<thead><tr><th scope="col">Decimal</th><th scope="col">Hong Kong</th><th scope="col">Malay</th><th scope="col">Indonesian</th></tr></thead>
<tbody>
<tr><td>1.950</td><td>0.950</td><td>0.950</td><td>-1.053</td></tr>
<tr><td>2.250</td><td>1.250</td><td>-0.800</td><td>1.250</td></tr>
</tbody>
</table>
<p>A positive Hong Kong, Malay or Indonesian price is the profit on a stake of 1. A negative one, -x, means that a stake of x wins 1.</p>
<h2>The markets</h2>
<p>The sportsbook offers football. Each match has four markets, all settled on the full-time result:</p>
<ul>
<li><strong>Match result (1X2)</strong>: home win, draw or away win.</li>
<li><strong>Handicap</strong> (Asian handicap): the stronger team gives the other a head start in goals to even the odds. See <a href="/tutorial/sportRules">Sports rules</a>.</li>
<li><strong>Over/under</strong>: whether the total goals will be above or below a line.</li>
<li><strong>Correct score</strong>: the exact final score: high odds, hard to hit.</li>
</ul>
<h2>Singles and parlays</h2>
<p><strong>Singles</strong> place one bet for each selection on your slip, each with the stake you enter. A <strong>parlay</strong> combines 2 to 10 selections, each from a different match, in one bet: their odds multiply, every leg must win for the bet to win, and one losing leg loses the whole bet. Parlays pay more, but get much harder with every leg. See <a href="/tutorial/example">A worked example</a>.</p>
<h2>Pre-match and in-play</h2>
<p><a href="/sports">Sports</a> lists matches in play, today and later (Early), by league. Pre-match bets are placed before kick-off. In-play bets are placed during the match, at odds that change as it goes; they are taken after a delay of a few seconds, and a market may be suspended for a while.</p>
<h2>Placing a bet</h2>
<ol>
<li>Open Sports (the last category on the home page), choose a match and tap the odds to add them to your bet slip. "All markets" shows every market of a match.</li>
<li>Choose singles or a parlay, enter your stake and check what it would win. The stake comes from your central wallet, so it cannot be more than that balance. Choose what happens if the odds change: accept no change, accept higher odds (the default) or accept any odds.</li>
<li>Place the bet. It appears at once in <a href="/sports/bets">My bets</a> and in Bet records in the member centre. It settles by itself when the match's result is posted, and any return is paid into your central wallet.</li>
</ol>
<h2>Valid bets</h2>
<p>Valid bets are the part of settled bets that was really at stake: the stake of a bet won, lost or cashed out, half of it for a half win or half loss, and nothing for a push or a void bet. They count towards turnover, rebates and VIP progress.</p>`,
  },
  {
    slug: 'tutorial/example',
    title: 'A worked example',
    body: `<p>Here is one three-leg parlay, worked through step by step, to show how handicap, over/under and quarter lines settle inside a parlay. All odds are decimal (stake included): a parlay's odds are always shown that way.</p>
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
<p>The odds come to 1.46 × 1.88 × 1.475 = 4.04858, so the return is 100 × 4.04858 = 404.858, shown as 404.85 (amounts show two decimals; the rest is dropped, never rounded up). The profit is 304.85.</p>
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
<li>Look back at your bets regularly: <a href="/sports/bets">My bets</a> and Bet records in the member centre keep every bet and its result, so you can see your real results.</li>
</ul>
<h2>Keep a clear head</h2>
<p>Do not bet after drinking, when you are upset or angry, or with borrowed money. Set yourself a time limit and take breaks.</p>
<h2>Taking a break</h2>
<p>If you want to stop for a while, ask <a href="/app/customer">customer service</a> to disable your account. You are logged out everywhere at once, and you cannot log in, bet or deposit until you ask for it to be enabled again. Withdraw what you want to keep first: while the account is disabled you cannot log in to withdraw either.</p>
<h2>Warning signs</h2>
<p>If you are betting more money or more time than you meant to, hiding your betting from family, borrowing to bet, or if betting is hurting your work or home life, stop and talk to family, friends or a professional gambling-support service. {{brand}} is for adults aged 18 and over only.</p>`,
  },
  {
    slug: 'tutorial/games',
    title: 'Game categories',
    body: `<p>{{brand}}'s home page groups its games into categories: a column on the left on phones, a row of tabs on computers. Tap a category to see its games. A game marked "Maintenance" cannot be entered for now and comes back by itself when maintenance ends.</p>
<h2>The categories</h2>
<ul>
{{categories}}
</ul>
<p>The casino games are played on the game's own page: you start each round, and the game draws its result itself. There are no live dealers and no video. Every round can be checked in the game's "Provably fair" panel.</p>
<h2>Before you play</h2>
<ul>
<li>Log in first.</li>
<li>Casino games play from their venue's own wallet. Move money into it first, or turn on auto transfer. See <a href="/tutorial/transfer">Wallets and transfers</a>. Sports bets need no transfer: they use your central wallet.</li>
<li>A game that cannot open inside the page opens in a new window: allow pop-ups for this site, or tap "Open the game".</li>
</ul>
<p>Each game's rules and payouts are explained on its own page. More answers in the <a href="/tutorial/games/answer">game FAQ</a>.</p>`,
  },
  {
    slug: 'tutorial/games/answer',
    title: 'Game FAQ',
    body: `<h2>Why can't I enter a game?</h2>
<p>Make sure you are logged in and that the game or its venue is not marked "Maintenance". If the game opens in a new window and your browser blocked it, tap "Open the game" on the page.</p>
<h2>My balance is 0 in the game.</h2>
<p>Casino games play from the venue wallet. Move money from the central wallet into that venue on the Transfer page, or turn on auto transfer. Sports bets are different: they are paid straight from the central wallet.</p>
<h2>I was disconnected in the middle of a game.</h2>
<p>A round you already bet on settles under the game's rules, as the venue records it. You can see the result when you go back into the game, or in Bet records.</p>
<h2>A bet I just placed is not in Bet records.</h2>
<p>Casino bets reach {{brand}} from the venue after a short delay: refresh a little later. Sports bets show at once, in My bets and in Bet records. Until it settles, a bet shows as open.</p>
<h2>Is there live video of the dealer?</h2>
<p>No. The Live Casino tables are dealt by the game on its page, with no dealer and no video, so they need no more than an ordinary connection.</p>
<h2>Are the games fair?</h2>
<p>Every round of the casino games is decided by a provably fair draw. Before the round, the game shows the SHA-256 hash of a secret server seed; after it, the seed itself. The result follows from that seed, a client seed you may change, and the round's number, so the "Verify" button in the game's "Provably fair" panel (or any HMAC-SHA256 tool) can check that the result was fixed before you bet and not changed after. Sports bets settle on the matches' results.</p>
<h2>A transfer stays "in transit".</h2>
<p>The venue has not confirmed it yet. We check automatically, and the money either arrives or returns in full: do not submit it again. If it takes unusually long, contact <a href="/app/customer">customer service</a>.</p>
<h2>Why is my turnover requirement not going down?</h2>
<p>Only the valid stake of <strong>settled</strong> bets counts. Open bets, void bets and bets that returned the stake do not.</p>
<h2>Can I play several games at once?</h2>
<p>Yes, but each venue plays only from its own wallet. To keep things simple, play at one venue at a time and bring your balance back to the central wallet when you leave.</p>`,
  },
];

/** The lobby's categories, as the games tutorial lists them (content-seed.ts picks the brand's). */
export const enCategories: CategoryTexts = {
  live: `<li><strong>Live Casino</strong>: table games: Dragon Tiger, Jade Baccarat, Lucky Sic Bo (three dice) and Golden Roulette (European, single zero).</li>`,
  slots: `<li><strong>Slots</strong>: 5-reel, 10-line slots in several themes, such as Kirin Blessings, Jade Dragon Treasure and Fortune Koi.</li>`,
  cards: `<li><strong>Cards</strong>: Dragon Tiger and Jade Baccarat, card games played against the house, not against other players.</li>`,
  lottery: `<li><strong>Lottery</strong>: Speed Dice 3, three dice drawn the moment you bet (no waiting for a scheduled draw): bet on the total, big or small, triples and more.</li>`,
  sports: `<li><strong>Sports</strong>: our own sportsbook: football before kick-off and in play, with match result, handicap, over/under and correct score, as singles or parlays. Bets are paid from and into your central wallet. See <a href="/tutorial/sportRules">Sports rules</a>.</li>`,
};
