import type { SitePopup } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';

/** The pop-ups in force for this visitor (guest or member, by the session sent). */
export const getPopups = () =>
  apiData<{ list: SitePopup[] }>('/findmed/v1/popups').then((d) => d.list);
