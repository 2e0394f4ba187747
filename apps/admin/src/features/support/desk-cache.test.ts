import { describe, expect, it } from 'vitest';
import {
  applyMessage,
  applyRead,
  mergeMessages,
  orderQueue,
  patchQueue,
  readInQueue,
  shortTime,
} from './desk-cache.ts';
import type { DeskDetail, DeskMessage, DeskThread } from './support-api.ts';

const thread = (id: number, over: Partial<DeskThread> = {}): DeskThread => ({
  id,
  siteCode: 'pgdz',
  account: `member${id}`,
  visitor: false,
  state: 'open',
  unread: 0,
  last: { author: 'operator', body: 'hi', images: 0, event: null },
  lastMessageAt: `2026-03-01T10:0${id}:00.000Z`,
  createdAt: '2026-03-01T09:00:00.000Z',
  closedAt: null,
  ...over,
});

const message = (id: number, over: Partial<DeskMessage> = {}): DeskMessage => ({
  id,
  threadId: 1,
  author: 'customer',
  event: null,
  body: `m${id}`,
  images: [],
  createdAt: `2026-03-01T10:00:${String(id).padStart(2, '0')}.000Z`,
  read: false,
  operator: null,
  ...over,
});

const page = (list: DeskThread[]) => ({ list, total: list.length, page: 1, size: 20 });

describe('the desk’s cache', () => {
  it('puts unread threads first, then those waiting for an answer, newest first in each', () => {
    const answered = thread(5);
    const waiting = thread(2, { last: { author: 'customer', body: '?', images: 0, event: null } });
    const unreadOld = thread(1, { unread: 2 });
    const unreadNew = thread(3, { unread: 1 });
    expect(orderQueue([answered, waiting, unreadOld, unreadNew]).map((t) => t.id)).toEqual([
      3, 1, 2, 5,
    ]);
  });

  it('patches a thread of the page from the stream, and asks for a re-read of one it lacks', () => {
    const event = {
      thread: { id: 2, siteCode: 'pgdz', account: 'member2', visitor: false, unread: 3 },
      message: message(9, { threadId: 2, body: 'x'.repeat(100), images: ['/a', '/b'] }),
    };
    const patched = patchQueue(page([thread(1), thread(2)]), event)!;
    expect(patched.list[1]).toMatchObject({
      unread: 3,
      lastMessageAt: event.message.createdAt,
      last: { author: 'customer', body: 'x'.repeat(80), images: 2, event: null },
    });
    expect(patchQueue(page([thread(1)]), event)).toBeUndefined();
  });

  it('closes the thread on a `closed` notice', () => {
    const closing = message(4, { author: 'system', event: 'closed', body: '' });
    const event = {
      thread: { id: 1, siteCode: 'pgdz', account: 'member1', visitor: false, unread: 0 },
      message: closing,
    };
    expect(patchQueue(page([thread(1)]), event)!.list[0]).toMatchObject({
      state: 'closed',
      closedAt: closing.createdAt,
    });
    const detail: DeskDetail = { thread: thread(1), list: [message(1)], hasMore: false };
    expect(applyMessage(detail, event).thread.state).toBe('closed');
  });

  it('merges messages by id, oldest first, whichever way they came', () => {
    const detail: DeskDetail = { thread: thread(1), list: [message(2), message(3)], hasMore: true };
    const merged = mergeMessages(detail, [message(3, { read: true }), message(1)], false);
    expect(merged.list.map((m) => [m.id, m.read])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(merged.hasMore).toBe(false);
  });

  it('marks the other side’s messages read up to the mark', () => {
    const detail: DeskDetail = {
      thread: thread(1, { unread: 2 }),
      list: [
        message(1),
        message(2, { author: 'operator' }),
        message(3, { author: 'operator' }),
        message(4),
      ],
      hasMore: false,
    };
    const seenByCustomer = applyRead(detail, { threadId: 1, upTo: 2, by: 'customer' });
    expect(seenByCustomer.list.map((m) => m.read)).toEqual([false, true, false, false]);
    expect(seenByCustomer.thread.unread).toBe(2);
    const seenByOperator = applyRead(detail, { threadId: 1, upTo: 4, by: 'operator' });
    expect(seenByOperator.list.map((m) => m.read)).toEqual([true, false, false, true]);
    expect(seenByOperator.thread.unread).toBe(0);
    expect(applyRead(detail, { threadId: 9, upTo: 4, by: 'operator' })).toBe(detail);
    expect(
      readInQueue(page([thread(1, { unread: 2 })]), { threadId: 1, upTo: 4, by: 'operator' })
        .list[0]!.unread,
    ).toBe(0);
  });

  it('shows today’s times by the clock and older ones with their date (Beijing time)', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(shortTime('2026-03-01T10:05:00.000Z', now)).toBe('18:05');
    expect(shortTime('2026-02-27T10:05:00.000Z', now)).toBe('02-27 18:05');
  });
});
