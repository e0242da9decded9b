import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import { EMAIL_REPLY_CATEGORIES, EMAIL_REPLY_CATEGORY } from './email-reply-categories';

describe('EMAIL_REPLY_CATEGORIES', () => {
  it('has ids 0 to 7 in the spec order', () => {
    expect(EMAIL_REPLY_CATEGORIES.map((c) => [c.id, c.code])).toEqual([
      [0, 'error'],
      [1, 'interested'],
      [2, 'not_interested'],
      [3, 'auto_reply'],
      [4, 'other'],
      [5, 'bounce'],
      [6, 'blocked'],
      [7, 'replied'],
    ]);
    expect(new Set(EMAIL_REPLY_CATEGORIES.map((c) => frText(c.label))).size).toBe(8);
  });

  it('maps codes to ids', () => {
    for (const category of EMAIL_REPLY_CATEGORIES) expect(EMAIL_REPLY_CATEGORY[category.code]).toBe(category.id);
  });
});
