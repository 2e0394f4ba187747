import './messages.css';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { MarketingToggle } from './marketing-toggle.tsx';
import { MessageList } from './message-list.tsx';
import { MessageTable } from './message-table.tsx';

/**
 * `/user/message`: the member's messages, a list on phones and a table on desktop, and whether
 * marketing messages are wanted.
 */
export function MessageInbox() {
  return (
    <>
      {useLayoutKind() === 'mobile' ? <MessageList /> : <MessageTable />}
      <MarketingToggle />
    </>
  );
}
