import type { PageName } from './pages.ts';

/**
 * A lazy page of the route tree, by its name in the table of page modules (pages.ts). The table
 * loads with the first such page: the home's first paint carries neither it nor the list of chunks
 * each page needs.
 */
export const lazyPage = (name: PageName) => async () => (await import('./pages.ts')).pages[name]();
