import type { SeedPage } from './seed-page.ts';

// en: money in and out, wallets, and what to know about USDT.

export const enWallet: SeedPage[] = [
  {
    slug: 'tutorial/deposit',
    title: 'How to deposit',
    body: `<p>{{brand}} offers these ways to deposit: {{depositMethods}}. Your account currency is {{currency}}. The <a href="/finance/deposit">deposit page</a> shows each method's minimum and maximum per deposit and its opening hours (Beijing time, UTC+8); what it shows is what applies. A method outside its hours shows as unavailable.</p>
<h2>The steps</h2>
<ol>
<li>Log in, open Deposit and choose a method.</li>
<li>Enter the amount (within that method's limits) and submit. This creates a deposit order.</li>
<li>Pay as the order page tells you. You can follow the order's state on its page and in Transactions.</li>
</ol>
<!--if:bank--><h2>Bank transfer</h2>
<ol>
<li>When you submit, give the <strong>payer's name</strong> (the name on the paying bank account). The order then shows the receiving bank, account name, account number and branch, and a 6-character <strong>transfer reference</strong>.</li>
<li>Transfer from your own bank account, for <strong>exactly</strong> the order's amount, and put the 6 characters in the memo (remarks) of the transfer. That is how finance matches the money to your order.</li>
<li>Then tap <strong>I have paid</strong> on the order page, with a photo of the receipt if you like. Once finance sees the money, your balance is credited, usually within minutes.</li>
</ol>
<p>Make a new order for every deposit and pay to the account shown on that order: receiving accounts can change, and a transfer to an old one will be delayed. One order, one transfer.</p><!--/if:bank-->
<h2>USDT (TRC20)</h2>
<ol>
<!--if:converts--><li>Enter the amount in {{currency}}. The order converts it into USDT at the rate shown and locks that rate for <strong>{{rateLockMinutes}} minutes</strong>.</li><!--/if:converts-->
<li>The order shows the receiving address (it starts with T; there is a QR code too) and the USDT amount to send. <!--if:converts-->Within the lock time, send<!--/if:converts--><!--if:usdt-->Send<!--/if:usdt--> <strong>exactly</strong> that amount over the <strong>TRON (TRC20) network</strong>.</li>
<li>Once the blockchain confirms it (on TRON usually within a minute or two), the deposit is credited.</li>
</ol>
<p>Please note:</p>
<ul>
<li>TRC20 only. USDT sent over ERC20, BEP20 or any other network cannot arrive and usually cannot be recovered. See <a href="/tutorial/knowVirtualCurrency">About USDT</a>.</li>
<li>Exchanges and wallets charge their own withdrawal fee: add it on top, so that the amount that <strong>arrives</strong> is the amount on the order.</li>
<!--if:converts--><li>After the lock time the order shows as expired. If you sent the USDT after that, send the transaction hash (TXID) to <a href="/app/customer">customer service</a> so that we can check it by hand.</li><!--/if:converts-->
</ul>
<h2>E-wallet (scan to pay)</h2>
<p>After you submit, a payment page opens (or a QR code appears). Pay there within the time it gives. Once the payment succeeds your balance is credited automatically; there is no need to contact us. If your browser blocked the new window, tap the button on the page to open it again.</p>
<h2>Deposits and turnover</h2>
<p>Each credited deposit adds a turnover (valid bets) requirement of <strong>{{flowMultiple}} times</strong> the amount, to be met before you withdraw. See <a href="/tutorial/withdraw">How to withdraw</a>.</p>`,
  },
  {
    slug: 'tutorial/withdraw',
    title: 'How to withdraw',
    body: `<h2>Before your first withdrawal</h2>
<ol>
<!--if:wpassword--><li><strong>Set a withdrawal password</strong> under Security. It is separate from your login password and is needed to add withdrawal accounts and to withdraw.</li><!--/if:wpassword-->
<li><strong>Add a withdrawal account</strong> under Withdrawal accounts: a bank card, a USDT address (TRC20 or ERC20) or an Alipay account. A bank card must be in your real name; you give your real name with your first card, and you cannot change it yourself afterwards.</li>
<li><strong>Bring your money back to the central wallet</strong>: withdrawals are paid from the central wallet only. If money is still in venue wallets, tap "Bring all back" on the Transfer page first.</li>
</ol>
<h2>The steps</h2>
<ol>
<li>Open Withdraw and choose a withdrawal account.</li>
<li>Enter the amount<!--if:wpassword--> and your withdrawal password<!--/if:wpassword--> and submit.</li>
<li>The amount is held at once (shown as locked in your assets) while finance reviews the request.</li>
<li>Once approved, it is paid to your account. If the request is rejected, you see the reason and the full amount returns to your central wallet.</li>
</ol>
<p>You cannot cancel a request once submitted.<!--if:converts--> For a USDT address, the amount is converted into USDT at the rate when the payout is made.<!--/if:converts--></p>
<h2>Limits</h2>
<p>Limits depend on your VIP level, in {{currency}}:</p>
{{withdrawLimits}}
<p>A "day" is the calendar day in Beijing time (UTC+8). Rejected withdrawals count towards neither the day's number nor its total. Any fee is shown on the withdrawal page; you receive the amount minus the fee.</p>
<h2>Turnover requirement</h2>
<p>Each deposit adds a turnover requirement of {{flowMultiple}} times its amount; promotion bonuses and manual credits may carry multiples of their own. The valid stake of every settled bet counts towards it, and you can withdraw once the requirement is met. The withdrawal page shows the turnover still needed.</p>
<p>For example: with a multiple of 1, a deposit of 1,000 needs 1,000 of valid bets. Void bets, and bets that returned the stake, do not count.</p>
<!--if:wpassword--><h2>Keep your withdrawal password safe</h2>
<p>Several wrong withdrawal passwords in a row lock it for a while. If you forget it, reset it under Security with a code sent to your phone or email. Never tell anyone your withdrawal password, including someone who says they are customer service.</p><!--/if:wpassword-->`,
  },
  {
    slug: 'tutorial/transfer',
    title: 'Wallets and transfers',
    body: `<h2>Central wallet and venue wallets</h2>
<p>Your money at {{brand}} is kept in two kinds of wallet:</p>
<ul>
<li><strong>The central wallet</strong>: deposits, promotion bonuses and withdrawals all use it.</li>
<li><strong>Venue wallets</strong>: each game venue (the provider of a set of casino games, such as table games or slots) has a wallet of its own. A venue's games play from that venue's wallet.</li>
</ul>
<p>Sports bets use no venue wallet: the stake is paid from the central wallet and any return goes straight back to it. While a sports bet is open, its stake shows as locked.</p>
<p>My assets lists the central wallet, locked funds (such as withdrawals under review and the stakes of open sports bets), amounts in transit and each venue wallet; your total is the sum of them all.</p>
<h2>Transfer by hand</h2>
<ol>
<li>Open Transfer and choose the wallet to move from and the wallet to move to (one of them must be the central wallet).</li>
<li>Enter an amount, or tap "All", then tap the transfer button.</li>
<li>When the transfer succeeds, both balances update at once.</li>
</ol>
<h2>Bring all back</h2>
<p>"Bring all back" moves the balance of every venue wallet back to the central wallet in one tap. Use it before you withdraw, or whenever you are not sure where your money is.</p>
<h2>Auto transfer</h2>
<p>With auto transfer on, your central balance moves into a venue as you enter one of its games, and comes back to the central wallet when you return to the lobby. With it off, money stays in the venue wallet after you leave the game until you move it back.</p>
<h2>What "in transit" means</h2>
<p>A transfer needs the venue's confirmation. If the venue does not answer in time (a network problem, for example), the transfer shows as in transit. We keep asking the venue until it is settled, and there are only two outcomes: the money <strong>arrives</strong>, or it <strong>returns in full</strong> to the wallet it came from. It is never lost. Until then, transfers out of that venue are refused, so nothing is counted twice.</p>
<h2>Venue maintenance</h2>
<p>While a venue is under maintenance you cannot move money into it. A balance already in its wallet is kept safe, and everything works again when maintenance ends.</p>`,
  },
  {
    slug: 'tutorial/knowVirtualCurrency',
    title: 'About USDT',
    body: `<h2>What USDT is</h2>
<p>USDT (Tether) is a "stablecoin" issued by Tether, designed to be worth one US dollar. It does not swing in price the way Bitcoin does, which is why people use it to move money between platforms.</p>
<p>The same USDT exists on several blockchains (networks): <strong>TRC20</strong> on TRON, <strong>ERC20</strong> on Ethereum, <strong>BEP20</strong> on BNB Smart Chain, and others. They are worth the same but are <strong>not interchangeable</strong>: USDT sent on one chain can only be received on that chain.</p>
<h2>Why the network matters</h2>
<p>{{brand}} accepts USDT deposits on <strong>TRC20</strong> only. If you pick ERC20 or BEP20 when withdrawing from an exchange, the money goes to another chain even with our address filled in. We cannot receive it, blockchain transfers cannot be reversed, and it usually cannot be recovered.</p>
<ul>
<li>A TRC20 address starts with a capital <strong>T</strong> and has 34 characters.</li>
<li>ERC20 and BEP20 addresses both start with <strong>0x</strong> and have 42 characters, and look exactly alike: an address that pastes fine says nothing about the network.</li>
</ul>
<h2>Fees</h2>
<p>Each chain's fees are paid in its own coin: TRX (energy and bandwidth) on TRON, ETH (gas) on Ethereum, BNB on BNB Smart Chain. When you withdraw from an exchange, it usually charges a fixed fee per network; TRC20 is usually cheap, while ERC20 can cost much more when Ethereum is busy. Your exchange shows the current fee.</p>
<h2>Confirmations</h2>
<p>A blockchain transfer is final once it is in a block and has a number of confirmations after it. TRON makes a block about every 3 seconds, so confirmation usually takes a minute or two; Ethereum makes one about every 12 seconds, so it takes longer. Busy networks can be slower.</p>
<h2>Staying safe</h2>
<ul>
<li>Check the first and last characters of an address before you send. Copy and paste, or scan, rather than typing it.</li>
<li>Malware can swap an address in your clipboard: check it again after pasting.</li>
<li>TRC20 USDT transfers need no memo or tag.</li>
<li>Stablecoins carry risks too: the price can briefly move away from one dollar, and the issuer and local regulation can change.</li>
</ul>`,
  },
  {
    slug: 'tutorial/protocolDifference',
    title: 'TRC20, ERC20 and BEP20 compared',
    body: `<p>The same USDT runs on different blockchains, and each one gives it a different "protocol" name. The three you will meet most often compare like this:</p>
<table>
<thead><tr><th scope="col"></th><th scope="col">TRC20</th><th scope="col">ERC20</th><th scope="col">BEP20</th></tr></thead>
<tbody>
<tr><th scope="row">Blockchain</th><td>TRON</td><td>Ethereum</td><td>BNB Smart Chain</td></tr>
<tr><th scope="row">Address</th><td>Starts with T, 34 characters</td><td>Starts with 0x, 42 characters</td><td>Starts with 0x, 42 characters (same as ERC20)</td></tr>
<tr><th scope="row">Fees paid in</th><td>TRX (energy, bandwidth)</td><td>ETH (gas)</td><td>BNB (gas)</td></tr>
<tr><th scope="row">Fee level</th><td>Low</td><td>Higher, rises with congestion</td><td>Low</td></tr>
<tr><th scope="row">Block time</th><td>About 3 s</td><td>About 12 s</td><td>A few seconds or less</td></tr>
<tr><th scope="row">{{brand}} deposits</th><td>Yes</td><td>No</td><td>No</td></tr>
<tr><th scope="row">{{brand}} withdrawal addresses</th><td>Yes</td><td>Yes</td><td>No</td></tr>
</tbody>
</table>
<h2>In short</h2>
<ul>
<li>To deposit, choose <strong>TRC20</strong> as the withdrawal network at your exchange and send to the address that starts with T.</li>
<li>When you add a USDT withdrawal address, pick the network that matches it: TRC20 for an address starting with T, ERC20 for one starting with 0x. We check the address's format and checksum, but we cannot tell whether your wallet or exchange supports that network: check first.</li>
<li>ERC20 and BEP20 addresses look the same. If your exchange's deposit page only supports BEP20, do not add it as an ERC20 withdrawal address, or the money may never arrive.</li>
<li>When unsure, send a small test amount first and send the rest once it has arrived.</li>
</ul>`,
  },
  {
    slug: 'tutorial/knowExchange',
    title: 'Exchanging crypto and cash',
    body: `<p>To deposit with USDT, or to turn USDT you withdrew into your local currency, you need to exchange it. This page explains how that usually works and the risks to watch for. {{brand}} does not offer an exchange service and does not vouch for any third party.</p>
<h2>Common ways to exchange</h2>
<ul>
<li><strong>Exchanges</strong>: after verifying your identity on a regulated exchange, buy or sell USDT with your local currency, then withdraw it to your own wallet or to a deposit address.</li>
<li><strong>P2P (peer-to-peer)</strong>: trade with individual merchants in an exchange's P2P market. When you buy, you pay the merchant, and once they confirm receipt the platform releases the USDT it held in escrow. When you sell, it works the other way round.</li>
</ul>
<h2>Rates and fees</h2>
<p>Prices are set between buyers and sellers and differ from official exchange rates; there are trading fees and withdrawal fees on top. <!--if:converts-->When you deposit USDT at {{brand}}, it is converted into {{currency}} at the rate shown and locked on your order; withdrawals to a USDT address are converted at the rate when the payout is made.<!--/if:converts--><!--if:usdt-->Your {{brand}} account is kept in USDT, so USDT deposits and withdrawals need no conversion.<!--/if:usdt--></p>
<h2>The main risks</h2>
<ul>
<li><strong>Scams</strong>: place orders and talk only inside the platform, never in private deals. When selling, release the coins only after your banking app shows the money has really arrived; do not trust payment screenshots.</li>
<li><strong>Tainted funds</strong>: trading with unknown counterparties can bring you money from fraud or other crimes, and your bank account may be frozen as a result. Choose merchants with a good record, and keep records of your trades.</li>
<li><strong>Price</strong>: USDT aims to stay at one dollar but can briefly move away from it.</li>
<li><strong>Wrong network</strong>: choosing the wrong network when withdrawing loses the money. See <a href="/tutorial/protocolDifference">Networks compared</a>.</li>
<li><strong>The law</strong>: rules on crypto differ from place to place. Make sure these trades are legal where you live.</li>
</ul>
<h2>Our advice</h2>
<p>Start with a small amount until you know the process, and keep each trade's order number and transaction hash (TXID) so that any problem can be traced.</p>`,
  },
];
