/** The help centre's and the sponsor page's slugs (content pages). */
export const HELP_CENTER_SLUG = 'help/center';
export const SPONSOR_SLUG = 'sponsor';
