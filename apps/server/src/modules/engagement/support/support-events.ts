import type { DbOrTx } from '../../../db/client.ts';
import type { DeskMessage, SupportEvent, ThreadOwner } from './support-hub.ts';
import { queueRow, type ThreadRow } from './support.repository.ts';

export function threadOwner(thread: ThreadRow): ThreadOwner {
  return { siteCode: thread.siteCode, memberId: thread.memberId, visitorId: thread.visitorId };
}

/**
 * Tells every stream about a new message, once its transaction is committed: the customer's, and
 * the operators' with the thread as their queue now shows it (account, unread count).
 */
export async function announceMessage(
  db: DbOrTx,
  publish: (event: SupportEvent) => void,
  thread: ThreadRow,
  message: DeskMessage,
): Promise<void> {
  const row = await queueRow(db, thread.id);
  publish({
    type: 'message',
    owner: threadOwner(row?.thread ?? thread),
    thread: { id: thread.id, account: row?.account ?? null, unread: row?.unread ?? 0 },
    message,
  });
}
