export { TransactionRecords as Component } from '../../features/records/components/transaction-records.tsx';
