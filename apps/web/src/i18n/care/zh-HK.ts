import type { CareResources } from './zh-CN.ts';

export const zhHKCare: CareResources = {
  duration: {
    hoursMinutes: '{{hours}} 小時 {{minutes}} 分鐘',
    minutes: '{{minutes}} 分鐘',
  },
  reality: {
    title: '遊戲時間提示',
    elapsed: '您已登入 {{time}}',
    staked: '登入以來投注',
    net: '登入以來輸贏',
    note: '理性娛樂，量力而為。如需休息，可隨時登出。',
    continue: '繼續',
    logout: '登出',
    history: '查看記錄',
  },
  end: {
    title: '在線時長提示',
    message: '您已達到今日在線時長限制，請明天再來',
    confirm: '我知道了',
  },
  lastLogin: {
    label: '上次登入：{{when}}',
    first: '首次登入',
  },
  statement: {
    intro: '近 12 個月的資金與投注概覽，按北京時間曆月統計',
    month: '月份',
    deposits: '存款',
    withdrawals: '提款',
    stakes: '投注',
    payouts: '派彩',
    bonuses: '紅利',
    net: '淨輸贏',
    netHint: '淨輸贏 = 派彩 + 紅利 − 投注',
    total: '近 12 個月合計',
    export: '匯出 CSV',
    exported: '報表已匯出',
    empty: '暫無報表資料',
    fileName: '月結單',
  },
};
