import type { SupportResources } from './zh-CN.ts';

export const zhHKSupport: SupportResources = {
  title: '線上客服',
  subtitle: '7×24 小時為您服務',
  status: { live: '客服在線', connecting: '連線中…', down: '連線中斷，正在重新連線…' },
  empty: {
    title: '您好，有什麼可以幫您？',
    desc: '客服全天在線，發送訊息後我們會盡快回覆您。',
  },
  quick: {
    label: '常見問題',
    deposit: '存款還沒到賬',
    withdraw: '提款進度查詢',
    account: '賬戶與登入問題',
  },
  author: { operator: '客服', me: '我' },
  read: '已讀',
  unread: '未讀',
  closed: '本次會話已結束。如有新問題，直接發送訊息即可開始新的會話。',
  earlier: '查看更早的訊息',
  loadError: '訊息載入失敗',
  input: {
    label: '輸入訊息',
    placeholder: '請輸入您的問題…',
    count: '{{count}} / {{max}}',
    tooLong: '訊息不能超過 {{max}} 個字，請分幾條發送',
    send: '發送',
  },
  image: {
    add: '發送圖片',
    alt: '圖片 {{n}}',
    open: '查看圖片 {{n}}',
    uploading: '圖片發送中…',
    tooBig: '圖片不能超過 {{size}}MB',
    notImage: '僅支援 PNG、JPG、GIF、WebP 格式的圖片',
    needLogin: '登入後才能發送圖片',
  },
  visitor: { hint: '未登入也可以直接諮詢', login: '登入' },
  // The brand's outside customer service (a link, or WhatsApp), where there is no chat of ours.
  outside: {
    title: '線上客服',
    desc: '7×24小時為您服務',
    open: '聯絡線上客服',
    whatsapp: '透過 WhatsApp 聯絡我們',
    unavailable: '暫未開通線上客服，請稍後再試',
    newWindow: '在新視窗中開啟',
    inPage: '在本頁開啟客服',
  },
};
