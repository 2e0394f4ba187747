import './messages.css';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { MessageList } from './message-list.tsx';
import { MessageTable } from './message-table.tsx';

/** `/user/message`: the member's messages, a list on phones and a table on desktop. */
export function MessageInbox() {
  return useLayoutKind() === 'mobile' ? <MessageList /> : <MessageTable />;
}
