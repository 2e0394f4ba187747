import { useLayoutEffect, useRef } from 'react';
import type { SupportConversation } from '@kirin/contract';
import { StateBlock } from '../../../components/state-block.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { MessageItem } from './message-item.tsx';

const QUICK = ['deposit', 'withdraw', 'account'] as const;

/** Before the first message: a greeting and common questions that fill the input. */
function Welcome({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-welcome">
      <StateBlock
        kind="empty"
        title={t('support.empty.title')}
        description={t('support.empty.desc')}
      />
      <p className="chat-quick-label">{t('support.quick.label')}</p>
      <div className="chat-quick">
        {QUICK.map((key) => (
          <button
            key={key}
            type="button"
            className="chat-chip"
            onClick={() => onPick(t(`support.quick.${key}`))}
          >
            {t(`support.quick.${key}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The conversation, oldest at the top, kept scrolled to the newest message as messages arrive
 * (unless the member scrolled up to read older ones and the new message is not theirs).
 */
export function MessageList({
  conversation,
  loadingEarlier,
  onEarlier,
  onPick,
}: {
  conversation: SupportConversation;
  loadingEarlier: boolean;
  onEarlier: () => void;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const last = conversation.list.at(-1);
  const lastSeen = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || last?.id === lastSeen.current) return;
    const first = lastSeen.current === undefined;
    const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 120;
    lastSeen.current = last?.id;
    if (first || nearBottom || last?.author === 'customer') box.scrollTop = box.scrollHeight;
  }, [last]);

  return (
    <div className="chat-scroll" ref={scroller} aria-live="polite" aria-relevant="additions">
      {conversation.list.length === 0 ? (
        <Welcome onPick={onPick} />
      ) : (
        <>
          {conversation.hasMore && (
            <button
              type="button"
              className="chat-earlier"
              onClick={onEarlier}
              disabled={loadingEarlier}
            >
              {t('support.earlier')}
            </button>
          )}
          <ol className="chat-list">
            {conversation.list.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
