import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/core-texts';
import { criterionLabelOf } from './criterion-label';
import { SearchCriteriaSchema } from './search-criteria.schema';

describe('criterionLabelOf', () => {
  it('names every criterion of the schema', () => {
    for (const field of Object.keys(SearchCriteriaSchema.shape)) expect(criterionLabelOf(field), field).toBeDefined();
  });

  it('names a bound by its measure, and nothing else', () => {
    expect(translate(criterionLabelOf('company_workforce_upper_max')!, 'fr')).toBe(translate(criterionLabelOf('company_workforce_lower_min')!, 'fr'));
    expect(translate(criterionLabelOf('has_direct_email')!, 'fr')).toBe('Coordonnées disponibles');
    expect(criterionLabelOf('bogus')).toBeUndefined();
    expect(criterionLabelOf('__proto__')).toBeUndefined();
  });
});
