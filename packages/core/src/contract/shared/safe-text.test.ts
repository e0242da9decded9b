import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { safeString } from './api-primitives';
import { safeText, TEXT_INVALID_CHARACTER } from './safe-text';

describe('safeText (zod/mini) and safeString (classic): one check', () => {
  it('refuses a NUL and a lone surrogate with the same issue, in both flavours', () => {
    for (const bad of ['a\u0000b', 'x\uD800', '\uDC00y']) {
      const mini = safeText().safeParse(bad);
      const classic = safeString().safeParse(bad);
      expect(mini.success).toBe(false);
      expect(classic.success).toBe(false);
      expect(mini.error?.issues.map((issue) => issue.message)).toEqual([TEXT_INVALID_CHARACTER]);
      expect(classic.error?.issues.map((issue) => issue.message)).toEqual([TEXT_INVALID_CHARACTER]);
    }
  });

  it('accepts well-formed text, emoji included, and chains further checks', () => {
    expect(safeText().parse('Café 😀')).toBe('Café 😀');
    expect(safeText().check(z.maxLength(3)).safeParse('abcd').success).toBe(false);
    expect(safeString().max(3).safeParse('abcd').success).toBe(false);
  });
});
