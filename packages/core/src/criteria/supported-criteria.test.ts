import { describe, expect, it } from 'vitest';
import { SearchCriteriaSchema } from './search-criteria.schema';
import { TARGET_EXCLUSION_CRITERIA, UNSUPPORTED_CRITERIA, UnsupportedCriterionError } from './supported-criteria';

describe('UNSUPPORTED_CRITERIA', () => {
  it('names schema fields only, none twice, apart from the port criteria', () => {
    const fields = Object.keys(SearchCriteriaSchema.shape);
    for (const field of [...UNSUPPORTED_CRITERIA, ...TARGET_EXCLUSION_CRITERIA]) expect(fields).toContain(field);
    expect(new Set([...UNSUPPORTED_CRITERIA, ...TARGET_EXCLUSION_CRITERIA]).size).toBe(UNSUPPORTED_CRITERIA.length + TARGET_EXCLUSION_CRITERIA.length);
    expect(UNSUPPORTED_CRITERIA).toEqual(['in_my_network']);
  });

  it('an UnsupportedCriterionError names its field', () => {
    expect(new UnsupportedCriterionError('in_my_network')).toMatchObject({ field: 'in_my_network', name: 'UnsupportedCriterionError' });
  });
});
