import type { Resources } from './zh-CN.ts';

export const zhHK: Resources = {
  common: {
    backHome: '返回首頁',
    back: '返回',
    loading: '載入中…',
    ok: '知道了',
    retry: '重試',
    language: '語言',
    copy: '複製',
    copyLabel: '複製{{label}}',
    copied: '複製成功',
    copyFailed: '複製失敗',
  },
  nav: {
    home: '首頁',
    customer: '客服',
    mainMenu: '主選單',
  },
  home: {
    notice: '歡迎來到{{site}}！請理性投注，未滿18歲禁止參與。',
    noticeLabel: '公告',
    categories: '遊戲分類',
    emptyGames: '遊戲即將上線，敬請期待',
    loadFailed: '遊戲列表載入失敗',
    maintenance: '維護中',
    banners: {
      welcome: { title: '歡迎來到{{site}}', subtitle: '體育 · 真人 · 電子，一站暢玩' },
      responsible: {
        title: '理性投注 快樂遊戲',
        subtitle: '未滿18歲禁止參與，可隨時設定存款限額與冷靜期',
      },
      secure: { title: '資金安全 有據可查', subtitle: '每一筆資金往來均有完整記錄' },
    },
  },
  customer: {
    title: '線上客服',
    desc: '7×24小時為您服務',
    open: '聯絡線上客服',
    whatsapp: '透過 WhatsApp 聯絡我們',
    unavailable: '暫未開通線上客服，請稍後再試',
  },
  header: {
    login: '登入',
    register: '註冊',
    myAccount: '我的賬戶',
    accountMenu: '賬戶選單：{{name}}',
    personalInfo: '個人資料',
    settings: '安全設定',
    cards: '提款賬戶',
    deposit: '存款',
    withdraw: '提款',
    assets: '我的資產',
    transactions: '交易記錄',
    balance: '餘額',
    refreshBalance: '刷新餘額',
    logout: '登出',
  },
  entry: {
    welcome: '歡迎來到{{site}}',
    adultOnly: '本站僅限年滿18歲的用戶使用',
    tabs: '登入或註冊',
  },
  notFound: {
    title: '頁面不存在',
    desc: '您訪問的頁面不存在或已被移除',
  },
  error: {
    title: 'Unexpected Application Error!',
    desc: '頁面出現了問題，請返回首頁後重試',
  },
  pwa: {
    offlineReady: '網站已可離線使用',
  },
  hijack: {
    title: '安全提示',
  },
  footer: {
    responsible: '理性投注 · 未滿18歲禁止參與',
    licence: '本平台由持牌營運商營運，請遵守當地法律法規',
    adult: '18+',
  },
};
