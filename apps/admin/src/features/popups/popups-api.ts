import type { AdminPopup, LocalizedInput, PopupAudience } from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';

export type { AdminPopup };

/** What the form sends: every field of a pop-up (an update sends them all again). */
export type PopupDraft = {
  site?: string;
  audience: PopupAudience;
  title: LocalizedInput;
  body: LocalizedInput;
  imageUrl: string;
  link: string;
  startsAt: string;
  endsAt: string | null;
  sort: number;
  published: boolean;
};

export const listPopups = (filter: { site?: string }, page: number, size: number) =>
  api<Page<AdminPopup>>('/popups', { query: { site: filter.site, page, size } });

export const createPopup = (draft: PopupDraft) => api<AdminPopup>('/popups', { body: draft });

export const updatePopup = (id: number, draft: Partial<PopupDraft>) =>
  api<AdminPopup>(`/popups/${id}`, { method: 'PUT', body: draft });

export type PopupState = 'draft' | 'scheduled' | 'live' | 'ended';

/** Where a pop-up stands for members now: as the member API chooses the ones in force. */
export function popupState(popup: AdminPopup, now = Date.now()): PopupState {
  if (!popup.published) return 'draft';
  if (popup.endsAt && Date.parse(popup.endsAt) <= now) return 'ended';
  if (Date.parse(popup.startsAt) > now) return 'scheduled';
  return 'live';
}

export const POPUP_STATE_COLOURS: Record<PopupState, string> = {
  draft: 'default',
  scheduled: 'blue',
  live: 'green',
  ended: 'default',
};
