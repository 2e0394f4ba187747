export { ActivityList as Component } from '../../features/promotions/components/activity-list.tsx';
