import type { MaintenanceResources } from './zh-CN.ts';

export const enMaintenance: MaintenanceResources = {
  page: {
    title: 'Under maintenance',
    lead: 'We are improving the site. Deposits, withdrawals, transfers and bets are paused until we are back. Your funds are safe.',
    messageLabel: 'Maintenance notice',
    endsAt: 'Expected end (Beijing time)',
    remaining: 'Time left',
    days: '{{days}} d {{time}}',
    ending: 'Back in a moment…',
    service: 'Customer service',
    autoReturn: 'This page returns to normal by itself when maintenance ends; no need to reload.',
  },
  notice: {
    scheduled:
      'Maintenance from {{start}} to {{end}} (Beijing time): deposits, withdrawals, transfers and bets will be paused',
    inForce:
      'Under maintenance until about {{end}} Beijing time: deposits, withdrawals, transfers and bets are paused',
    dismiss: 'Dismiss the maintenance notice',
  },
};
