import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIRST_PAINT_PAGES, FIRST_PAINT_SLOTS, fillFirstPaintSlots, homeGreetingPage } from './first-paint-pages';

const PAGE = `<h1>Bonjour ${FIRST_PAINT_SLOTS.firstName}</h1><p>${FIRST_PAINT_SLOTS.date}</p><p>${FIRST_PAINT_SLOTS.date}</p>`;

describe('first-paint pages', () => {
  it('names six distinct pages, a greeting page per part of the day', () => {
    expect(new Set(Object.values(FIRST_PAINT_PAGES)).size).toBe(6);
    expect(homeGreetingPage('morning')).toBe(FIRST_PAINT_PAGES.homeMorning);
    expect(homeGreetingPage('evening')).toBe(FIRST_PAINT_PAGES.homeEvening);
  });

  it('fills every slot, every time it occurs, with the value escaped', () => {
    expect(fillFirstPaintSlots(PAGE, { firstName: 'Zoé <b>&', date: 'mercredi 25 novembre 2026' })).toBe(
      '<h1>Bonjour Zoé &lt;b&gt;&amp;</h1><p>mercredi 25 novembre 2026</p><p>mercredi 25 novembre 2026</p>',
    );
  });

  it('never lets a value add markup or open another slot (property)', () => {
    const hostile = fc.string({ unit: fc.constantFrom('a', '<', '>', '&', '"', "'", '\uE000', 'date', 'firstName', ' ') });
    fc.assert(
      fc.property(hostile, hostile, (firstName, date) => {
        const filled = fillFirstPaintSlots(PAGE, { firstName, date });
        expect(filled).not.toBeNull();
        expect(filled).not.toContain('\uE000');
        // Only the page's own tags remain.
        expect(filled!.match(/<[^>]*>/g)).toEqual(['<h1>', '</h1>', '<p>', '</p>', '<p>', '</p>']);
      }),
    );
  });

  it('gives nothing for a page without the slots or with a marker it does not know', () => {
    expect(fillFirstPaintSlots('<h1>Bonjour</h1>', { firstName: 'Zoé', date: 'lundi' })).toBeNull();
    expect(fillFirstPaintSlots(`<h1>${FIRST_PAINT_SLOTS.firstName}</h1>`, { firstName: 'Zoé', date: 'lundi' })).toBeNull();
    expect(fillFirstPaintSlots(`${PAGE}\uE000other\uE000`, { firstName: 'Zoé', date: 'lundi' })).toBeNull();
  });
});
