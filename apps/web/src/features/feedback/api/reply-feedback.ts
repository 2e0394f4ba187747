import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { FEEDBACK_KEY } from './feedback-keys.ts';

export type FeedbackReply = { id: number; content: string; images: readonly number[] };

/** The member's follow-up on one of their threads. */
export const replyFeedback = (input: FeedbackReply) =>
  apiData<{ id: number }>('/findmed/v1/feedback/reply', {
    body: { id: input.id, content: input.content, images: input.images.join(',') },
  });

export function useReplyFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}
