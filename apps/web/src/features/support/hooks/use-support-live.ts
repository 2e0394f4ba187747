import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SupportConversation } from '@kirin/contract';
import { useChatIdentity } from '../api/get-conversation.ts';
import { markRead } from '../api/mark-read.ts';
import { conversationKey } from '../api/support-keys.ts';
import { openSupportStream, type StreamState } from '../api/support-stream.ts';
import { applyRead, EMPTY_CONVERSATION, mergeMessages, newestUnread } from '../lib/conversation.ts';

/**
 * Keeps the conversation in the query cache live while the chat is open: the stream's messages
 * and read marks go into it, and each (re)connection reads the conversation again for what was
 * missed. Opens only once the conversation has loaded, so that a first visit's stream carries the
 * visitor id the first answer handed out. Answers the connection's state.
 */
export function useSupportLive(enabled: boolean): StreamState {
  const client = useQueryClient();
  const identity = useChatIdentity();
  const [state, setState] = useState<StreamState>('connecting');

  useEffect(() => {
    if (!enabled) return undefined;
    const key = conversationKey(identity);
    const update = (change: (old: SupportConversation) => SupportConversation) =>
      client.setQueryData<SupportConversation>(key, (old) => change(old ?? EMPTY_CONVERSATION));
    let connectedOnce = false;
    return openSupportStream({
      onState: setState,
      onReady: () => {
        // The first `ready` follows the load that enabled the stream; later ones catch up.
        if (connectedOnce) void client.invalidateQueries({ queryKey: key });
        connectedOnce = true;
      },
      onMessage: (message) => update((old) => mergeMessages(old, [message])),
      onRead: (event) => update((old) => applyRead(old, event)),
      onRefused: () => void client.invalidateQueries({ queryKey: key }),
    });
  }, [client, enabled, identity]);

  return state;
}

/** While the chat is shown, what operators wrote is marked as seen (and they see it as read). */
export function useMarkSeen(conversation: SupportConversation | undefined): void {
  const client = useQueryClient();
  const identity = useChatIdentity();
  const upTo = conversation ? newestUnread(conversation) : undefined;
  const threadId = conversation?.list.find((m) => m.id === upTo)?.threadId;

  useEffect(() => {
    if (upTo === undefined || threadId === undefined) return undefined;
    let cancelled = false;
    const send = () => {
      if (cancelled || document.visibilityState !== 'visible') return;
      markRead(upTo).then(
        () =>
          client.setQueryData<SupportConversation>(conversationKey(identity), (old) =>
            old ? applyRead(old, { threadId, upTo, by: 'customer' }) : old,
          ),
        // Not marked now: the next message or visit marks it.
        () => undefined,
      );
    };
    send();
    document.addEventListener('visibilitychange', send);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', send);
    };
  }, [client, identity, threadId, upTo]);
}
