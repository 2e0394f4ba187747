import { describe, expect, it } from 'vitest';
import type { SupportMessage } from '@kirin/contract';
import { applyRead, EMPTY_CONVERSATION, mergeMessages, newestUnread } from './conversation.ts';

const at = '2026-11-20T02:00:00.000Z';
const m = (id: number, fields: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  threadId: 1,
  author: 'customer',
  event: null,
  body: `#${id}`,
  images: [],
  createdAt: at,
  read: false,
  ...fields,
});

describe('mergeMessages', () => {
  it('keeps each message once, in id order, and opens the thread of the newest', () => {
    const one = mergeMessages(EMPTY_CONVERSATION, [m(2), m(1)]);
    const two = mergeMessages(one, [m(2, { read: true }), m(3, { author: 'operator' })]);
    expect(two.list.map((x) => [x.id, x.read])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(two.thread).toEqual({ id: 1, state: 'open', createdAt: at });
    expect(two.unread).toBe(1);
  });

  it('closes the thread on its closed event; a message of a new thread opens that one', () => {
    const closed = mergeMessages(EMPTY_CONVERSATION, [
      m(1),
      m(2, { author: 'system', event: 'closed' }),
    ]);
    expect(closed.thread?.state).toBe('closed');
    const next = mergeMessages(closed, [m(3, { threadId: 2 })]);
    expect(next.thread).toMatchObject({ id: 2, state: 'open' });
  });

  it('takes older pages with their own hasMore', () => {
    const shown = { ...mergeMessages(EMPTY_CONVERSATION, [m(5)]), hasMore: true };
    expect(mergeMessages(shown, [m(4)], false)).toMatchObject({ hasMore: false });
  });
});

describe('applyRead', () => {
  const conversation = mergeMessages(EMPTY_CONVERSATION, [
    m(1, { threadId: 1 }),
    m(2, { threadId: 2 }),
    m(3, { threadId: 2, author: 'operator' }),
    m(4, { threadId: 2 }),
  ]);

  it('an operator’s mark reads the customer’s messages of that thread up to it', () => {
    const read = applyRead(conversation, { threadId: 2, upTo: 3, by: 'operator' });
    expect(read.list.map((x) => x.read)).toEqual([false, true, false, false]);
  });

  it('the customer’s mark reads the operators’ messages, and the unread count follows', () => {
    expect(newestUnread(conversation)).toBe(3);
    const read = applyRead(conversation, { threadId: 2, upTo: 3, by: 'customer' });
    expect(read.unread).toBe(0);
    expect(newestUnread(read)).toBeUndefined();
    expect(applyRead(read, { threadId: 2, upTo: 3, by: 'customer' })).toBe(read);
  });
});
