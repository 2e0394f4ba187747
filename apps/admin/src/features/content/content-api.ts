import type { Lang } from '@kirin/contract';
import { api } from '../../lib/api.ts';

export type ContentPage = {
  id: number;
  site: string;
  slug: string;
  lang: Lang;
  title: string;
  sort: number;
  /** Left out of lists. */
  body?: string;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
};

export type PageDraft = {
  site: string;
  slug: string;
  lang: Lang;
  title: string;
  body: string;
  sort?: number;
};

export const listPages = (site: string, lang?: Lang) =>
  api<{ list: ContentPage[] }>('/content/pages', { query: { site, lang } });

export const readPage = (id: number) => api<ContentPage>(`/content/pages/${id}`);

export const savePage = (draft: PageDraft) => api<ContentPage>('/content/pages', { body: draft });

/** The body as it would be stored (sanitised by the server); nothing is saved. */
export const previewPage = (body: string) =>
  api<{ html: string }>('/content/preview', { body: { body } });
