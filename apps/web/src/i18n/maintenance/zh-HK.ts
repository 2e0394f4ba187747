import type { MaintenanceResources } from './zh-CN.ts';

export const zhHKMaintenance: MaintenanceResources = {
  page: {
    title: '系統維護中',
    lead: '為了給您更好的體驗，我們正在進行系統維護，期間暫停存款、提款、轉賬和投注。您的資金安全無虞。',
    messageLabel: '維護公告',
    endsAt: '預計結束（北京時間）',
    remaining: '剩餘時間',
    days: '{{days}} 天 {{time}}',
    ending: '即將恢復，請稍候…',
    service: '聯絡客服',
    autoReturn: '維護結束後本頁將自動恢復，無需重新整理。',
  },
  notice: {
    scheduled: '系統將於 {{start}} 至 {{end}}（北京時間）維護，屆時暫停存款、提款、轉賬和投注',
    inForce: '系統維護中，預計北京時間 {{end}} 結束，暫停存款、提款、轉賬和投注',
    dismiss: '關閉維護通知',
  },
};
