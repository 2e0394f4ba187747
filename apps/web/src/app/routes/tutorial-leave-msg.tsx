export { LeaveMessage as Component } from '../../features/feedback/components/leave-message.tsx';
