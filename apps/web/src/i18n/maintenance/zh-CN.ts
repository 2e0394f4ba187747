// Texts of site-wide maintenance (the page shown on every route while it is in force, the notice
// ahead of a scheduled one), loaded with them under the top-level key `maintenance`.
import type { Widen } from '../zh-CN.ts';

export const zhCNMaintenance = {
  page: {
    title: '系统维护中',
    lead: '为了给您更好的体验，我们正在进行系统维护，期间暂停存款、取款、转账和投注。您的资金安全无虞。',
    messageLabel: '维护公告',
    endsAt: '预计结束（北京时间）',
    remaining: '剩余时间',
    days: '{{days}} 天 {{time}}',
    ending: '即将恢复，请稍候…',
    service: '联系客服',
    autoReturn: '维护结束后本页将自动恢复，无需刷新。',
  },
  notice: {
    scheduled: '系统将于 {{start}} 至 {{end}}（北京时间）维护，届时暂停存款、取款、转账和投注',
    inForce: '系统维护中，预计北京时间 {{end}} 结束，暂停存款、取款、转账和投注',
    dismiss: '关闭维护通知',
  },
};

export type MaintenanceResources = Widen<typeof zhCNMaintenance>;
