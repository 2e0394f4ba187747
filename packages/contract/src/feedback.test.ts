import { describe, expect, it } from 'vitest';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_TYPES, feedbackLength } from './feedback.ts';

describe('feedback rules', () => {
  it('counts characters as members see them: an emoji or a Han character is one', () => {
    expect(feedbackLength('充值未到账')).toBe(5);
    expect(feedbackLength('😀a')).toBe(2);
    expect('😀'.length).toBe(2);
  });

  it('offers the tutorial page’s two kinds and a fixed list', () => {
    expect(FEEDBACK_TYPES).toEqual([
      'deposit',
      'withdraw',
      'game',
      'account',
      'suggestion',
      'other',
    ]);
    expect(FEEDBACK_CONTENT_MAX).toBe(1000);
  });
});
