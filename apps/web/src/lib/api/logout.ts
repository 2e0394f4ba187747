import { apiData } from '../api-client.ts';

/** Ends the session server-side. The caller clears the local session whatever the answer. */
export const logout = () => apiData<null>('/f/v1/member/logout', { method: 'POST', body: {} });
