import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { STARTUP_TECHS } from './startup-techs';
import { idsOf, labelOf } from './catalogue-entry';

describe('STARTUP_TECHS', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(STARTUP_TECHS)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(STARTUP_TECHS.map((tech) => frText(tech.label))).toEqual(['FinTech', 'GreenTech', 'HealthTech', 'DeepTech', 'EdTech', 'FoodTech / AgriTech']);
    expect(enText(labelOf(STARTUP_TECHS, 6))).toBe('FoodTech / AgriTech');
  });

  it('has unique French and English labels', () => {
    expect(new Set(STARTUP_TECHS.map((entry) => frText(entry.label))).size).toBe(STARTUP_TECHS.length);
    expect(new Set(STARTUP_TECHS.map((entry) => enText(entry.label))).size).toBe(STARTUP_TECHS.length);
  });
});
