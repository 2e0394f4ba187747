import { ME } from '../../../lib/api/keys.ts';

/** Every query of the member's messages: a read or a delete invalidates them all at once. */
export const MESSAGES = [...ME, 'messages'] as const;
