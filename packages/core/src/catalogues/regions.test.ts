import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import {
  CORSICA_REGION_ID,
  FRENCH_REGIONS,
  OVERSEAS_COLLECTIVITIES_REGION_ID,
  OVERSEAS_DEPARTMENTS_REGION_ID,
  frenchRegionById,
  isFrenchRegionId,
} from './regions';

describe('FRENCH_REGIONS', () => {
  it('has ids 101 to 114', () => {
    expect(FRENCH_REGIONS.map((r) => r.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114]);
  });

  it('lists the 12 mainland entries in alphabetical order', () => {
    const mainland = FRENCH_REGIONS.filter((r) => r.id <= 112).map((r) => frText(r.label));
    expect(mainland).toEqual([
      'Auvergne-Rhône-Alpes',
      'Bourgogne-Franche-Comté',
      'Bretagne',
      'Centre-Val de Loire',
      'Grand Est',
      'Hauts-de-France',
      'Île-de-France',
      'Normandie',
      'Nouvelle-Aquitaine',
      'Occitanie',
      'Pays de la Loire',
      'Provence-Alpes-Côte d’Azur et Corse',
    ]);
    const collator = new Intl.Collator('fr');
    expect([...mainland].sort((a, b) => collator.compare(a, b))).toEqual(mainland);
  });

  it('names the overseas entries and Corsica', () => {
    expect(frText(frenchRegionById(OVERSEAS_DEPARTMENTS_REGION_ID)?.label)).toBe('Départements d’outre-mer');
    expect(frText(frenchRegionById(OVERSEAS_COLLECTIVITIES_REGION_ID)?.label)).toBe('Collectivités d’outre-mer');
    expect(CORSICA_REGION_ID).toBe(112);
    expect(frenchRegionById(CORSICA_REGION_ID)?.inseeCodes).toEqual(['93', '94']);
  });

  it('has unique labels and INSEE codes, 18 INSEE regions in all', () => {
    expect(new Set(FRENCH_REGIONS.map((r) => frText(r.label))).size).toBe(14);
    expect(new Set(FRENCH_REGIONS.map((r) => enText(r.label))).size).toBe(14);
    const insee = FRENCH_REGIONS.flatMap((r) => r.inseeCodes);
    expect(new Set(insee).size).toBe(insee.length);
    expect(insee).toHaveLength(18);
    expect(frenchRegionById(107)?.inseeCodes).toEqual(['11']);
  });

  it('recognises region ids', () => {
    expect(isFrenchRegionId(101)).toBe(true);
    expect(isFrenchRegionId(114)).toBe(true);
    expect(isFrenchRegionId(100)).toBe(false);
    expect(isFrenchRegionId(115)).toBe(false);
    expect(frenchRegionById(94)).toBeUndefined();
  });
});
