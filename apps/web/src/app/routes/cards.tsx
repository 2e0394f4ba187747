export { CardsOverview as Component } from '../../features/withdraw-accounts/components/cards-overview.tsx';
