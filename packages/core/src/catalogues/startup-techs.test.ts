import { describe, expect, it } from 'vitest';
import { STARTUP_TECHS } from './startup-techs';
import { idsOf, labelOf } from './catalogue-entry';

describe('STARTUP_TECHS', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(STARTUP_TECHS)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(STARTUP_TECHS.map((tech) => tech.label)).toEqual(['FinTech', 'GreenTech', 'HealthTech', 'DeepTech', 'EdTech', 'FoodTech / AgriTech']);
    expect(labelOf(STARTUP_TECHS, 6, 'en')).toBe('FoodTech / AgriTech');
  });

  it('has unique French and English labels', () => {
    expect(new Set(STARTUP_TECHS.map((entry) => entry.label)).size).toBe(STARTUP_TECHS.length);
    expect(new Set(STARTUP_TECHS.map((entry) => entry.labelEn)).size).toBe(STARTUP_TECHS.length);
  });
});
