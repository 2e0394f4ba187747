import { useLayoutEffect, useRef } from 'react';
import { Button, Image, Space } from 'antd';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import { shortTime } from './desk-cache.ts';
import type { DeskMessage } from './support-api.ts';

/** Near enough to the bottom that a new message should scroll into view. */
const FOLLOW_PX = 120;

function Bubble({ message, customer }: { message: DeskMessage; customer: string }) {
  const { texts } = useLanguage();
  const t = texts.support;
  if (message.author === 'system') {
    return (
      <li className="support-system">
        {message.event === 'closed' ? t.systemClosed : message.body} ·{' '}
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
      </li>
    );
  }
  const mine = message.author === 'operator';
  const who = mine
    ? message.operator
      ? fill(t.you, { name: message.operator })
      : t.operator
    : customer;
  return (
    <li className={`support-message ${mine ? 'is-operator' : 'is-customer'}`}>
      <div className="support-message-meta">
        <span>{who}</span>
        <time dateTime={message.createdAt} title={formatTime(message.createdAt)}>
          {shortTime(message.createdAt)}
        </time>
        {mine && (
          <span className={message.read ? 'is-read' : ''}>{message.read ? t.read : t.unread}</span>
        )}
      </div>
      <div className="support-bubble">
        {message.body !== '' && <div className="support-text">{message.body}</div>}
        {message.images.length > 0 && (
          <Image.PreviewGroup>
            <Space wrap size={6}>
              {message.images.map((src, index) => (
                <Image
                  key={src}
                  src={src}
                  width={120}
                  height={120}
                  className="support-image"
                  alt={fill(t.picture, { n: index + 1 })}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </div>
    </li>
  );
}

/**
 * The conversation, oldest first: the customer's messages on the left, operators' on the right,
 * the system's in the middle. A new message scrolls into view when the agent was reading the end
 * (or wrote it); older ones loaded above leave the view where it was.
 */
export function MessageList({
  messages,
  customer,
  hasMore,
  loadingEarlier,
  onEarlier,
}: {
  messages: readonly DeskMessage[];
  customer: string;
  hasMore: boolean;
  loadingEarlier: boolean;
  onEarlier: () => void;
}) {
  const { texts } = useLanguage();
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const lastMine = messages.at(-1)?.author === 'operator';
  const seen = useRef<number | undefined>(undefined);
  const follow = useRef(true);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || lastId === seen.current) return;
    if (seen.current === undefined || follow.current || lastMine) box.scrollTop = box.scrollHeight;
    seen.current = lastId;
  }, [lastId, lastMine]);

  return (
    <div
      ref={scroller}
      className="support-messages"
      onScroll={(event) => {
        const box = event.currentTarget;
        follow.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_PX;
      }}
    >
      {hasMore && (
        <div className="support-earlier">
          <Button size="small" type="link" loading={loadingEarlier} onClick={onEarlier}>
            {texts.support.earlier}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="support-system">{texts.support.noMessages}</p>
      ) : (
        <ol className="support-thread" aria-live="polite">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} customer={customer} />
          ))}
        </ol>
      )}
    </div>
  );
}
