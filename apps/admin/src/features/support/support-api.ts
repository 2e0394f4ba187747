import type {
  Envelope,
  RefusalEnvelope,
  SupportAuthor,
  SupportMessage,
  SupportSystemEvent,
  SupportThreadState,
} from '@kirin/contract';
import { api, ApiRefusal, readToken, saveToken, type Page } from '../../lib/api.ts';

/** A message as operators read it: which of them wrote a reply. */
export type DeskMessage = SupportMessage & { operator: string | null };

/** A thread in the queue; a visitor (no account) is known by the thread itself. */
export type DeskThread = {
  id: number;
  siteCode: string;
  account: string | null;
  visitor: boolean;
  state: SupportThreadState;
  /** Customer messages no operator has seen. */
  unread: number;
  last: {
    author: SupportAuthor;
    /** Its first 80 characters. */
    body: string;
    images: number;
    event: SupportSystemEvent | null;
  } | null;
  lastMessageAt: string;
  createdAt: string;
  closedAt: string | null;
};

export type DeskDetail = { thread: DeskThread; list: DeskMessage[]; hasMore: boolean };

/** The API reads the open threads when no state is named. */
export type QueueFilter = { state?: SupportThreadState; site?: string };

export const THREADS_KEY = 'support-threads';
export const threadKey = (id: number) => ['support-thread', id] as const;

export const listThreads = (filter: QueueFilter, page: number, size: number) =>
  api<Page<DeskThread>>('/support/threads', {
    query: { state: filter.state, site: filter.site, page, size },
  });

export const readThread = (id: number, before?: number) =>
  api<DeskDetail>(`/support/threads/${id}`, { query: { before, size: 50 } });

export const replyTo = (id: number, content: string, images: number[]) =>
  api<DeskMessage>(`/support/threads/${id}/reply`, { body: { content, images } });

export const markRead = (id: number) =>
  api<DeskThread>(`/support/threads/${id}/read`, { method: 'POST', body: {} });

export const closeThread = (id: number) =>
  api<DeskThread>(`/support/threads/${id}/close`, { method: 'POST', body: {} });

export type StoredImage = { id: number; url: string };

/**
 * A picture for a reply, sent as multipart (the JSON client does not): the server recognises the
 * type by its bytes and refuses anything else in the operator's language.
 */
export async function uploadImage(file: File, lang: string): Promise<StoredImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { lang };
  const token = readToken();
  if (token) headers['t'] = token;
  const response = await fetch('/api/admin/v1/support/images', {
    method: 'POST',
    headers,
    body: form,
  });
  const issued = response.headers.get('id');
  if (issued) saveToken(issued);
  let envelope: Envelope<StoredImage>;
  try {
    envelope = (await response.json()) as Envelope<StoredImage>;
  } catch {
    throw new ApiRefusal('HTTP', `HTTP ${response.status}`);
  }
  if (envelope.status) return envelope.data;
  const refusal = envelope as RefusalEnvelope;
  throw new ApiRefusal(refusal.code, refusal.msg, refusal.data?.fields ?? {});
}
