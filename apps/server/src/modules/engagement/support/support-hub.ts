import type { SupportMessage, SupportReadEvent } from '@kirin/contract';
import type { Send } from '../../../lib/event-stream.ts';

/** A message as operators see it: who of them wrote it. */
export type DeskMessage = SupportMessage & { operator: string | null };

/** Who a thread belongs to, as events carry it: enough to find the streams that want it. */
export type ThreadOwner = { siteCode: string; memberId: number | null; visitorId: string | null };

/** What happened in a thread, as every node delivers it to its open streams. */
export type SupportEvent =
  | {
      type: 'message';
      owner: ThreadOwner;
      /** The thread as the operators' queue shows it once the message is in. */
      thread: { id: number; account: string | null; unread: number };
      message: DeskMessage;
    }
  | { type: 'read'; owner: ThreadOwner; read: SupportReadEvent };

/** Sends one Server-Sent Event (`event` name, JSON `data`) down an open stream. */
export type { Send };

/** The stream key of a customer: a member wherever they are, a visitor per site. */
export function customerKey(owner: ThreadOwner): string {
  return owner.memberId !== null
    ? `m:${owner.memberId}`
    : `v:${owner.siteCode}:${owner.visitorId ?? ''}`;
}

/**
 * The open streams of this node and what each one wants: a customer's stream gets their own
 * threads' events (never an operator's name), an operator's every thread of their site filter.
 * A visitor thread adopted by a member goes to the member's streams only: a browser signed out
 * since must not keep reading it.
 */
export class SupportHub {
  private readonly customers = new Map<string, Set<Send>>();
  private readonly desks = new Set<{ siteCode: string | undefined; send: Send }>();

  watchCustomer(key: string, send: Send): () => void {
    let set = this.customers.get(key);
    if (!set) {
      set = new Set();
      this.customers.set(key, set);
    }
    set.add(send);
    return () => {
      set.delete(send);
      if (set.size === 0 && this.customers.get(key) === set) this.customers.delete(key);
    };
  }

  watchDesk(siteCode: string | undefined, send: Send): () => void {
    const entry = { siteCode, send };
    this.desks.add(entry);
    return () => this.desks.delete(entry);
  }

  /** Open streams on this node, for tests and logs. */
  get size(): number {
    let n = this.desks.size;
    for (const set of this.customers.values()) n += set.size;
    return n;
  }

  deliver(event: SupportEvent): void {
    const customers = this.customers.get(customerKey(event.owner));
    const desks = [...this.desks].filter(
      (desk) => desk.siteCode === undefined || desk.siteCode === event.owner.siteCode,
    );
    if (event.type === 'message') {
      const { operator: _operator, ...message } = event.message;
      for (const send of customers ?? []) send('message', message);
      const thread = {
        ...event.thread,
        siteCode: event.owner.siteCode,
        visitor: event.owner.memberId === null,
      };
      for (const desk of desks) desk.send('message', { thread, message: event.message });
    } else {
      for (const send of customers ?? []) send('read', event.read);
      for (const desk of desks) desk.send('read', event.read);
    }
  }
}
