import { apiData } from '../../../lib/api-client.ts';

/** Which game the member is in ('' for none): the server's presence and idle-recall signal. */
export type Heartbeat = { gameid: string; platform: string };

export const sendHeartbeat = (beat: Heartbeat) =>
  apiData<null>('/findmed/v1/heartbeat', { body: beat });
