import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_BLURRED_CODE, pageAccessFor, usesDefaultImage } from './page-blur';

describe('pageAccessFor (a blurred company or contact page answers the blurred card only and refuses its lists)', () => {
  it('blurs the page of a non-visible item for sales PME (licence 8) only', () => {
    expect(pageAccessFor(8, { is_visible_pme: false })).toBe('blurred');
    expect(pageAccessFor(8, { is_visible_pme: null })).toBe('blurred');
    expect(pageAccessFor(8, { is_visible_pme: true })).toBe('full');
    expect(pageAccessFor(1, { is_visible_pme: false })).toBe('full');
    expect(DATA_BLURRED_CODE).toBe('DATA.BLURRED');
  });

  it('gives every other licence the full page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }).filter((id) => id !== 8), fc.option(fc.boolean()), (licence, visible) =>
        pageAccessFor(licence, { is_visible_pme: visible }) === 'full',
      ),
    );
  });
});

describe('usesDefaultImage (logos and portraits of blurred items are the default image)', () => {
  it('answers the default image for an unknown item, whoever asks', () => {
    expect(usesDefaultImage(null, null)).toBe(true);
    expect(usesDefaultImage(1, null)).toBe(true);
  });

  it('follows the blur rule for a caller with a session', () => {
    expect(usesDefaultImage(8, { is_visible_pme: false })).toBe(true);
    expect(usesDefaultImage(8, { is_visible_pme: true })).toBe(false);
    expect(usesDefaultImage(1, { is_visible_pme: false })).toBe(false);
  });

  it('shows an anonymous request only the items visible to every licence', () => {
    expect(usesDefaultImage(null, { is_visible_pme: true })).toBe(false);
    expect(usesDefaultImage(null, { is_visible_pme: false })).toBe(true);
    expect(usesDefaultImage(null, {})).toBe(true);
  });
});
