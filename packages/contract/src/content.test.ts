import { describe, expect, it } from 'vitest';
import { HELP_CENTER_SLUG, SPONSOR_SLUG, TUTORIAL_SLUGS, isContentSlug } from './content.ts';

describe('content slugs', () => {
  it('accept every page the member site has', () => {
    for (const slug of [HELP_CENTER_SLUG, SPONSOR_SLUG, ...TUTORIAL_SLUGS]) {
      expect(isContentSlug(slug), slug).toBe(true);
    }
  });

  it('refuse anything that is not a plain path below the site root', () => {
    for (const slug of [
      '',
      '/tutorial/deposit',
      'tutorial/',
      'tutorial//deposit',
      '../etc/passwd',
      'tutorial/%',
      'tutorial/a_b',
      'Tutorial/deposit',
      'a/b/c/d/e',
      'x'.repeat(41),
      42,
      null,
    ]) {
      expect(isContentSlug(slug), String(slug)).toBe(false);
    }
  });
});
