export { StatementPage as Component } from '../../features/statement/components/statement-page.tsx';
