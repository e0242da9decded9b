import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { AWARDS } from './awards';

describe('AWARDS', () => {
  it('has 16 awards, ids 1 to 16, unique labels', () => {
    expect(AWARDS.map((a) => a.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(new Set(AWARDS.map((a) => frText(a.label))).size).toBe(16);
    expect(new Set(AWARDS.map((a) => enText(a.label))).size).toBe(16);
  });

  it('gives every award a kind', () => {
    for (const award of AWARDS) expect(['ranking', 'label', 'programme']).toContain(award.kind);
    expect(AWARDS.find((a) => frText(a.label) === 'French Tech Next40')?.kind).toBe('programme');
  });
});
