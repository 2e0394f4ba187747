import type { SeedPage } from './seed-page.ts';

// en: the help centre, the technical pages, contact and the sponsor page.

export const enSite: SeedPage[] = [
  {
    slug: 'help/center',
    title: 'Help centre',
    body: `<p>Welcome to the {{brand}} help centre. Below are short answers to the questions members ask most often; follow the links for the full guides. If something is still unclear, talk to <a href="/app/customer">customer service</a> at any time.</p>
<h2>Account and security</h2>
<p><strong>I forgot my login password.</strong> Tap "Forgot password" on the login page, receive a code on your verified phone or email, and set a new password.</p>
<p><strong>My account is locked after wrong passwords.</strong> To stop others guessing your password, several wrong attempts in a row lock the account for a while. Wait for the lock to end, or reset your password.</p>
<!--if:wpassword--><p><strong>What is the withdrawal password?</strong> A second password, separate from your login password, needed to add withdrawal accounts and to withdraw. Set it under Security and never share it.</p><!--/if:wpassword-->
<h2>Deposits</h2>
<p><strong>How can I deposit?</strong> You can use {{depositMethods}}. The deposit page shows each method's current limits and opening hours. See <a href="/tutorial/deposit">How to deposit</a>.</p>
<p><strong>How much do I pay?</strong> Exactly the amount on the order, neither more nor less, so that the payment matches it. For USDT, that is the amount that must arrive, after your exchange's fee.</p>
<!--if:bank--><p><strong>Why does a bank transfer need a reference?</strong> Each order has a 6-character transfer reference. Put it in the memo of your transfer so that our finance team can match the money to your order.</p><!--/if:bank-->
<h2>Withdrawals</h2>
<p><strong>Why can't I withdraw yet?</strong> Usually because the turnover (valid bets) requirement is not met yet, or today's withdrawal count or amount is used up. The withdrawal page shows the turnover still needed. See <a href="/tutorial/withdraw">How to withdraw</a>.</p>
<p><strong>How long does a withdrawal take?</strong> The amount is held as soon as you submit. Once finance approves, it is paid out; if a request is rejected, the full amount returns to your central wallet.</p>
<h2>Transfers and wallets</h2>
<p><strong>My balance shows 0 in a game.</strong> Your money is in the central wallet. Move it into that venue's wallet first, or turn on auto transfer. See <a href="/tutorial/transfer">Wallets and transfers</a>. Sports bets need no transfer: they use the central wallet.</p>
<p><strong>A transfer says "in transit".</strong> The venue has not confirmed it yet. We keep checking with the venue automatically; the money either arrives or comes back, and it is never lost.</p>
<h2>Betting and games</h2>
<ul>
<li><a href="/tutorial/bettingIntroduction">Betting basics</a>: odds, bet slips, singles and parlays</li>
<li><a href="/tutorial/sportRules">Sports rules</a>: settlement, void bets, cash-out, handicap and over/under</li>
<li><a href="/tutorial/example">A worked example</a>: one parlay calculated step by step</li>
<li><a href="/tutorial/betStrategy">Betting responsibly</a>: bankroll and taking a break</li>
<li><a href="/tutorial/games">Game categories</a> and <a href="/tutorial/games/answer">game FAQ</a></li>
</ul>
<h2>Crypto</h2>
<ul>
<li><a href="/tutorial/knowVirtualCurrency">About USDT</a>: TRC20 and ERC20, and why the network matters</li>
<li><a href="/tutorial/protocolDifference">Networks compared</a>: TRC20, ERC20 and BEP20 side by side</li>
<li><a href="/tutorial/knowExchange">Exchanging crypto</a>: how it works and the risks</li>
</ul>
<h2>Technical help</h2>
<p>Pages not loading, cannot install to your home screen, or games loading slowly? See <a href="/tutorial/tech">Device and browser requirements</a> and <a href="/tutorial/techDetail">Technical questions</a>.</p>
<h2>Contact us</h2>
<p>Customer service is available 24 hours a day. See <a href="/tutorial/contact">Contact us</a>.</p>`,
  },
  {
    slug: 'tutorial/tech',
    title: 'Device and browser requirements',
    body: `<p>{{brand}} is a web app: there is nothing to download. It runs in the browser of your phone or computer, and you can also install it to your home screen and open it like an app.</p>
<h2>What we recommend</h2>
<table>
<thead><tr><th scope="col">Device</th><th scope="col">System</th><th scope="col">Browser</th></tr></thead>
<tbody>
<tr><td>iPhone / iPad</td><td>iOS 15 or later</td><td>Safari (recommended), Chrome</td></tr>
<tr><td>Android phone</td><td>Android 8 or later</td><td>Chrome (recommended), Edge, the latest built-in browser</td></tr>
<tr><td>Computer</td><td>Windows 10 / macOS 11 or later</td><td>Latest Chrome, Edge, Safari or Firefox</td></tr>
</tbody>
</table>
<p>Keep your browser up to date and allow JavaScript and site data (cookies and local storage). Some "data saver" or "speed" modes rewrite web pages and break them; if a page looks wrong, turn such a mode off and try again.</p>
<h2>Connection</h2>
<p>Browsing, betting and the games all work well on 4G: there is no video to stream. While a sports page is open, in-play odds and scores arrive live; if your connection changes (for example when you leave Wi-Fi), they reconnect by themselves and catch up on what was missed.</p>
<h2>Install to your home screen (PWA)</h2>
<ul>
<li><strong>iPhone (Safari)</strong>: open the site, tap the Share button at the bottom, then "Add to Home Screen".</li>
<li><strong>Android (Chrome)</strong>: open the site, tap the menu at the top right, then "Install app" or "Add to Home screen".</li>
<li><strong>Computer (Chrome / Edge)</strong>: click the install icon at the right of the address bar, or choose "Install {{brand}}" in the menu.</li>
</ul>
<p>Then open it from the icon: no address bar, more room on the screen. New versions load by themselves; there is nothing to reinstall. Offline, the site frame still opens, but balances and bets need a connection.</p>
<h2>Private browsing</h2>
<p>In a private (incognito) window, closing the window logs you out and forgets your language choice. That is expected.</p>`,
  },
  {
    slug: 'tutorial/techDetail',
    title: 'Technical questions',
    body: `<h2>A page does not open or keeps loading</h2>
<ol>
<li>Pull down to refresh, or open the page again.</li>
<li>Switch networks (Wi-Fi to mobile data or back) and try again.</li>
<li>Turn off ad blockers, proxies or VPNs that may block scripts.</li>
<li>Check that your phone sets its date and time automatically: a wrong clock makes secure connections fail.</li>
<li>Clear this site's cached data (under "Site data" in your browser's settings) and open it again.</li>
</ol>
<h2>A game window does not open</h2>
<p>Some games open in a new window. If your browser blocks pop-ups, the page shows an "Open the game" button: tap it. You can also allow pop-ups for this site in your browser's settings.</p>
<h2>I am often asked to log in again</h2>
<p>To protect your account, you are logged out after a period without activity, or after a long session. Closing a private window logs you out too.</p>
<h2>How we protect your data</h2>
<ul>
<li>Everything travels over encrypted HTTPS.</li>
<li>Your passwords are encrypted in your browser before they are sent. We store only a one-way hash of them: no member of staff can see your password.</li>
<li>Several wrong passwords in a row lock the account for a while, so nobody can keep guessing.</li>
<li>Verification codes go only to your verified phone or email. Customer service will never ask you for a password or a code.</li>
</ul>
<h2>When you contact customer service</h2>
<p>Tell us your account name, when the problem happened, your device and browser version, any order number involved, and send a screenshot. It helps us find the cause quickly.</p>`,
  },
  {
    slug: 'tutorial/contact',
    title: 'Contact us',
    body: `<p>The {{brand}} customer service team is online 24 hours a day, every day of the year, for questions about your account, deposits, withdrawals, games and promotions.</p>
<h2>How to reach us</h2>
<ul>
<!--if:chat--><li><strong>Live chat</strong>: tap "Customer service" in the menu to chat with an agent. This is the fastest way. You can write at any time; the conversation is kept, and answers appear in it as they come.</li><!--/if:chat--><!--if:whatsapp--><li><strong>WhatsApp</strong>: tap "Customer service" in the menu, then the WhatsApp link, to chat with us. This is the fastest way.</li><!--/if:whatsapp-->
<li><strong>Feedback</strong>: describe the problem in the <a href="/tutorial/leaveMsg">feedback form</a> and attach screenshots. Our reply appears under "My feedback".</li>
<li><strong>Messages</strong>: important notices about promotions and maintenance arrive in your site messages. Watch for the unread badge.</li>
</ul>
<h2>To solve your problem faster</h2>
<p>Tell us your account name, when the problem happened and what you did. For deposits and withdrawals, include the order number. A screenshot helps us find the cause sooner.</p>
<h2>Beware of scams</h2>
<p>Contact us only through the customer-service entry inside the site. {{brand}} staff will <strong>never</strong> ask for your passwords or a verification code, and will never ask you to send money to a personal account. If anyone claiming to be customer service asks for these, stop and check with us through the customer-service entry in the site.</p>`,
  },
  {
    slug: 'sponsor',
    title: '{{brand}} sponsorship',
    body: `<p>{{brand}} believes in what sport does: it brings people together and rewards effort and persistence. Our sponsorship programme puts resources into grassroots sport, youth training and community events, promoting healthy, fair and responsible sport together with our partners.</p>
<h2>What we support</h2>
<ul>
<li><strong>Community and amateur events</strong>: pitches, kit and prizes for amateur leagues and charity matches.</li>
<li><strong>Youth and coaching</strong>: funding for youth training camps and coaching courses, so that young players get proper training.</li>
<li><strong>Esports</strong>: support for university and community esports competitions, for fair play and against cheating and match-fixing.</li>
<li><strong>Fan events</strong>: watch parties for fans of the teams and events we sponsor.</li>
</ul>
<h2>Our principles</h2>
<ul>
<li>Every sponsorship follows local laws and regulations, and none promotes gambling to minors.</li>
<li>Integrity first: partners must follow anti-match-fixing rules, and we cooperate with the authorities' investigations.</li>
<li>We promote <a href="/tutorial/betStrategy">responsible betting</a> at the events we sponsor.</li>
</ul>
<h2>For members</h2>
<p>Promotions for members around sponsored events, when there are any, are listed on the <a href="/activity/list">promotions</a> page and announced in your site messages.</p>
<h2>Partner with us</h2>
<p>If you represent a sports club, an event or a community organisation and would like to work with {{brand}}, leave your organisation's name, a short description of the project and your contact details with <a href="/app/customer">customer service</a>. Our partnerships team will get back to you.</p>`,
  },
];
