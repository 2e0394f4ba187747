/**
 * One demo article as we write it: `slug` as stored, `title` in plain text, `body` in the HTML
 * the sanitiser keeps. Placeholders are filled per site at seed time (see content-seed.ts):
 * `{{brand}}`, `{{currency}}`, `{{flowMultiple}}`, `{{rateLockMinutes}}`, `{{withdrawLimits}}`.
 */
export type SeedPage = { slug: string; title: string; body: string };
