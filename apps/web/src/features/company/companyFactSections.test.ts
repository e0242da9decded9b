import { describe, expect, it } from 'vitest';
import { bracketText, companyFactSections } from './companyFactSections';
import { testCompany } from './companyPagesTestData';

describe('companyFactSections', () => {
  it('gives the identity, figures and market sections with catalogue labels, dates and numbers formatted', () => {
    const sections = companyFactSections(testCompany.detail!, 'fr', 'Europe/Paris');
    expect(sections.map((section) => section.name)).toEqual(['identity', 'figures', 'market']);
    const all = Object.fromEntries(sections.flatMap((section) => section.rows.map((row) => [row.name, row.value])));
    expect(all).toMatchObject({
      siren: '552100554',
      nafCode: '52.29A',
      idcc: '0016 – Transports routiers',
      creationDate: '15/03/1998',
      size: 'Moyenne entreprise (PME)',
      workforce: '50 – 99',
      salesRevenue: '≥ 10 000 000 €',
      publiclyTraded: { yes: false },
      groupHead: { yes: false },
      brands: 'Lumi, Fret+',
    });
    expect(all).not.toHaveProperty('growth');
    const english = companyFactSections(testCompany.detail!, 'en', 'Europe/Paris');
    expect(english[1]!.rows.find((row) => row.name === 'size')?.value).toBe('Medium-sized company (SME)');
  });

  it('writes brackets closed, open and single', () => {
    expect(bracketText(null)).toBeNull();
    expect(bracketText({ lower: 1000, upper: 1999 })).toBe('1 000 – 1 999');
    expect(bracketText({ lower: 5000, upper: null })).toBe('≥ 5 000');
    expect(bracketText({ lower: 10, upper: 10 }, '€')).toBe('10 €');
  });
});
