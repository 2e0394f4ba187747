import './support.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SupportConversation } from '@kirin/contract';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { showToast } from '../../../components/feedback.ts';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { getConversation, useChatIdentity, useConversation } from '../api/get-conversation.ts';
import { conversationKey } from '../api/support-keys.ts';
import type { StreamState } from '../api/support-stream.ts';
import { useMarkSeen, useSupportLive } from '../hooks/use-support-live.ts';
import { EMPTY_CONVERSATION, mergeMessages } from '../lib/conversation.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';

function Header({ state, titled }: { state: StreamState; titled: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="chat-header">
      {titled && (
        <div className="chat-title">
          <h1>{t('support.title')}</h1>
          <p className="muted">{t('support.subtitle')}</p>
        </div>
      )}
      <p className={`chat-state is-${state}`} role="status">
        <span className="chat-dot" aria-hidden="true" />
        {t(`support.status.${state}`)}
      </p>
    </header>
  );
}

/** Older messages above the first one shown, merged into the cached conversation. */
function useEarlier(conversation: SupportConversation | undefined) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const identity = useChatIdentity();
  const [loading, setLoading] = useState(false);
  const load = async () => {
    const first = conversation?.list[0];
    if (!first || loading) return;
    setLoading(true);
    try {
      const older = await getConversation({ before: first.id });
      client.setQueryData<SupportConversation>(conversationKey(identity), (old) =>
        mergeMessages(old ?? EMPTY_CONVERSATION, older.list, older.hasMore),
      );
    } catch (failure) {
      void showToast(describeError(t, failure), 'fail');
    } finally {
      setLoading(false);
    }
  };
  return { loading, load };
}

/**
 * The in-house customer-service chat, for members and visitors alike: the conversation, live
 * over the stream, and a box to write in. `embedded`: under a page bar that already names it
 * (/iframeCustomerService); otherwise the chat carries its own title (/app/customer).
 */
export function SupportChat({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const query = useConversation();
  const live = useSupportLive(query.isSuccess);
  useMarkSeen(query.data);
  const earlier = useEarlier(query.data);
  const [draft, setDraft] = useState('');

  return (
    <section
      className={`support-chat is-${layout} ${embedded ? 'is-embedded' : 'is-tab'}`}
      aria-label={t('support.title')}
    >
      <Header state={live} titled={!embedded} />
      {query.isPending ? (
        <div className="chat-scroll">
          <SkeletonLines lines={6} />
        </div>
      ) : query.isError ? (
        <div className="chat-scroll">
          <LoadError onRetry={query.refetch} title={t('support.loadError')} />
        </div>
      ) : (
        <MessageList
          conversation={query.data}
          loadingEarlier={earlier.loading}
          onEarlier={() => void earlier.load()}
          onPick={setDraft}
        />
      )}
      <Composer draft={draft} setDraft={setDraft} />
    </section>
  );
}
