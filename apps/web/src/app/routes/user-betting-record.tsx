export { BetRecords as Component } from '../../features/records/components/bet-records.tsx';
