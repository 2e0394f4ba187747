/**
 * One demo article as we write it: `slug` as stored, `title` in plain text, `body` in the HTML
 * the sanitiser keeps. Placeholders are filled per site at seed time (see content-seed.ts):
 * `{{brand}}`, `{{currency}}`, `{{depositMethods}}`, `{{flowMultiple}}`, `{{rateLockMinutes}}`,
 * `{{withdrawLimits}}` and `{{categories}}`, and `<!--if:…-->` blocks kept only where they apply.
 */
export type SeedPage = { slug: string; title: string; body: string };

/** A category of the home page's lobby that the demo catalogue fills, or the sportsbook's. */
export type LobbyCategory = 'lottery' | 'slots' | 'cards' | 'live' | 'sports';

/** Each lobby category as one `<li>` of the games tutorial's list, in one language. */
export type CategoryTexts = Readonly<Record<LobbyCategory, string>>;
