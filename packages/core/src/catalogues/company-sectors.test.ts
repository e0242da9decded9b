import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import { COMPANY_SECTORS, companySectorOfNafCode, nafSectionOfCode } from './company-sectors';
import { idsOf } from './catalogue-entry';

describe('COMPANY_SECTORS', () => {
  it('has 12 sectors, ids 1 to 12, unique labels', () => {
    expect(idsOf(COMPANY_SECTORS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(COMPANY_SECTORS.map((s) => frText(s.label))).size).toBe(12);
    expect(new Set(COMPANY_SECTORS.map((s) => enText(s.label))).size).toBe(12);
  });

  it('partitions the 21 NAF sections A to U', () => {
    const sections = COMPANY_SECTORS.flatMap((s) => s.nafSections);
    expect([...sections].sort()).toEqual('ABCDEFGHIJKLMNOPQRSTU'.split(''));
  });
});

describe('nafSectionOfCode', () => {
  it('reads the division of a NAF code', () => {
    expect(nafSectionOfCode('01.11Z')).toBe('A');
    expect(nafSectionOfCode('6201Z')).toBe('J');
    expect(nafSectionOfCode('62.01z')).toBe('J');
    expect(nafSectionOfCode('35.11Z')).toBe('D');
    expect(nafSectionOfCode('99.00Z')).toBe('U');
  });

  it('rejects malformed codes and divisions that do not exist', () => {
    for (const code of ['', '62', '62.01', '04.00Z', '34.00Z', '89.00Z', 'AB.CDZ']) expect(nafSectionOfCode(code)).toBeUndefined();
  });
});

describe('companySectorOfNafCode', () => {
  it('gives the sector of well-known activities', () => {
    expect(frText(companySectorOfNafCode('62.01Z')?.label)).toBe('Information et communication');
    expect(frText(companySectorOfNafCode('64.19Z')?.label)).toBe('Activités financières et d’assurance');
    expect(frText(companySectorOfNafCode('47.11F')?.label)).toBe('Commerce');
    expect(frText(companySectorOfNafCode('55.10Z')?.label)).toBe('Hébergement et restauration');
    expect(companySectorOfNafCode('70.22Z')?.id).toBe(10);
    expect(companySectorOfNafCode('86.10Z')?.id).toBe(11);
  });

  it('finds a sector for every code whose section is known', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (division, rest) => {
        const code = `${String(division).padStart(2, '0')}.${String(rest).padStart(2, '0')}Z`;
        const section = nafSectionOfCode(code);
        const sector = companySectorOfNafCode(code);
        return section === undefined ? sector === undefined : sector?.nafSections.includes(section) === true;
      }),
    );
  });
});
