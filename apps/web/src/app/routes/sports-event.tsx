export { EventDetail as Component } from '../../features/sports/components/event-detail.tsx';
