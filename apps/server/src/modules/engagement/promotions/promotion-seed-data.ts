import type { Lang } from '@kirin/contract';

// The demo activities' words in each language. Amounts arrive formatted for the site's currency
// (`¥88`, `$8`); rules are HTML, sanitised before they are stored like anything an operator saves.

export type SeedTerms = {
  /** The site's name in the language. */
  brand: string;
  bonus: string;
  min: string;
  cap: string;
  rate: string;
  /** The match on a deposit of `min`, worked out (¥50, not "¥100 × 50%"). */
  minMatch: string;
  welcomeMultiple: string;
  matchMultiple: string;
};

export type SeedTexts = { title: string; summary: string; rules: string };

type Texts = Record<Lang, (t: SeedTerms) => SeedTexts>;

export const REBATE_TEXTS: Texts = {
  'zh-CN': (t) => ({
    title: 'VIP 每日返水 无上限',
    summary: '每日有效投注按 VIP 等级比例返水，无需申请',
    rules: `<h2>活动内容</h2>
<p>在${t.brand}的每一笔有效投注都计入返水。每日（北京时间）结算前一日的有效投注，按您当时的 VIP 等级比例计算返水，等级越高比例越高。</p>
<h2>如何领取</h2>
<ol><li>本活动无需申请，符合条件即自动计算。</li><li>返水可在「会员中心 → 领取记录」查看与领取，每日一次。</li><li>返水需完成 1 倍流水后方可提现。</li></ol>
<h2>注意事项</h2>
<ul><li>有效投注以已结算注单为准，取消、无效及和局注单不计入。</li><li>同一账户、同一设备或同一 IP 仅限一个账户参与。</li><li>如发现套利、对冲等不当行为，${t.brand}有权取消返水并冻结相关款项。</li><li>${t.brand}保留本活动的最终解释权。</li></ul>`,
  }),
  'zh-HK': (t) => ({
    title: 'VIP 每日回贈 無上限',
    summary: '每日有效投注按 VIP 等級比例回贈，無需申請',
    rules: `<h2>活動內容</h2>
<p>在${t.brand}的每一筆有效投注都計入回贈。每日（北京時間）結算前一日的有效投注，按您當時的 VIP 等級比例計算回贈，等級越高比例越高。</p>
<h2>如何領取</h2>
<ol><li>本活動無需申請，符合條件即自動計算。</li><li>回贈可在「會員中心 → 領取記錄」查看與領取，每日一次。</li><li>回贈需完成 1 倍流水後方可提款。</li></ol>
<h2>注意事項</h2>
<ul><li>有效投注以已結算注單為準，取消、無效及和局注單不計入。</li><li>同一賬戶、同一裝置或同一 IP 僅限一個賬戶參與。</li><li>如發現套利、對沖等不當行為，${t.brand}有權取消回贈並凍結相關款項。</li><li>${t.brand}保留本活動的最終解釋權。</li></ul>`,
  }),
  en: (t) => ({
    title: 'Daily VIP rebate, no limit',
    summary: 'A share of every day’s valid bets back, by VIP level; no application needed',
    rules: `<h2>What you get</h2>
<p>Every valid bet at ${t.brand} counts. Each day (Beijing time) the previous day’s valid bets are totalled and a rebate is worked out at the rate of your VIP level: the higher the level, the higher the rate.</p>
<h2>How to claim</h2>
<ol><li>No application is needed; eligible bets are counted automatically.</li><li>See and claim the rebate under Member centre → Reward records, once a day.</li><li>Bet the rebate once before withdrawing it.</li></ol>
<h2>Please note</h2>
<ul><li>Only settled bets count; cancelled, void and drawn bets do not.</li><li>One account per person, device and IP address.</li><li>${t.brand} may cancel rebates and hold funds where arbitrage, hedging or other abuse is found.</li><li>${t.brand} has the final say on this activity.</li></ul>`,
  }),
};

export const WELCOME_TEXTS: Texts = {
  'zh-CN': (t) => ({
    title: `新人见面礼 ${t.bonus} 即申即送`,
    summary: `活动期间存款满 ${t.min}，申请即送 ${t.bonus}`,
    rules: `<h2>活动内容</h2>
<p>欢迎加入${t.brand}！活动期间累计存款满 <strong>${t.min}</strong>，即可申请新人见面礼 <strong>${t.bonus}</strong>，申请成功后彩金立即到账中心钱包。</p>
<h2>申请方式</h2>
<ol><li>登录后完成存款（以到账时间为准）。</li><li>在本页点击「立即申请」，系统自动审核并派发。</li></ol>
<h2>注意事项</h2>
<ul><li>每位会员限申请一次。</li><li>彩金需完成 <strong>${t.welcomeMultiple} 倍</strong>流水后方可提现。</li><li>同一姓名、手机号、银行卡、设备或 IP 仅限一个账户参与。</li><li>${t.brand}保留本活动的最终解释权。</li></ul>`,
  }),
  'zh-HK': (t) => ({
    title: `新人見面禮 ${t.bonus} 即申即送`,
    summary: `活動期間存款滿 ${t.min}，申請即送 ${t.bonus}`,
    rules: `<h2>活動內容</h2>
<p>歡迎加入${t.brand}！活動期間累計存款滿 <strong>${t.min}</strong>，即可申請新人見面禮 <strong>${t.bonus}</strong>，申請成功後彩金即時到賬中心錢包。</p>
<h2>申請方式</h2>
<ol><li>登入後完成存款（以到賬時間為準）。</li><li>在本頁點擊「立即申請」，系統自動審核並派發。</li></ol>
<h2>注意事項</h2>
<ul><li>每位會員限申請一次。</li><li>彩金需完成 <strong>${t.welcomeMultiple} 倍</strong>流水後方可提款。</li><li>同一姓名、手機號碼、銀行卡、裝置或 IP 僅限一個賬戶參與。</li><li>${t.brand}保留本活動的最終解釋權。</li></ul>`,
  }),
  en: (t) => ({
    title: `Welcome gift: ${t.bonus} on request`,
    summary: `Deposit ${t.min} during the activity and apply for ${t.bonus}`,
    rules: `<h2>What you get</h2>
<p>Welcome to ${t.brand}! Deposit at least <strong>${t.min}</strong> in total during the activity and apply for a welcome gift of <strong>${t.bonus}</strong>. It reaches your central wallet as soon as you apply.</p>
<h2>How to apply</h2>
<ol><li>Sign in and make a deposit (it counts once it has arrived).</li><li>Tap “Apply now” on this page: the check and the payment are automatic.</li></ol>
<h2>Please note</h2>
<ul><li>One application per member.</li><li>Bet the gift <strong>${t.welcomeMultiple} times</strong> before withdrawing it.</li><li>One account per name, phone number, bank card, device and IP address.</li><li>${t.brand} has the final say on this activity.</li></ul>`,
  }),
};

export const MATCH_TEXTS: Texts = {
  'zh-CN': (t) => ({
    title: `存款加赠 ${t.rate} 最高 ${t.cap}`,
    summary: `活动期间存款享 ${t.rate} 加赠，人工审核后派发`,
    rules: `<h2>活动内容</h2>
<p>活动期间累计存款满 <strong>${t.min}</strong> 即可申请，按活动期间已到账存款总额的 <strong>${t.rate}</strong> 加赠彩金，最高 <strong>${t.cap}</strong>。</p>
<table><thead><tr><th>期间存款</th><th>加赠彩金</th></tr></thead><tbody><tr><td>${t.min}</td><td>${t.minMatch}</td></tr><tr><td>更多</td><td>按比例计算，最高 ${t.cap}</td></tr></tbody></table>
<h2>申请方式</h2>
<ol><li>完成存款后在本页点击「立即申请」。</li><li>客服将在 24 小时内审核，彩金按审核时活动期间的存款总额计算。</li><li>审核结果可在本页及「领取记录」查看。</li></ol>
<h2>注意事项</h2>
<ul><li>每位会员限申请一次。</li><li>彩金需完成 <strong>${t.matchMultiple} 倍</strong>流水后方可提现。</li><li>${t.brand}保留本活动的最终解释权。</li></ul>`,
  }),
  'zh-HK': (t) => ({
    title: `存款加贈 ${t.rate} 最高 ${t.cap}`,
    summary: `活動期間存款享 ${t.rate} 加贈，人工審核後派發`,
    rules: `<h2>活動內容</h2>
<p>活動期間累計存款滿 <strong>${t.min}</strong> 即可申請，按活動期間已到賬存款總額的 <strong>${t.rate}</strong> 加贈彩金，最高 <strong>${t.cap}</strong>。</p>
<table><thead><tr><th>期間存款</th><th>加贈彩金</th></tr></thead><tbody><tr><td>${t.min}</td><td>${t.minMatch}</td></tr><tr><td>更多</td><td>按比例計算，最高 ${t.cap}</td></tr></tbody></table>
<h2>申請方式</h2>
<ol><li>完成存款後在本頁點擊「立即申請」。</li><li>客服將在 24 小時內審核，彩金按審核時活動期間的存款總額計算。</li><li>審核結果可在本頁及「領取記錄」查看。</li></ol>
<h2>注意事項</h2>
<ul><li>每位會員限申請一次。</li><li>彩金需完成 <strong>${t.matchMultiple} 倍</strong>流水後方可提款。</li><li>${t.brand}保留本活動的最終解釋權。</li></ul>`,
  }),
  en: (t) => ({
    title: `${t.rate} deposit match, up to ${t.cap}`,
    summary: `${t.rate} on top of your deposits during the activity, after review`,
    rules: `<h2>What you get</h2>
<p>Deposit at least <strong>${t.min}</strong> in total during the activity and apply: you receive <strong>${t.rate}</strong> of the deposits that have arrived during the activity, up to <strong>${t.cap}</strong>.</p>
<table><thead><tr><th>Deposits in the period</th><th>Bonus</th></tr></thead><tbody><tr><td>${t.min}</td><td>${t.minMatch}</td></tr><tr><td>More</td><td>Pro rata, up to ${t.cap}</td></tr></tbody></table>
<h2>How to apply</h2>
<ol><li>Make your deposits, then tap “Apply now” on this page.</li><li>Our team reviews it within 24 hours; the bonus is worked out from your deposits in the period at that time.</li><li>Follow the result on this page and under Reward records.</li></ol>
<h2>Please note</h2>
<ul><li>One application per member.</li><li>Bet the bonus <strong>${t.matchMultiple} times</strong> before withdrawing it.</li><li>${t.brand} has the final say on this activity.</li></ul>`,
  }),
};

export const POPUP_TEXTS: Record<Lang, (t: SeedTerms) => { title: string; body: string }> = {
  'zh-CN': (t) => ({
    title: '新人专享福利',
    body: `<p>存款满 ${t.min} 即可申请 <strong>${t.bonus}</strong> 见面礼，再享存款 ${t.rate} 加赠，最高 ${t.cap}。</p>`,
  }),
  'zh-HK': (t) => ({
    title: '新人專享福利',
    body: `<p>存款滿 ${t.min} 即可申請 <strong>${t.bonus}</strong> 見面禮，再享存款 ${t.rate} 加贈，最高 ${t.cap}。</p>`,
  }),
  en: (t) => ({
    title: 'Welcome offers',
    body: `<p>Deposit ${t.min} and apply for a <strong>${t.bonus}</strong> welcome gift, plus a ${t.rate} deposit match up to ${t.cap}.</p>`,
  }),
};
