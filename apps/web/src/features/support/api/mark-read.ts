import { apiData } from '../../../lib/api-client.ts';
import { SUPPORT_PATH } from './get-conversation.ts';

/** The customer has seen every message up to `upTo`; operators see it as read. */
export const markRead = (upTo: number) =>
  apiData<{ upTo: number }>(`${SUPPORT_PATH}/read`, { body: { upTo } });
