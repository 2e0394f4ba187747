import {
  SUPPORT_SYSTEM_EVENTS,
  type SupportMessage,
  type SupportSystemEvent,
  type SupportThreadInfo,
} from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import type { UploadService } from '../feedback/upload.service.ts';
import type { DeskMessage } from './support-hub.ts';
import type { SupportImageService } from './support-image.service.ts';
import { operatorNames, type MessageWithMarks, type ThreadRow } from './support.repository.ts';

const eventOf = (value: string | null): SupportSystemEvent | null =>
  (SUPPORT_SYSTEM_EVENTS as readonly string[]).includes(value ?? '')
    ? (value as SupportSystemEvent)
    : null;

export function threadInfo(thread: ThreadRow): SupportThreadInfo {
  return { id: thread.id, state: thread.state, createdAt: thread.createdAt.toISOString() };
}

/**
 * Messages as both sides read them: images as signed URLs (a customer's from their uploads, an
 * operator's from this module's images), `read` from the thread's marks, and for operators the
 * name of the operator who wrote each reply.
 */
export class MessageViews {
  constructor(
    private readonly db: DbOrTx,
    private readonly uploads: UploadService,
    private readonly images: SupportImageService,
  ) {}

  async desk(rows: readonly MessageWithMarks[]): Promise<DeskMessage[]> {
    const customerImages = rows.filter((r) => r.authorKind === 'customer').flatMap((r) => r.images);
    const operatorRows = rows.filter((r) => r.authorKind === 'operator');
    const [memberUrls, operatorUrls, names] = await Promise.all([
      this.uploads.urlsOf(customerImages),
      this.images.urlsOf(operatorRows.flatMap((r) => r.images)),
      operatorNames(this.db, [...new Set(operatorRows.flatMap((r) => r.authorId ?? []))]),
    ]);
    return rows.map((row) => {
      const urls = row.authorKind === 'customer' ? memberUrls : operatorUrls;
      const read =
        row.authorKind === 'customer'
          ? row.id <= row.operatorReadId
          : row.authorKind === 'operator'
            ? row.id <= row.customerReadId
            : true;
      return {
        id: row.id,
        threadId: row.threadId,
        author: row.authorKind,
        event: row.authorKind === 'system' ? eventOf(row.event) : null,
        body: row.body,
        images: row.images.flatMap((id) => urls.get(id) ?? []),
        createdAt: row.createdAt.toISOString(),
        read,
        operator:
          row.authorKind === 'operator' && row.authorId !== null
            ? (names.get(row.authorId) ?? null)
            : null,
      };
    });
  }

  /** The customer's view: the same, without which operator wrote what. */
  async customer(rows: readonly MessageWithMarks[]): Promise<SupportMessage[]> {
    return (await this.desk(rows)).map(({ operator: _operator, ...message }) => message);
  }
}
