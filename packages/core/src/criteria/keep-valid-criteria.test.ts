import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepValidCriteria } from './keep-valid-criteria';
import { arbitrarySearchCriteria } from './search-criteria.arbitrary';
import { SearchCriteriaSchema } from './search-criteria.schema';

/** Values no criterion accepts. */
const BAD_VALUES = [null, 'x', -1, 1.5, { a: 1 }, ['x'], [0.5], true] as const;

describe('keepValidCriteria', () => {
  it('keeps valid criteria as they are', () => {
    fc.assert(
      fc.property(arbitrarySearchCriteria, (criteria) => {
        const parsed = SearchCriteriaSchema.safeParse(criteria);
        fc.pre(parsed.success);
        const kept = keepValidCriteria(criteria as Record<string, unknown>);
        expect(kept).toEqual({ criteria: parsed.data, dropped: [] });
      }),
    );
  });

  it('leaves out unknown names and invalid values, keeps the rest, and always answers criteria the schema accepts', () => {
    const fieldNames = Object.keys(SearchCriteriaSchema.shape);
    fc.assert(
      fc.property(
        arbitrarySearchCriteria,
        fc.dictionary(fc.constantFrom(...fieldNames, 'unknown_field', '__proto__', 'constructor'), fc.constantFrom(...BAD_VALUES), { maxKeys: 4 }),
        (criteria, noise) => {
          fc.pre(SearchCriteriaSchema.safeParse(criteria).success);
          const input: Record<string, unknown> = { ...criteria };
          // The oracle: a noisy entry is bad when its value does not pass its own field's schema (or the name is unknown).
          const bad = new Set<string>();
          for (const [name, value] of Object.entries(noise)) {
            // defineProperty: an own `__proto__` key, as JSON.parse makes one from a URL.
            Object.defineProperty(input, name, { value, enumerable: true, writable: true, configurable: true });
            const schema = (SearchCriteriaSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>)[name];
            if (!Object.hasOwn(SearchCriteriaSchema.shape, name) || !schema?.safeParse(value).success) bad.add(name);
          }
          const kept = keepValidCriteria(input);
          expect(SearchCriteriaSchema.safeParse(kept.criteria).success).toBe(true);
          for (const name of bad) {
            expect(kept.dropped).toContain(name);
            expect(Object.hasOwn(kept.criteria, name)).toBe(false);
          }
          for (const [name, value] of Object.entries(input)) {
            if (!bad.has(name) && !kept.dropped.includes(name)) expect((kept.criteria as Record<string, unknown>)[name]).toEqual(value);
          }
          expect([...kept.dropped].sort()).toEqual(kept.dropped);
        },
      ),
    );
  });

  it('names what it leaves out', () => {
    expect(keepValidCriteria({ company_size_id_list: [211], job_type_id_list: 'x', hacked: 1 })).toEqual({
      criteria: { company_size_id_list: [211] },
      dropped: ['hacked', 'job_type_id_list'],
    });
  });
});
