import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { CONTACT_AREA_CATEGORIES } from './contact-areas';

describe('CONTACT_AREA_CATEGORIES', () => {
  it('has 36 categories, ids 1 to 36, unique labels', () => {
    expect(CONTACT_AREA_CATEGORIES.map((c) => c.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(new Set(CONTACT_AREA_CATEGORIES.map((c) => frText(c.label))).size).toBe(36);
    expect(new Set(CONTACT_AREA_CATEGORIES.map((c) => enText(c.label))).size).toBe(36);
  });
});
