import type { SeedPage } from './seed-page.ts';

// zh-CN: the help centre, the technical pages, contact and the sponsor page.

export const zhCNSite: SeedPage[] = [
  {
    slug: 'help/center',
    title: '帮助中心',
    body: `<p>欢迎来到{{brand}}帮助中心。下面是会员最常问到的问题和简短回答，点击链接可查看完整教程。仍未解决的问题，请随时联系<a href="/app/customer">在线客服</a>。</p>
<h2>账户与安全</h2>
<p><strong>忘记登录密码怎么办？</strong>在登录页点击“忘记密码”，通过绑定的手机号或邮箱接收验证码后即可重设。</p>
<p><strong>连续输错密码被锁定了？</strong>为防止他人猜测密码，连续多次输错后账户会被暂时锁定，等待锁定时间结束后再试，或通过“忘记密码”重设。</p>
<!--if:wpassword--><p><strong>提现密码是什么？</strong>提现密码与登录密码不同，用于添加提现账户和提交提现。请在“安全设置”中设置，切勿告诉任何人。</p><!--/if:wpassword-->
<h2>充值</h2>
<p><strong>支持哪些充值方式？</strong>{{depositMethods}}。各方式的限额和开放时间以充值页面显示为准。详见<a href="/tutorial/deposit">充值教程</a>。</p>
<p><strong>应该付多少钱？</strong>与订单金额完全一致，不能多也不能少，这样付款才能和订单对上。USDT 指的是实际到账的数量，交易所的手续费需另外算上。</p>
<!--if:bank--><p><strong>银行转账为什么要填附言？</strong>每笔订单都有一个由 6 个字符组成的转账附言，转账时填写在附言（备注）栏里，财务才能准确核对到您的订单。</p><!--/if:bank-->
<h2>提现</h2>
<p><strong>为什么暂时不能提现？</strong>常见原因是流水（有效投注）未达到要求，或当日次数、额度已用完。提现页面会显示还需完成的流水。详见<a href="/tutorial/withdraw">提现教程</a>。</p>
<p><strong>提现多久到账？</strong>提交后金额会先被冻结，财务审核通过后即安排出款；如被拒绝，冻结的金额会全额退回中心钱包。</p>
<h2>转账与钱包</h2>
<p><strong>为什么进入游戏后余额是 0？</strong>资金在中心钱包，需要先转入对应场馆钱包，或开启“自动转账”。详见<a href="/tutorial/transfer">转账教程</a>。体育投注不需要转账，直接使用中心钱包。</p>
<p><strong>转账显示“转账中”？</strong>场馆暂未确认，系统会自动与场馆核对，资金要么到账、要么退回，不会丢失。</p>
<h2>投注与游戏</h2>
<ul>
<li><a href="/tutorial/bettingIntroduction">投注入门</a>：赔率、注单、单关与串关</li>
<li><a href="/tutorial/sportRules">体育规则</a>：结算、作废、提前结算、让球与大小球</li>
<li><a href="/tutorial/example">投注实例</a>：一张串关注单的完整计算</li>
<li><a href="/tutorial/betStrategy">理性投注</a>：资金管理与暂停账户</li>
<li><a href="/tutorial/games">游戏分类</a>与<a href="/tutorial/games/answer">游戏常见问题</a></li>
</ul>
<h2>虚拟货币</h2>
<ul>
<li><a href="/tutorial/knowVirtualCurrency">认识 USDT</a>：TRC20 与 ERC20，为什么网络不能选错</li>
<li><a href="/tutorial/protocolDifference">协议对比</a>：TRC20、ERC20、BEP20 一览</li>
<li><a href="/tutorial/knowExchange">兑换须知</a>：虚拟货币与法币如何兑换及其风险</li>
</ul>
<h2>技术支持</h2>
<p>页面打不开、无法安装到桌面或游戏加载缓慢，请参阅<a href="/tutorial/tech">设备与浏览器要求</a>和<a href="/tutorial/techDetail">常见技术问题</a>。</p>
<h2>联系我们</h2>
<p>客服全天 24 小时在线，联系方式见<a href="/tutorial/contact">联系我们</a>。</p>`,
  },
  {
    slug: 'tutorial/tech',
    title: '设备与浏览器要求',
    body: `<p>{{brand}}是一个网页应用，不需要下载安装包，用手机或电脑的浏览器即可使用，也可以“安装”到桌面，像 App 一样打开。</p>
<h2>推荐环境</h2>
<table>
<thead><tr><th scope="col">设备</th><th scope="col">系统</th><th scope="col">浏览器</th></tr></thead>
<tbody>
<tr><td>iPhone / iPad</td><td>iOS 15 或更高</td><td>Safari（推荐）、Chrome</td></tr>
<tr><td>安卓手机</td><td>Android 8 或更高</td><td>Chrome（推荐）、Edge、系统自带浏览器最新版</td></tr>
<tr><td>电脑</td><td>Windows 10 / macOS 11 或更高</td><td>Chrome、Edge、Safari、Firefox 最新版</td></tr>
</tbody>
</table>
<p>请保持浏览器为最新版本，并允许 JavaScript 和网站数据（Cookie 与本地存储）。部分“省流量”或“极速”模式会改写网页，导致页面显示异常，遇到问题时请关闭后重试。</p>
<h2>网络</h2>
<p>浏览页面、投注和游戏在 4G 网络下都能流畅使用，没有需要播放的视频。打开体育页面时，滚球赔率和比分会实时更新；网络切换（例如离开 Wi-Fi 范围）时会自动重连，并补上中断期间的变化。</p>
<h2>安装到桌面（PWA）</h2>
<ul>
<li><strong>iPhone（Safari）</strong>：打开网站，点击底部“分享”按钮，选择“添加到主屏幕”。</li>
<li><strong>安卓（Chrome）</strong>：打开网站，点击右上角菜单，选择“安装应用”或“添加到主屏幕”。</li>
<li><strong>电脑（Chrome / Edge）</strong>：点击地址栏右侧的安装图标，或在菜单中选择“安装{{brand}}”。</li>
</ul>
<p>安装后从桌面图标打开即可，没有地址栏，显示空间更大。网站更新后会自动加载新版本，无需重新安装。离线时可以打开网站框架，但余额、投注等数据需要联网才能显示。</p>
<h2>无痕模式</h2>
<p>在无痕（隐私）窗口中，关闭窗口后登录状态和语言设置都会清除，这是正常现象。</p>`,
  },
  {
    slug: 'tutorial/techDetail',
    title: '常见技术问题',
    body: `<h2>页面打不开或一直加载</h2>
<ol>
<li>下拉刷新或重新打开页面。</li>
<li>切换网络（Wi-Fi 与移动数据互换）后再试。</li>
<li>关闭可能拦截脚本的广告屏蔽插件、代理或 VPN。</li>
<li>检查手机的日期和时间是否设为“自动”：时间不准会导致安全连接失败。</li>
<li>清除本网站的缓存后重新打开（在浏览器设置的“网站数据”中操作）。</li>
</ol>
<h2>游戏窗口打不开</h2>
<p>部分游戏会在新窗口打开。如果浏览器拦截了弹出窗口，页面会出现“打开游戏”按钮，点击即可；也可以在浏览器设置中允许本站弹出窗口。</p>
<h2>经常被要求重新登录</h2>
<p>为保护账户安全，长时间没有操作或登录时间过长后会自动退出，需要重新登录。在无痕窗口中关闭页面也会退出。</p>
<h2>我们如何保护您的数据</h2>
<ul>
<li>全站使用 HTTPS 加密传输。</li>
<li>您的密码在浏览器中加密后才发送，服务器只保存无法还原的密码摘要，任何工作人员都看不到您的密码。</li>
<li>连续输错密码会暂时锁定，防止他人反复猜测。</li>
<li>验证码只会发送到您绑定的手机或邮箱。客服不会向您索要密码或验证码。</li>
</ul>
<h2>联系客服时请提供</h2>
<p>账号、发生问题的时间、所用设备与浏览器版本、相关订单号，以及页面截图。这些信息能帮助我们尽快定位问题。</p>`,
  },
  {
    slug: 'tutorial/contact',
    title: '联系我们',
    body: `<p>{{brand}}客服团队全年无休、24 小时在线，为您解答账户、充值、提现、游戏和活动等各类问题。</p>
<h2>联系方式</h2>
<ul>
<!--if:chat--><li><strong>在线客服</strong>：点击菜单中的“客服”，即可与客服实时对话，最快捷。您可以随时留言，对话会被保存，客服的回复会直接显示在对话中。</li><!--/if:chat--><!--if:whatsapp--><li><strong>WhatsApp</strong>：点击菜单中的“客服”，再点击 WhatsApp 链接，即可与我们对话，最快捷。</li><!--/if:whatsapp-->
<li><strong>意见反馈</strong>：在<a href="/tutorial/leaveMsg">留言反馈</a>中描述问题并附上截图，客服回复后可在“我的反馈”中查看。</li>
<li><strong>站内信</strong>：活动、维护等重要通知会发送到您的站内信，请留意未读提醒。</li>
</ul>
<h2>为了更快解决问题</h2>
<p>请说明您的账号、问题发生的时间和经过，涉及充值或提现的请提供订单号；截图能让我们更快找到原因。</p>
<h2>谨防诈骗</h2>
<p>请只通过网站内的客服入口联系我们。{{brand}}的工作人员<strong>不会</strong>向您索要任何密码或验证码，也不会要求您向私人账户转账。如果有人以客服名义这样要求，请立即停止操作，并通过网站内的客服入口核实。</p>`,
  },
  {
    slug: 'sponsor',
    title: '{{brand}}赞助计划',
    body: `<p>{{brand}}相信体育的力量：它让人们走到一起，也让坚持和努力被看见。我们的赞助计划把资源投入到基层体育、青少年训练和社区赛事中，与合作伙伴一起推广健康、公平、负责任的体育精神。</p>
<h2>我们支持什么</h2>
<ul>
<li><strong>社区与业余赛事</strong>：为业余联赛和公益赛事提供场地、装备和奖品支持。</li>
<li><strong>青训与教练培养</strong>：资助青少年训练营和教练进修，帮助年轻球员获得系统训练。</li>
<li><strong>电子竞技</strong>：支持高校和社区电竞比赛，倡导公平竞技，反对作弊和假赛。</li>
<li><strong>球迷活动</strong>：为我们赞助的球队和赛事的球迷举办观赛派对。</li>
</ul>
<h2>我们的原则</h2>
<ul>
<li>所有赞助项目都遵守当地法律法规，不面向未成年人进行任何博彩推广。</li>
<li>坚持赛事诚信：合作方必须遵守反假赛规定，我们配合相关机构的调查。</li>
<li>倡导理性娱乐，在赞助活动中宣传<a href="/tutorial/betStrategy">负责任投注</a>。</li>
</ul>
<h2>会员福利</h2>
<p>围绕赞助赛事推出的会员活动（如有）会列在<a href="/activity/list">优惠活动</a>页面，并通过站内信通知。</p>
<h2>合作洽谈</h2>
<p>如果您代表体育俱乐部、赛事或社区组织，希望与{{brand}}合作，请通过<a href="/app/customer">在线客服</a>留下机构名称、项目简介和联系方式，我们的合作团队会尽快与您联系。</p>`,
  },
];
