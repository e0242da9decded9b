import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import {
  FRENCH_DEPARTMENTS,
  departmentByCode,
  departmentById,
  departmentByZipCode,
  departmentsOfRegion,
  regionOfDepartment,
} from './departments';
import { FRENCH_REGIONS } from './regions';

const codesOf = (regionId: number) => departmentsOfRegion(regionId).map((d) => d.code);

describe('FRENCH_DEPARTMENTS', () => {
  it('has ids 0 to 105, each once', () => {
    const ids = FRENCH_DEPARTMENTS.map((d) => d.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 106 }, (_, i) => i));
  });

  it('gives ids 1–19 and 21–95 the department of that number, 0 and 20 to Corsica', () => {
    for (const department of FRENCH_DEPARTMENTS) {
      if ((department.id >= 1 && department.id <= 19) || (department.id >= 21 && department.id <= 95)) {
        expect(department.code).toBe(String(department.id).padStart(2, '0'));
      }
    }
    expect(departmentById(0)).toMatchObject({ code: '2A', regionId: 112 });
    expect(frText(departmentById(0)?.label)).toBe('Corse-du-Sud');
    expect(departmentById(20)).toMatchObject({ code: '2B', regionId: 112 });
    expect(frText(departmentById(20)?.label)).toBe('Haute-Corse');
  });

  it('numbers the overseas entries 96 to 105 as specified', () => {
    const overseas = FRENCH_DEPARTMENTS.filter((d) => d.id >= 96).map((d) => [d.id, d.code, frText(d.label), d.regionId]);
    expect(overseas).toEqual([
      [96, '971', 'Guadeloupe', 113],
      [97, '972', 'Martinique', 113],
      [98, '973', 'Guyane', 113],
      [99, '974', 'La Réunion', 113],
      [100, '976', 'Mayotte', 113],
      [101, '975', 'Saint-Pierre-et-Miquelon', 114],
      [102, '977', 'Saint-Barthélemy', 114],
      [103, '978', 'Saint-Martin', 114],
      [104, '986', 'Wallis-et-Futuna', 114],
      [105, '987', 'Polynésie française', 114],
    ]);
  });

  it('has unique codes and labels, and every department’s region exists', () => {
    expect(new Set(FRENCH_DEPARTMENTS.map((d) => d.code)).size).toBe(106);
    expect(new Set(FRENCH_DEPARTMENTS.map((d) => frText(d.label))).size).toBe(106);
    const regionIds = new Set(FRENCH_REGIONS.map((r) => r.id));
    for (const department of FRENCH_DEPARTMENTS) expect(regionIds.has(department.regionId)).toBe(true);
  });

  it('uses the real names of some departments', () => {
    expect(frText(departmentByCode('75')?.label)).toBe('Paris');
    expect(frText(departmentByCode('21')?.label)).toBe('Côte-d’Or');
    expect(frText(departmentByCode('90')?.label)).toBe('Territoire de Belfort');
    expect(frText(departmentByCode('93')?.label)).toBe('Seine-Saint-Denis');
    expect(frText(departmentByCode('64')?.label)).toBe('Pyrénées-Atlantiques');
  });
});

describe('departmentsOfRegion', () => {
  it('returns the departments of each 2016 region', () => {
    expect(codesOf(101)).toEqual(['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74']);
    expect(codesOf(102)).toEqual(['21', '25', '39', '58', '70', '71', '89', '90']);
    expect(codesOf(103)).toEqual(['22', '29', '35', '56']);
    expect(codesOf(104)).toEqual(['18', '28', '36', '37', '41', '45']);
    expect(codesOf(105)).toEqual(['08', '10', '51', '52', '54', '55', '57', '67', '68', '88']);
    expect(codesOf(106)).toEqual(['02', '59', '60', '62', '80']);
    expect(codesOf(107)).toEqual(['75', '77', '78', '91', '92', '93', '94', '95']);
    expect(codesOf(108)).toEqual(['14', '27', '50', '61', '76']);
    expect(codesOf(109)).toEqual(['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87']);
    expect(codesOf(110)).toEqual(['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82']);
    expect(codesOf(111)).toEqual(['44', '49', '53', '72', '85']);
    expect(codesOf(112)).toEqual(['04', '05', '06', '13', '2A', '2B', '83', '84']);
    expect(codesOf(113)).toEqual(['971', '972', '973', '974', '976']);
    expect(codesOf(114)).toEqual(['975', '977', '978', '986', '987']);
  });

  it('covers every department exactly once across the regions, and nothing for an unknown region', () => {
    const all = FRENCH_REGIONS.flatMap((r) => departmentsOfRegion(r.id).map((d) => d.id));
    expect(all).toHaveLength(106);
    expect(new Set(all).size).toBe(106);
    expect(departmentsOfRegion(72)).toEqual([]);
  });
});

describe('regionOfDepartment', () => {
  it('is the inverse of departmentsOfRegion', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRENCH_DEPARTMENTS), (department) => {
        const region = regionOfDepartment(department.id);
        return region !== undefined && departmentsOfRegion(region.id).includes(department);
      }),
    );
    expect(frText(regionOfDepartment(0)?.label)).toBe('Provence-Alpes-Côte d’Azur et Corse');
    expect(frText(regionOfDepartment(75)?.label)).toBe('Île-de-France');
    expect(frText(regionOfDepartment(72)?.label)).toBe('Pays de la Loire');
    expect(regionOfDepartment(99)?.id).toBe(113);
    expect(regionOfDepartment(106)).toBeUndefined();
    expect(regionOfDepartment(-1)).toBeUndefined();
  });
});

describe('departmentByCode', () => {
  it('reads codes with or without leading zero, in any case', () => {
    expect(frText(departmentByCode('1')?.label)).toBe('Ain');
    expect(frText(departmentByCode(' 2a ')?.label)).toBe('Corse-du-Sud');
    expect(departmentByCode('2B')?.id).toBe(20);
    expect(departmentByCode('20')).toBeUndefined();
    expect(departmentByCode('96')).toBeUndefined();
  });
});

describe('departmentByZipCode', () => {
  it('reads the first two digits of a metropolitan postcode', () => {
    expect(departmentByZipCode('75008')?.code).toBe('75');
    expect(frText(departmentByZipCode('01000')?.label)).toBe('Ain');
    expect(frText(departmentByZipCode('69 003')?.label)).toBe('Rhône');
    expect(frText(departmentByZipCode('92400')?.label)).toBe('Hauts-de-Seine');
  });

  it('splits Corsica on the third digit', () => {
    expect(departmentByZipCode('20000')?.code).toBe('2A');
    expect(departmentByZipCode('20167')?.code).toBe('2A');
    expect(departmentByZipCode('20200')?.code).toBe('2B');
    expect(departmentByZipCode('20600')?.code).toBe('2B');
    expect(departmentByZipCode('20700')).toBeUndefined();
  });

  it('reads three digits overseas, with Saint-Barthélemy and Saint-Martin exceptions', () => {
    expect(frText(departmentByZipCode('97100')?.label)).toBe('Guadeloupe');
    expect(frText(departmentByZipCode('97200')?.label)).toBe('Martinique');
    expect(frText(departmentByZipCode('97300')?.label)).toBe('Guyane');
    expect(frText(departmentByZipCode('97400')?.label)).toBe('La Réunion');
    expect(frText(departmentByZipCode('97500')?.label)).toBe('Saint-Pierre-et-Miquelon');
    expect(frText(departmentByZipCode('97600')?.label)).toBe('Mayotte');
    expect(frText(departmentByZipCode('97133')?.label)).toBe('Saint-Barthélemy');
    expect(frText(departmentByZipCode('97150')?.label)).toBe('Saint-Martin');
    expect(frText(departmentByZipCode('98600')?.label)).toBe('Wallis-et-Futuna');
    expect(frText(departmentByZipCode('98714')?.label)).toBe('Polynésie française');
  });

  it('rejects malformed postcodes and postcodes without a catalogue department', () => {
    for (const zip of ['', '7500', '750080', 'ABCDE', '2A000', '00100', '96000', '98000', '98800', '99999']) {
      expect(departmentByZipCode(zip)).toBeUndefined();
    }
  });

  it('maps every metropolitan prefix outside Corsica to the department with that code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 95 }).filter((n) => n !== 20),
        fc.integer({ min: 0, max: 999 }),
        (department, rest) => {
          const prefix = String(department).padStart(2, '0');
          const zip = `${prefix}${String(rest).padStart(3, '0')}`;
          return departmentByZipCode(zip)?.id === department;
        },
      ),
    );
  });
});
