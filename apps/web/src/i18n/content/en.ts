import type { ContentResources } from './zh-CN.ts';

export const enContent: ContentResources = {
  title: {
    help: 'Help centre',
    tutorial: 'Guides',
    sponsor: 'Sponsorship',
  },
  tutorials: 'All guides',
  updatedAt: 'Updated {{date}}',
  table: 'Table, scrolls sideways',
  missing: {
    title: 'Article not found',
    desc: 'This article does not exist or has been removed.',
    toHelp: 'Back to the help centre',
  },
  error: {
    title: 'The article could not be loaded',
    desc: 'Check your connection and try again.',
  },
};
