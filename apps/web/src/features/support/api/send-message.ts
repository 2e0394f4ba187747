import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportConversation, SupportMessage } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { EMPTY_CONVERSATION, mergeMessages } from '../lib/conversation.ts';
import { SUPPORT_PATH, useChatIdentity } from './get-conversation.ts';
import { conversationKey } from './support-keys.ts';

export type SendInput = { content: string; images?: number[] };

export const sendMessage = ({ content, images = [] }: SendInput) =>
  apiData<SupportMessage>(`${SUPPORT_PATH}/send`, {
    body: { content, images: images.join(',') },
  });

/** Sends a message; the answer joins the conversation at once (the stream brings it again). */
export function useSendMessage() {
  const client = useQueryClient();
  const identity = useChatIdentity();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      client.setQueryData<SupportConversation>(conversationKey(identity), (old) =>
        mergeMessages(old ?? EMPTY_CONVERSATION, [message]),
      );
    },
  });
}
