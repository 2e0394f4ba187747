import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackType } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { FEEDBACK_KEY } from './feedback-keys.ts';

export type NewFeedback = { type: FeedbackType; content: string; images: readonly number[] };

export const createFeedback = (input: NewFeedback) =>
  apiData<{ id: number }>('/findmed/v1/feedback/create', {
    body: { type: input.type, content: input.content, images: input.images.join(',') },
  });

export function useCreateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}
