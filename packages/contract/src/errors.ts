import type { Lang } from './lang.ts';
import type { FieldReason } from './validation.ts';

type Localized = Readonly<Record<Lang, string>>;

/**
 * Refusal codes: the stable identifiers clients branch on. The Chinese text is what a member of
 * a Chinese-language site expects to read; the spec's section 8 catalogue wording is used where it
 * has an entry. `{name}` placeholders are filled by `messageFor`.
 */
export const ERROR_MESSAGES = {
  // Transport and generic refusals.
  VALIDATION: {
    'zh-CN': '提交的信息有误，请检查后重试',
    'zh-HK': '提交的資料有誤，請檢查後重試',
    en: 'Some of the information is not valid. Please check and try again.',
  },
  BAD_REQUEST: {
    'zh-CN': '请求格式有误，请刷新页面后重试',
    'zh-HK': '請求格式有誤，請刷新頁面後重試',
    en: 'The request could not be read. Please refresh the page and try again.',
  },
  NOT_FOUND: {
    'zh-CN': '您访问的内容不存在',
    'zh-HK': '您訪問的內容不存在',
    en: 'What you are looking for does not exist.',
  },
  UNAUTHENTICATED: {
    'zh-CN': '登录已失效，请重新登录',
    'zh-HK': '登入已失效，請重新登入',
    en: 'Your session has ended. Please log in again.',
  },
  FORBIDDEN: {
    'zh-CN': '您没有权限执行此操作',
    'zh-HK': '您沒有權限執行此操作',
    en: 'You are not allowed to do this.',
  },
  RATE_LIMITED: {
    'zh-CN': '操作过于频繁，请{seconds}秒后再试',
    'zh-HK': '操作過於頻繁，請{seconds}秒後再試',
    en: 'Too many attempts. Please try again in {seconds} seconds.',
  },
  PAYLOAD_TOO_LARGE: {
    'zh-CN': '提交的内容过大',
    'zh-HK': '提交的內容過大',
    en: 'What you sent is too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    'zh-CN': '不支持的提交格式',
    'zh-HK': '不支援的提交格式',
    en: 'This content type is not supported.',
  },
  INTERNAL: {
    'zh-CN': '系统繁忙，请稍后再试',
    'zh-HK': '系統繁忙，請稍後再試',
    en: 'The system is busy. Please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    'zh-CN': '系统维护中，请稍后再试',
    'zh-HK': '系統維護中，請稍後再試',
    en: 'We are under maintenance. Please try again later.',
  },
  IDEMPOTENCY_CONFLICT: {
    'zh-CN': '该请求编号已用于其他内容，请刷新后重新提交',
    'zh-HK': '該請求編號已用於其他內容，請刷新後重新提交',
    en: 'This request id was already used for a different request. Please refresh and submit again.',
  },
  // Spec section 8 catalogue.
  CODE_SEND_FAILED: {
    'zh-CN': '获取验证码失败',
    'zh-HK': '獲取驗證碼失敗',
    en: 'Failed to get the verification code.',
  },
  CODE_INVALID: {
    'zh-CN': '验证码错误',
    'zh-HK': '驗證碼錯誤',
    en: 'The verification code is incorrect.',
  },
  ACCOUNT_OR_PASSWORD: {
    'zh-CN': '账号或密码错误',
    'zh-HK': '賬號或密碼錯誤',
    en: 'Incorrect account or password.',
  },
  COPY_FAILED: {
    'zh-CN': '复制失败',
    'zh-HK': '複製失敗',
    en: 'Copy failed.',
  },
  TRY_AGAIN: {
    'zh-CN': '请重试',
    'zh-HK': '請重試',
    en: 'Please try again.',
  },
  DOMAIN_HIJACKED: {
    'zh-CN': '当前域名已被劫持，请使用4G或5G网络从原地址打开本页面',
    'zh-HK': '當前域名已被劫持，請使用4G或5G網絡從原地址打開本頁面',
    en: 'This domain has been hijacked. Please open the page from its original address using 4G or 5G.',
  },
  WITHDRAW_PASSWORD_NOT_SET: {
    'zh-CN': '您尚未设置提现密码，请先设置提现密码后再申请提现',
    'zh-HK': '您尚未設定提款密碼，請先設定提款密碼後再申請提款',
    en: 'You have not set a withdrawal password. Please set one before you withdraw.',
  },
  WITHDRAW_PASSWORD_NOT_SET_FOR_ACCOUNT: {
    'zh-CN': '您尚未设置提现密码，为保障资金安全，请先设置提现密码再绑定提现账户',
    'zh-HK': '您尚未設定提款密碼，為保障資金安全，請先設定提款密碼再綁定提款賬戶',
    en: 'You have not set a withdrawal password. To keep your funds safe, set one before adding a withdrawal account.',
  },
  // Accounts and operators.
  ACCOUNT_LOCKED: {
    'zh-CN': '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    'zh-HK': '登入失敗次數過多，賬號已鎖定，請{minutes}分鐘後再試',
    en: 'Too many failed log-ins. The account is locked; try again in {minutes} minutes.',
  },
  ACCOUNT_DISABLED: {
    'zh-CN': '账号已停用，请联系客服',
    'zh-HK': '賬號已停用，請聯絡客服',
    en: 'This account is disabled. Please contact customer service.',
  },
  SITE_REQUIRED: {
    'zh-CN': '您负责多个站点，请选择站点',
    'zh-HK': '您負責多個站點，請選擇站點',
    en: 'You work for several sites: choose one.',
  },
  TOTP_REQUIRED: {
    'zh-CN': '请输入身份验证器中的6位动态码',
    'zh-HK': '請輸入身份驗證器中的6位動態碼',
    en: 'Enter the 6-digit code from your authenticator app.',
  },
  TOTP_INVALID: {
    'zh-CN': '动态码错误或已使用，请输入身份验证器中的最新动态码',
    'zh-HK': '動態碼錯誤或已使用，請輸入身份驗證器中的最新動態碼',
    en: 'The code is wrong or was used already. Enter the newest code from your authenticator app.',
  },
  TOTP_ENROL_REQUIRED: {
    'zh-CN': '您的角色须启用二次验证，请先绑定身份验证器',
    'zh-HK': '您的角色須啟用二次驗證，請先綁定身份驗證器',
    en: 'Your role needs a second factor. Set up your authenticator app first.',
  },
  TOTP_ALREADY_ENABLED: {
    'zh-CN': '二次验证已启用；如需更换手机，请联系管理员重置',
    'zh-HK': '二次驗證已啟用；如需更換手機，請聯絡管理員重設',
    en: 'The second factor is already on. To move it to a new phone, ask an admin to reset it.',
  },
  TOTP_NOT_STARTED: {
    'zh-CN': '请先获取绑定密钥，再输入动态码',
    'zh-HK': '請先獲取綁定密鑰，再輸入動態碼',
    en: 'Start the set-up first, then enter a code.',
  },
  CAPTCHA_INVALID: {
    'zh-CN': '图形验证码错误',
    'zh-HK': '圖形驗證碼錯誤',
    en: 'The picture code is incorrect.',
  },
  ADULT_REQUIRED: {
    'zh-CN': '您须年满18周岁方可注册',
    'zh-HK': '您須年滿18歲方可註冊',
    en: 'You must be 18 or older to register.',
  },
  ACCOUNT_EXISTS: {
    'zh-CN': '该账号已被注册',
    'zh-HK': '該賬號已被註冊',
    en: 'This account name is already taken.',
  },
  PASSWORD_WRONG: {
    'zh-CN': '原密码错误',
    'zh-HK': '原密碼錯誤',
    en: 'The current password is incorrect.',
  },
  PASSWORD_UNCHANGED: {
    'zh-CN': '新密码不能与原密码相同',
    'zh-HK': '新密碼不能與原密碼相同',
    en: 'The new password must differ from the current one.',
  },
  WITHDRAW_PASSWORD_WRONG: {
    'zh-CN': '提现密码错误',
    'zh-HK': '提款密碼錯誤',
    en: 'The withdrawal password is incorrect.',
  },
  WITHDRAW_PASSWORD_LOCKED: {
    'zh-CN': '提现密码错误次数过多，请{minutes}分钟后再试',
    'zh-HK': '提款密碼錯誤次數過多，請{minutes}分鐘後再試',
    en: 'Too many wrong withdrawal passwords. Try again in {minutes} minutes.',
  },
  WITHDRAW_PASSWORD_ALREADY_SET: {
    'zh-CN': '您已设置提现密码，如需修改请使用修改功能',
    'zh-HK': '您已設定提款密碼，如需修改請使用修改功能',
    en: 'You already have a withdrawal password. Use "change" to replace it.',
  },
  WITHDRAW_PASSWORD_DISABLED: {
    'zh-CN': '本站未启用提现密码',
    'zh-HK': '本站未啟用提款密碼',
    en: 'Withdrawal passwords are not used on this site.',
  },
  PHONE_NOT_BOUND: {
    'zh-CN': '该账号未绑定手机号，请联系客服',
    'zh-HK': '該賬號未綁定手機號，請聯絡客服',
    en: 'No phone number is linked to this account. Please contact customer service.',
  },
  EMAIL_NOT_BOUND: {
    'zh-CN': '该账号未绑定邮箱，请联系客服',
    'zh-HK': '該賬號未綁定郵箱，請聯絡客服',
    en: 'No email address is linked to this account. Please contact customer service.',
  },
  REAL_NAME_REQUIRED: {
    'zh-CN': '请先填写真实姓名',
    'zh-HK': '請先填寫真實姓名',
    en: 'Please enter your real name first.',
  },
  REAL_NAME_LOCKED: {
    'zh-CN': '真实姓名已设置，如需修改请联系客服',
    'zh-HK': '真實姓名已設定，如需修改請聯絡客服',
    en: 'Your real name is already set. Contact customer service to change it.',
  },
  HOLDER_MISMATCH: {
    'zh-CN': '持卡人姓名须与您的真实姓名一致',
    'zh-HK': '持卡人姓名須與您的真實姓名一致',
    en: 'The holder name must match your real name.',
  },
  WITHDRAW_ACCOUNT_LIMIT: {
    'zh-CN': '此类提现账户最多可绑定{max}个',
    'zh-HK': '此類提款賬戶最多可綁定{max}個',
    en: 'You can link at most {max} accounts of this kind.',
  },
  WITHDRAW_ACCOUNT_EXISTS: {
    'zh-CN': '该提现账户已绑定',
    'zh-HK': '該提款賬戶已綁定',
    en: 'This withdrawal account is already linked.',
  },
  INSUFFICIENT_FUNDS: {
    'zh-CN': '余额不足',
    'zh-HK': '餘額不足',
    en: 'Insufficient balance.',
  },
  CHANNEL_CLOSED: {
    'zh-CN': '该充值通道当前不可用，请选择其他通道',
    'zh-HK': '該存款通道當前不可用，請選擇其他通道',
    en: 'This deposit channel is not available now; choose another.',
  },
  AMOUNT_BELOW_MIN: {
    'zh-CN': '金额不能低于{min}',
    'zh-HK': '金額不能低於{min}',
    en: 'The amount must be at least {min}.',
  },
  AMOUNT_ABOVE_MAX: {
    'zh-CN': '金额不能高于{max}',
    'zh-HK': '金額不能高於{max}',
    en: 'The amount must be at most {max}.',
  },
  DEPOSIT_OPEN_LIMIT: {
    'zh-CN': '您已有{max}笔待支付的充值订单，请先完成支付或等待处理',
    'zh-HK': '您已有{max}筆待支付的存款訂單，請先完成支付或等待處理',
    en: 'You already have {max} deposit orders waiting for payment. Pay them or wait for them to be handled first.',
  },
  WITHDRAW_DAILY_LIMIT: {
    'zh-CN': '超出今日提现额度，今日还可提现{left}',
    'zh-HK': '超出今日提款額度，今日還可提款{left}',
    en: 'This exceeds today’s withdrawal limit; {left} is left for today.',
  },
  WITHDRAW_COUNT_LIMIT: {
    'zh-CN': '今日提现次数已用完（每日{max}次）',
    'zh-HK': '今日提款次數已用完（每日{max}次）',
    en: 'You have used all of today’s withdrawals ({max} a day).',
  },
  TURNOVER_NOT_MET: {
    'zh-CN': '还需完成流水{remaining}才可提现',
    'zh-HK': '還需完成流水{remaining}才可提款',
    en: 'Bet {remaining} more before you can withdraw.',
  },
  ORDER_NOT_PENDING: {
    'zh-CN': '该订单已处理',
    'zh-HK': '該訂單已處理',
    en: 'This order has already been handled.',
  },
  APPROVAL_SELF: {
    'zh-CN': '大额操作须由另一位操作员审批或执行',
    'zh-HK': '大額操作須由另一位操作員審批或執行',
    en: 'A large amount needs a second operator: the one who approves cannot also request or pay it.',
  },
  APPROVAL_REQUIRED: {
    'zh-CN': '该笔大额提现须先由另一位操作员审批',
    'zh-HK': '該筆大額提款須先由另一位操作員審批',
    en: 'This large withdrawal must first be approved by another operator.',
  },
  APPROVAL_NOT_NEEDED: {
    'zh-CN': '该笔提现无需审批，可直接出款',
    'zh-HK': '該筆提款無需審批，可直接出款',
    en: 'This withdrawal needs no approval; it can be paid directly.',
  },
  // Responsible gambling (API.md): limits the member set, time-outs, self-exclusion.
  LIMIT_REACHED: {
    'zh-CN': '已达到您设置的{limit}（{amount}），本期剩余{remaining}，将于北京时间{resetsAt}重置',
    'zh-HK': '已達到您設定的{limit}（{amount}），本期剩餘{remaining}，將於北京時間{resetsAt}重置',
    en: 'This would exceed your {limit} ({amount}). {remaining} is left for this period, which resets at {resetsAt} Beijing time.',
  },
  TIMED_OUT: {
    'zh-CN': '您正处于暂停期，至北京时间{until}结束，期间只能提款和查看记录',
    'zh-HK': '您正處於暫停期，至北京時間{until}結束，期間只能提款和查看記錄',
    en: 'You are taking a time-out until {until} Beijing time. Until then you can only withdraw and read your records.',
  },
  SELF_EXCLUDED: {
    'zh-CN': '您已申请自我禁止，期间只能提款和查看记录',
    'zh-HK': '您已申請自我禁止，期間只能提款和查看記錄',
    en: 'You have excluded yourself. While it lasts you can only withdraw and read your records.',
  },
  LIMIT_NOT_CONFIRMABLE: {
    'zh-CN': '该限额的调整尚不能确认，请在冷静期结束后再试',
    'zh-HK': '該限額的調整尚不能確認，請在冷靜期結束後再試',
    en: 'This limit change cannot be confirmed yet. Please try again after the 24-hour cooling-off.',
  },
  RESTRICTION_NOT_SHORTER: {
    'zh-CN': '暂停或自我禁止生效期间不能缩短，只能延长',
    'zh-HK': '暫停或自我禁止生效期間不能縮短，只能延長',
    en: 'A time-out or self-exclusion in force cannot be shortened, only extended.',
  },
  SESSION_LIMIT_REACHED: {
    'zh-CN': '您已达到今日的在线时长限制，请于北京时间{until}后再登录',
    'zh-HK': '您已達到今日的在線時長限制，請於北京時間{until}後再登入',
    en: "You have reached today's session time limit. You can log in again after {until} Beijing time.",
  },
  MAINTENANCE: {
    'zh-CN': '系统维护中，暂停存款、取款、转账和投注，预计北京时间{until}结束',
    'zh-HK': '系統維護中，暫停存款、提款、轉賬和投注，預計北京時間{until}結束',
    en: 'We are under maintenance: deposits, withdrawals, transfers and bets are paused until about {until} Beijing time.',
  },
  APPLICATION_DECIDED: {
    'zh-CN': '该申请已处理',
    'zh-HK': '該申請已處理',
    en: 'This application has already been answered.',
  },
  AGENT_APPLICATION_PENDING: {
    'zh-CN': '您的代理申请正在审核中，我们会尽快与您联系',
    'zh-HK': '您的代理申請正在審核中，我們會盡快與您聯繫',
    en: 'Your agent application is being reviewed. We will contact you soon.',
  },
  // Games and venues.
  VENUE_MAINTENANCE: {
    'zh-CN': '该场馆维护中，请稍后再试',
    'zh-HK': '該場館維護中，請稍後再試',
    en: 'This venue is under maintenance. Please try again later.',
  },
  VENUE_UNAVAILABLE: {
    'zh-CN': '场馆暂时无法连接，请稍后再试，您的资金安全无虞',
    'zh-HK': '場館暫時無法連接，請稍後再試，您的資金安全無虞',
    en: 'The venue cannot be reached right now. Please try again later; your funds are safe.',
  },
  TRANSFER_IN_PROGRESS: {
    'zh-CN': '该场馆有一笔转账正在确认中，请稍后再试',
    'zh-HK': '該場館有一筆轉賬正在確認中，請稍後再試',
    en: 'A transfer with this venue is still being confirmed. Please try again shortly.',
  },
  TRANSFER_PAIR: {
    'zh-CN': '请在中心钱包与场馆钱包之间转账',
    'zh-HK': '請在中心錢包與場館錢包之間轉賬',
    en: 'Transfers go between the central wallet and a venue wallet.',
  },
  // Feedback and uploads.
  UPLOAD_NOT_IMAGE: {
    'zh-CN': '仅支持上传 PNG、JPG、GIF、WebP 格式的图片',
    'zh-HK': '僅支援上傳 PNG、JPG、GIF、WebP 格式的圖片',
    en: 'Only PNG, JPG, GIF and WebP images can be uploaded.',
  },
  FEEDBACK_CLOSED: {
    'zh-CN': '该反馈已关闭，如有新问题请重新提交',
    'zh-HK': '該反饋已關閉，如有新問題請重新提交',
    en: 'This feedback is closed. Please submit a new one for a new question.',
  },
  // Customer-service chat.
  SUPPORT_MESSAGE_TOO_LONG: {
    'zh-CN': '消息不能超过{max}个字，请分几条发送',
    'zh-HK': '訊息不能超過{max}個字，請分幾條發送',
    en: 'A message can be at most {max} characters. Please split it into several messages.',
  },
  SUPPORT_TOO_FAST: {
    'zh-CN': '发送太频繁了，请{seconds}秒后再发',
    'zh-HK': '發送太頻繁了，請{seconds}秒後再發',
    en: 'You are sending messages too quickly. Please wait {seconds} seconds.',
  },
  SUPPORT_IMAGES_NEED_LOGIN: {
    'zh-CN': '登录后才能发送图片',
    'zh-HK': '登入後才能發送圖片',
    en: 'Log in to send images.',
  },
  SUPPORT_THREAD_CLOSED: {
    'zh-CN': '该会话已结束，不能再回复',
    'zh-HK': '該會話已結束，不能再回覆',
    en: 'This conversation has ended and takes no more replies.',
  },
  SUPPORT_CHAT_OFF: {
    'zh-CN': '本站未开通在线客服对话，请通过客服链接联系我们',
    'zh-HK': '本站未開通線上客服對話，請透過客服連結聯絡我們',
    en: 'This site has no live chat. Please contact us through the customer-service link.',
  },
  // Activities (promotions).
  PROMO_NOT_APPLICABLE: {
    'zh-CN': '该活动无需申请，符合条件即可参与',
    'zh-HK': '該活動無需申請，符合條件即可參與',
    en: 'This activity takes no applications; eligible members take part automatically.',
  },
  PROMO_ENDED: {
    'zh-CN': '该活动已结束，感谢您的关注',
    'zh-HK': '該活動已結束，感謝您的關注',
    en: 'This activity has ended. Thank you for your interest.',
  },
  PROMO_ALREADY_APPLIED: {
    'zh-CN': '您已申请过该活动，请勿重复申请',
    'zh-HK': '您已申請過該活動，請勿重複申請',
    en: 'You have already applied for this activity.',
  },
  PROMO_MIN_DEPOSIT: {
    'zh-CN': '活动期间累计存款满{min}方可申请',
    'zh-HK': '活動期間累計存款滿{min}方可申請',
    en: 'Deposit at least {min} in total during the activity to apply.',
  },
  PROMO_NO_DEPOSIT: {
    'zh-CN': '活动期间暂无到账存款，请先存款再申请',
    'zh-HK': '活動期間暫無到賬存款，請先存款再申請',
    en: 'No deposit has arrived during the activity yet. Please deposit first, then apply.',
  },
  PROMO_APPLICATION_DECIDED: {
    'zh-CN': '该申请已处理',
    'zh-HK': '該申請已處理',
    en: 'This application has already been decided.',
  },
  // VIP and rewards.
  REWARD_NOTHING_TO_CLAIM: {
    'zh-CN': '暂无可领取的奖励',
    'zh-HK': '暫無可領取的獎勵',
    en: 'There is nothing to claim.',
  },
  REWARD_NOT_ELIGIBLE: {
    'zh-CN': '您暂不符合领取条件',
    'zh-HK': '您暫不符合領取條件',
    en: 'You are not eligible for this reward.',
  },
  BIRTHDAY_ALREADY_SET: {
    'zh-CN': '生日已设置，如需修改请联系客服',
    'zh-HK': '生日已設定，如需修改請聯絡客服',
    en: 'Your birthday is already set. Contact customer service to change it.',
  },
  BIRTHDAY_UNDERAGE: {
    'zh-CN': '您须年满18周岁',
    'zh-HK': '您須年滿18歲',
    en: 'You must be 18 or older.',
  },
  // Agent commission.
  AGENT_PERIOD_OPEN: {
    'zh-CN': '该周期尚未结束，暂不能结算',
    'zh-HK': '該週期尚未結束，暫不能結算',
    en: 'This period has not ended yet, so it cannot be settled.',
  },
  AGENT_SCHEME_MISSING: {
    'zh-CN': '该站点未启用代理佣金方案',
    'zh-HK': '該站點未啟用代理佣金方案',
    en: 'This site has no agent commission scheme switched on.',
  },
  ODDS_CHANGED: {
    'zh-CN': '赔率已变化，请确认新的赔率后再投注',
    'zh-HK': '賠率已變動，請確認新賠率後再投注',
    en: 'The odds have changed. Check the new odds and bet again.',
  },
  MARKET_SUSPENDED: {
    'zh-CN': '该盘口暂停投注',
    'zh-HK': '該盤口暫停投注',
    en: 'This market is not taking bets now.',
  },
  STAKE_LIMIT: {
    'zh-CN': '投注金额须在{min}至{max}之间',
    'zh-HK': '投注金額須在{min}至{max}之間',
    en: 'The stake must be between {min} and {max}.',
  },
  PARLAY_SAME_EVENT: {
    'zh-CN': '串关的每一注须来自不同的赛事',
    'zh-HK': '過關的每一注須來自不同的賽事',
    en: 'Each selection of a parlay must come from a different match.',
  },
  CASHOUT_UNAVAILABLE: {
    'zh-CN': '该注单暂不能提前结算',
    'zh-HK': '該注單暫不能提前結算',
    en: 'This bet cannot be cashed out now.',
  },
  QUOTE_EXPIRED: {
    'zh-CN': '提前结算报价已过期，请重新获取',
    'zh-HK': '提前結算報價已過期，請重新獲取',
    en: 'The cash-out offer has expired. Ask for a new one.',
  },
  RATE_QUOTE_EXPIRED: {
    'zh-CN': '汇率报价已过期，请按新报价确认',
    'zh-HK': '匯率報價已過期，請按新報價確認',
    en: 'The exchange quote has expired. Confirm at the new quote.',
  },
  COIN_UNAVAILABLE: {
    'zh-CN': '本站暂未开放该网络的虚拟币兑换',
    'zh-HK': '本站暫未開放該網絡的虛擬幣兌換',
    en: 'This site does not exchange virtual coins on that network now.',
  },
  RATE_QUOTE_MISMATCH: {
    'zh-CN': '报价与本次金额或网络不符，请重新获取报价',
    'zh-HK': '報價與本次金額或網絡不符，請重新獲取報價',
    en: 'The quote does not match this amount or network. Ask for a new quote.',
  },
} as const satisfies Record<string, Localized>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** Spec section 8 success messages, shown as toasts by the member site. */
export const SUCCESS_MESSAGES = {
  MODIFIED: { 'zh-CN': '修改成功', 'zh-HK': '修改成功', en: 'Changed successfully.' },
  BOUND: { 'zh-CN': '绑定成功', 'zh-HK': '綁定成功', en: 'Linked successfully.' },
  COPIED: { 'zh-CN': '复制成功', 'zh-HK': '複製成功', en: 'Copied.' },
  SUBMITTED: { 'zh-CN': '提交成功', 'zh-HK': '提交成功', en: 'Submitted successfully.' },
  PASSWORD_CHANGED: {
    'zh-CN': '密码修改成功',
    'zh-HK': '密碼修改成功',
    en: 'Password changed successfully.',
  },
  CODE_SENT_PHONE: {
    'zh-CN': '验证码已发送至您的手机',
    'zh-HK': '驗證碼已發送至您的手機',
    en: 'A verification code has been sent to your phone.',
  },
  CODE_SENT_EMAIL: {
    'zh-CN': '验证码已发送至您的邮箱',
    'zh-HK': '驗證碼已發送至您的郵箱',
    en: 'A verification code has been sent to your email.',
  },
  // A forgotten password's code: the answer names no address, as it may be no account's.
  CODE_SENT_IF_BOUND_PHONE: {
    'zh-CN': '如该账号已绑定手机，验证码已发送至绑定的手机',
    'zh-HK': '如該帳號已綁定手機，驗證碼已發送至綁定的手機',
    en: 'If the account has a phone bound, a code has been sent to it.',
  },
  CODE_SENT_IF_BOUND_EMAIL: {
    'zh-CN': '如该账号已绑定邮箱，验证码已发送至绑定的邮箱',
    'zh-HK': '如該帳號已綁定郵箱，驗證碼已發送至綁定的郵箱',
    en: 'If the account has an email bound, a code has been sent to it.',
  },
} as const satisfies Record<string, Localized>;

export type SuccessKey = keyof typeof SUCCESS_MESSAGES;

/** Reasons attached to single fields of a VALIDATION refusal (`data.fields`). */
export const FIELD_REASON_MESSAGES = {
  required: { 'zh-CN': '此项为必填项', 'zh-HK': '此項為必填項', en: 'This field is required.' },
  invalid_format: { 'zh-CN': '格式不正确', 'zh-HK': '格式不正確', en: 'The format is not valid.' },
  too_short: { 'zh-CN': '长度过短', 'zh-HK': '長度過短', en: 'Too short.' },
  too_long: { 'zh-CN': '长度过长', 'zh-HK': '長度過長', en: 'Too long.' },
  too_small: { 'zh-CN': '数值过小', 'zh-HK': '數值過小', en: 'The value is too small.' },
  too_large: { 'zh-CN': '数值过大', 'zh-HK': '數值過大', en: 'The value is too large.' },
  too_many_decimals: {
    'zh-CN': '小数位数过多',
    'zh-HK': '小數位數過多',
    en: 'Too many decimal places.',
  },
  invalid_type: { 'zh-CN': '类型不正确', 'zh-HK': '類型不正確', en: 'The type is not valid.' },
  invalid_value: { 'zh-CN': '取值无效', 'zh-HK': '取值無效', en: 'The value is not allowed.' },
  too_weak: {
    'zh-CN': '密码须同时包含字母和数字',
    'zh-HK': '密碼須同時包含字母和數字',
    en: 'Use both letters and digits.',
  },
  mismatch: {
    'zh-CN': '两次输入不一致',
    'zh-HK': '兩次輸入不一致',
    en: 'The entries do not match.',
  },
} as const satisfies Record<FieldReason, Localized>;

export type MessageParams = Readonly<Record<string, string | number>>;

function fill(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function messageFor(code: ErrorCode, lang: Lang, params?: MessageParams): string {
  return fill(ERROR_MESSAGES[code][lang], params);
}

export function successMessage(key: SuccessKey, lang: Lang): string {
  return SUCCESS_MESSAGES[key][lang];
}

export function fieldReasonMessage(reason: FieldReason, lang: Lang): string {
  return FIELD_REASON_MESSAGES[reason][lang];
}
