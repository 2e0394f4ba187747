import type { SeedPage } from './seed-page.ts';

// zh-HK (Traditional Chinese, Hong Kong usage): the help centre, the technical pages, contact and
// the sponsor page.

export const zhHKSite: SeedPage[] = [
  {
    slug: 'help/center',
    title: '幫助中心',
    body: `<p>歡迎來到{{brand}}幫助中心。以下是會員最常問的問題及簡短解答，按連結可查看完整教學。如問題仍未解決，請隨時聯絡<a href="/app/customer">線上客服</a>。</p>
<h2>賬戶與安全</h2>
<p><strong>忘記登入密碼怎麼辦？</strong>在登入頁按「忘記密碼」，透過已綁定的手機號碼或電郵接收驗證碼後即可重設。</p>
<p><strong>連續輸錯密碼被鎖定？</strong>為防止他人猜測密碼，連續多次輸錯後賬戶會暫時鎖定，請待鎖定時間結束後再試，或透過「忘記密碼」重設。</p>
<!--if:wpassword--><p><strong>提款密碼是甚麼？</strong>提款密碼與登入密碼不同，用於新增提款賬戶及提交提款。請在「安全設定」中設定，切勿告訴任何人。</p><!--/if:wpassword-->
<h2>存款</h2>
<p><strong>支援哪些存款方式？</strong>{{depositMethods}}。各方式的限額及開放時間以存款頁面顯示為準。詳見<a href="/tutorial/deposit">存款教學</a>。</p>
<p><strong>應該付多少錢？</strong>與訂單金額完全一致，不能多亦不能少，付款才能與訂單對上。USDT 指的是實際到賬的數量，交易所的手續費需另外計算。</p>
<!--if:bank--><p><strong>銀行轉賬為何要填附言？</strong>每張訂單都有一個由 6 個字元組成的轉賬附言，轉賬時填寫在附言（備註）欄，財務才能準確核對您的訂單。</p><!--/if:bank-->
<h2>提款</h2>
<p><strong>為何暫時不能提款？</strong>常見原因是流水（有效投注）未達要求，或當日次數、額度已用完。提款頁面會顯示尚需完成的流水。詳見<a href="/tutorial/withdraw">提款教學</a>。</p>
<p><strong>提款多久到賬？</strong>提交後金額會先被凍結，財務審核通過後即安排出款；如被拒絕，凍結的金額會全數退回中心錢包。</p>
<h2>轉賬與錢包</h2>
<p><strong>為何進入遊戲後餘額是 0？</strong>資金在中心錢包，需要先轉入相應的場館錢包，或開啟「自動轉賬」。詳見<a href="/tutorial/transfer">轉賬教學</a>。體育投注無需轉賬，直接使用中心錢包。</p>
<p><strong>轉賬顯示「轉賬中」？</strong>場館暫未確認，系統會自動與場館核對，資金最終會到賬或退回，不會遺失。</p>
<h2>投注與遊戲</h2>
<ul>
<li><a href="/tutorial/bettingIntroduction">投注入門</a>：賠率、注單、單關與過關</li>
<li><a href="/tutorial/sportRules">體育規則</a>：結算、作廢、提前結算、讓球與大細球</li>
<li><a href="/tutorial/example">投注實例</a>：一張過關注單的完整計算</li>
<li><a href="/tutorial/betStrategy">理性投注</a>：資金管理與暫停賬戶</li>
<li><a href="/tutorial/games">遊戲分類</a>及<a href="/tutorial/games/answer">遊戲常見問題</a></li>
</ul>
<h2>虛擬貨幣</h2>
<ul>
<li><a href="/tutorial/knowVirtualCurrency">認識 USDT</a>：TRC20 與 ERC20，為何網絡不能選錯</li>
<li><a href="/tutorial/protocolDifference">協議比較</a>：TRC20、ERC20、BEP20 一覽</li>
<li><a href="/tutorial/knowExchange">兌換須知</a>：虛擬貨幣與法定貨幣如何兌換及其風險</li>
</ul>
<h2>技術支援</h2>
<p>網頁打不開、無法安裝到主畫面或遊戲載入緩慢，請參閱<a href="/tutorial/tech">裝置與瀏覽器要求</a>及<a href="/tutorial/techDetail">常見技術問題</a>。</p>
<h2>聯絡我們</h2>
<p>客服全日 24 小時在線，聯絡方式見<a href="/tutorial/contact">聯絡我們</a>。</p>`,
  },
  {
    slug: 'tutorial/tech',
    title: '裝置與瀏覽器要求',
    body: `<p>{{brand}}是一個網頁應用程式，毋須下載安裝檔，用手機或電腦的瀏覽器即可使用，亦可「安裝」到主畫面，像 App 一樣開啟。</p>
<h2>建議環境</h2>
<table>
<thead><tr><th scope="col">裝置</th><th scope="col">系統</th><th scope="col">瀏覽器</th></tr></thead>
<tbody>
<tr><td>iPhone / iPad</td><td>iOS 15 或以上</td><td>Safari（建議）、Chrome</td></tr>
<tr><td>Android 手機</td><td>Android 8 或以上</td><td>Chrome（建議）、Edge、系統內置瀏覽器最新版</td></tr>
<tr><td>電腦</td><td>Windows 10 / macOS 11 或以上</td><td>Chrome、Edge、Safari、Firefox 最新版</td></tr>
</tbody>
</table>
<p>請將瀏覽器保持在最新版本，並允許 JavaScript 及網站資料（Cookie 與本機儲存）。部分「慳數據」或「極速」模式會改寫網頁，令頁面顯示異常，遇到問題時請關閉後再試。</p>
<h2>網絡</h2>
<p>瀏覽網頁、投注及遊戲在 4G 網絡下都能流暢使用，沒有需要播放的視像。開啟體育頁面時，滾球賠率及比分會即時更新；切換網絡（例如離開 Wi-Fi 範圍）時會自動重新連線，並補回中斷期間的變化。</p>
<h2>安裝到主畫面（PWA）</h2>
<ul>
<li><strong>iPhone（Safari）</strong>：開啟網站，按底部的「分享」按鈕，選擇「加至主畫面」。</li>
<li><strong>Android（Chrome）</strong>：開啟網站，按右上角選單，選擇「安裝應用程式」或「加到主畫面」。</li>
<li><strong>電腦（Chrome / Edge）</strong>：按網址列右方的安裝圖示，或在選單中選擇「安裝{{brand}}」。</li>
</ul>
<p>安裝後從主畫面圖示開啟即可，沒有網址列，顯示空間更大。網站更新後會自動載入新版本，毋須重新安裝。離線時可以開啟網站框架，但餘額、投注等資料需要連線才能顯示。</p>
<h2>無痕模式</h2>
<p>在無痕（私密）視窗中，關閉視窗後登入狀態及語言設定都會清除，這是正常現象。</p>`,
  },
  {
    slug: 'tutorial/techDetail',
    title: '常見技術問題',
    body: `<h2>網頁打不開或一直載入</h2>
<ol>
<li>下拉重新整理或重新開啟網頁。</li>
<li>切換網絡（Wi-Fi 與流動數據互換）後再試。</li>
<li>關閉可能攔截指令碼的廣告封鎖外掛程式、代理伺服器或 VPN。</li>
<li>檢查手機的日期和時間是否設為「自動」：時間不準確會導致安全連線失敗。</li>
<li>清除本網站的快取後重新開啟（在瀏覽器設定的「網站資料」中操作）。</li>
</ol>
<h2>遊戲視窗打不開</h2>
<p>部分遊戲會在新視窗開啟。如瀏覽器封鎖了彈出視窗，頁面會出現「開啟遊戲」按鈕，按下即可；亦可在瀏覽器設定中允許本網站的彈出視窗。</p>
<h2>經常要求重新登入</h2>
<p>為保障賬戶安全，長時間沒有操作或登入時間過長後會自動登出，需要重新登入。在無痕視窗中關閉網頁亦會登出。</p>
<h2>我們如何保護您的資料</h2>
<ul>
<li>全站使用 HTTPS 加密傳輸。</li>
<li>您的密碼在瀏覽器中加密後才傳送，伺服器只保存無法還原的密碼摘要，任何職員都看不到您的密碼。</li>
<li>連續輸錯密碼會暫時鎖定，防止他人反覆猜測。</li>
<li>驗證碼只會傳送到您已綁定的手機或電郵。客服不會向您索取密碼或驗證碼。</li>
</ul>
<h2>聯絡客服時請提供</h2>
<p>賬號、問題發生的時間、所用裝置及瀏覽器版本、相關訂單號碼，以及頁面截圖。這些資料有助我們盡快找出問題。</p>`,
  },
  {
    slug: 'tutorial/contact',
    title: '聯絡我們',
    body: `<p>{{brand}}客服團隊全年無休、24 小時在線，為您解答賬戶、存款、提款、遊戲及優惠等各類問題。</p>
<h2>聯絡方式</h2>
<ul>
<!--if:chat--><li><strong>線上客服</strong>：按選單中的「客服」，即可與客服即時對話，最為快捷。您可隨時留言，對話會被保存，客服的回覆會直接顯示在對話中。</li><!--/if:chat--><!--if:whatsapp--><li><strong>WhatsApp</strong>：按選單中的「客服」，再按 WhatsApp 連結，即可與我們對話，最為快捷。</li><!--/if:whatsapp-->
<li><strong>意見反饋</strong>：在<a href="/tutorial/leaveMsg">留言反饋</a>中描述問題並附上截圖，客服回覆後可在「我的反饋」中查看。</li>
<li><strong>站內信</strong>：優惠、維護等重要通知會傳送到您的站內信，請留意未讀提示。</li>
</ul>
<h2>更快解決問題</h2>
<p>請說明您的賬號、問題發生的時間及經過，涉及存款或提款的請提供訂單號碼；截圖能讓我們更快找出原因。</p>
<h2>提防詐騙</h2>
<p>請只透過網站內的客服入口聯絡我們。{{brand}}的職員<strong>不會</strong>向您索取任何密碼或驗證碼，亦不會要求您轉賬到私人賬戶。如有人以客服名義提出這些要求，請立即停止操作，並透過網站內的客服入口核實。</p>`,
  },
  {
    slug: 'sponsor',
    title: '{{brand}}贊助計劃',
    body: `<p>{{brand}}相信體育的力量：它讓人們走在一起，也讓堅持與努力被看見。我們的贊助計劃把資源投放到基層體育、青少年訓練及社區賽事，與合作夥伴一同推廣健康、公平、負責任的體育精神。</p>
<h2>我們支持甚麼</h2>
<ul>
<li><strong>社區及業餘賽事</strong>：為業餘聯賽及慈善賽事提供場地、裝備及獎品支援。</li>
<li><strong>青訓與教練培訓</strong>：資助青少年訓練營及教練進修，協助年輕球員接受有系統的訓練。</li>
<li><strong>電子競技</strong>：支持大專院校及社區電競比賽，提倡公平競技，反對作弊及造假賽。</li>
<li><strong>球迷活動</strong>：為我們贊助的球隊及賽事的球迷舉辦睇波派對。</li>
</ul>
<h2>我們的原則</h2>
<ul>
<li>所有贊助項目均遵守當地法律法規，不會向未成年人作任何博彩推廣。</li>
<li>堅守賽事誠信：合作方必須遵守反假賽規定，我們會配合相關機構的調查。</li>
<li>提倡理性娛樂，在贊助活動中宣傳<a href="/tutorial/betStrategy">負責任投注</a>。</li>
</ul>
<h2>會員福利</h2>
<p>圍繞贊助賽事推出的會員活動（如有）會列在<a href="/activity/list">優惠活動</a>頁面，並以站內信通知。</p>
<h2>合作洽談</h2>
<p>如您代表體育會、賽事或社區組織，希望與{{brand}}合作，請透過<a href="/app/customer">線上客服</a>留下機構名稱、項目簡介及聯絡方式，我們的合作團隊會盡快與您聯絡。</p>`,
  },
];
