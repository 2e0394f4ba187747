import { ME } from '../../../lib/api/keys.ts';

/** Every feedback query of the member: a new thread or post refreshes them all. */
export const FEEDBACK_KEY = [...ME, 'feedback'] as const;
