export { MessageInbox as Component } from '../../features/messages/components/message-inbox.tsx';
