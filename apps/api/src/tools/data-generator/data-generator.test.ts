import { createHash } from 'node:crypto';
import {
  COMPANY_SECTORS,
  FRENCH_DEPARTMENTS,
  INDUSTRY_TYPES,
  JOB_FUNCTIONS,
  JOB_TITLES,
  JOB_TYPES,
  companySectorOfNafCode,
  departmentByCode,
  departmentByZipCode,
  translate,
} from '@cible/core';
import { describe, expect, it } from 'vitest';
import { COMMUNES } from './communes.data';
import { csvField, csvLine } from './csv';
import type { DataSetCounts } from './generate-data';
import { createDataGenerator, DATA_SIZES } from './generate-data';
import { COLLECTIVE_AGREEMENTS, INDUSTRY_PROFILES } from './industries.data';
import { genderedTitle, JOB_PROFILES } from './job-profiles';
import { isLuhnValid, luhnCheckDigit, sirenOf, siretOf } from './luhn';
import { Prng } from './prng';
import { emailPart, slugify, withoutAccents } from './text';

const REFERENCE_DATE = '2026-05-01';
const TINY: DataSetCounts = { companies: 300, contacts: 1_500, news: 600, conferences: 30 };

/** Every table's CSV, hashed, and the first rows of each table. */
function fingerprint(options: { size: 'small' | DataSetCounts; seed: number }) {
  const generator = createDataGenerator({ ...options, referenceDate: REFERENCE_DATE });
  const hash = createHash('sha256');
  const firstRows: Record<string, string[]> = {};
  const counts: Record<string, number> = {};
  for (const table of generator.tables) {
    let count = 0;
    firstRows[table.table] = [];
    for (const row of table.rows()) {
      const line = csvLine(row);
      hash.update(line);
      if (count < 5) firstRows[table.table]!.push(line);
      count += 1;
    }
    counts[table.table] = count;
  }
  return { digest: hash.digest('hex'), firstRows, counts };
}

describe('data generator', () => {
  it('is deterministic: the same seed gives the same data set, row for row', () => {
    const first = fingerprint({ size: 'small', seed: 42 });
    const second = fingerprint({ size: 'small', seed: 42 });
    expect(second.digest).toBe(first.digest);
    expect(second.firstRows).toEqual(first.firstRows);
    expect(first.counts).toMatchObject({
      companies: DATA_SIZES.small.companies,
      contacts: DATA_SIZES.small.contacts,
      news: DATA_SIZES.small.news,
      conferences: DATA_SIZES.small.conferences,
    });
  }, 60_000);

  it('gives different data for a different seed', () => {
    const one = fingerprint({ size: TINY, seed: 1 });
    const two = fingerprint({ size: TINY, seed: 2 });
    expect(two.digest).not.toBe(one.digest);
    for (const table of ['companies', 'offices', 'contacts', 'conferences', 'news']) {
      expect(two.firstRows[table], table).not.toEqual(one.firstRows[table]);
    }
  });

  it('needs the tables in order', () => {
    const generator = createDataGenerator({ size: TINY, seed: 1, referenceDate: REFERENCE_DATE });
    const contacts = generator.tables.find((table) => table.table === 'contacts')!;
    expect(() => [...contacts.rows()]).toThrow(/companies first/);
  });
});

describe('seeded random numbers', () => {
  it('repeats for the same seed and label, and differs otherwise', () => {
    const draw = (seed: number, label: string) => Array.from({ length: 5 }, (() => { const prng = new Prng(seed, label); return () => prng.nextUint32(); })());
    expect(draw(7, 'a')).toEqual(draw(7, 'a'));
    expect(draw(7, 'a')).not.toEqual(draw(8, 'a'));
    expect(draw(7, 'a')).not.toEqual(draw(7, 'b'));
    const prng = new Prng(1, 'range');
    for (let index = 0; index < 1000; index += 1) {
      const value = prng.int(3, 9);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
    }
  });
});

describe('SIREN and SIRET', () => {
  it('checks and computes Luhn keys', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(isLuhnValid('12a')).toBe(false);
  });

  it('gives distinct, Luhn-valid 9-digit SIRENs and 14-digit SIRETs that start with their SIREN', () => {
    const sirens = new Set<string>();
    for (let index = 0; index < 200_000; index += 1) {
      const siren = sirenOf(index, 123_456);
      sirens.add(siren);
      if (index % 997 === 0) {
        expect(siren).toMatch(/^[3-9]\d{8}$/);
        expect(isLuhnValid(siren)).toBe(true);
        for (let rank = 0; rank < 50; rank += 7) {
          const siret = siretOf(siren, rank);
          expect(siret).toMatch(/^\d{14}$/);
          expect(siret.startsWith(siren)).toBe(true);
          expect(isLuhnValid(siret)).toBe(true);
        }
      }
    }
    expect(sirens.size).toBe(200_000);
  });
});

describe('reference lists of the generator', () => {
  it('has communes whose postcode lies in their department, covering every department of the catalogue', () => {
    for (const [name, zipCode, departmentCode] of COMMUNES) {
      expect(departmentByZipCode(zipCode)?.code, `${name} ${zipCode}`).toBe(departmentCode);
    }
    const covered = new Set(COMMUNES.map(([, , code]) => departmentByCode(code)?.id));
    expect(FRENCH_DEPARTMENTS.filter((department) => !covered.has(department.id)).map((department) => department.code)).toEqual([]);
    expect(COMMUNES.length).toBeGreaterThanOrEqual(300);
  });

  it('profiles every industry type with NAF codes of a plausible sector', () => {
    /** Company sectors (core's COMPANY_SECTORS) that fit each industry class. */
    const plausibleSectors: Record<number, number[]> = {
      1: [1, 2, 4], 2: [2, 4], 3: [2, 10], 4: [2, 3, 4, 9], 5: [4], 6: [5], 7: [8], 8: [2, 4, 7, 10], 9: [6, 7, 10, 12],
      10: [2, 10, 11], 11: [10], 12: [11, 12],
    };
    expect(COMPANY_SECTORS).toHaveLength(12);
    for (const type of INDUSTRY_TYPES) {
      const profile = INDUSTRY_PROFILES[type.id];
      expect(profile, `industry type ${type.id}`).toBeDefined();
      expect(profile!.naf.length).toBeGreaterThan(0);
      for (const naf of profile!.naf) {
        const sector = companySectorOfNafCode(naf);
        expect(sector, naf).toBeDefined();
        expect(plausibleSectors[type.industryClassId], `${type.label}: ${naf}`).toContain(sector!.id);
      }
      for (const idcc of profile!.idcc) expect(COLLECTIVE_AGREEMENTS.map(([id]) => id)).toContain(idcc);
    }
  });

  it('profiles every job title with a level, a type and functions of the same job class', () => {
    const classOfType = new Map(JOB_TYPES.map((type) => [type.id as number, type.jobClassId as number]));
    const classOfFunction = new Map(JOB_FUNCTIONS.map((jobFunction) => [jobFunction.id as number, jobFunction.jobClassId as number | undefined]));
    for (const title of JOB_TITLES) {
      const profile = JOB_PROFILES.get(title.id)!;
      const name = translate(title.label);
      expect(profile, name).toBeDefined();
      expect([1, 2, 3, 4, 5]).toContain(profile.hierarchicalLevelId);
      expect(classOfType.has(profile.jobTypeId)).toBe(true);
      expect(classOfFunction.get(profile.mainFunctionId), name).toBe(classOfType.get(profile.jobTypeId));
      for (const other of profile.otherFunctionIds) expect(classOfFunction.has(other)).toBe(true);
    }
    // Titles that say "Directeur" or "Responsable" carry the matching level (or above).
    for (const title of JOB_TITLES) {
      const level = JOB_PROFILES.get(title.id)!.hierarchicalLevelId;
      const name = translate(title.label);
      if (name.startsWith('Responsable')) expect(level, name).toBe(2);
      if (name.startsWith('Directeur')) expect([1, 3, 4], name).toContain(level);
    }
  });

  it('genders job titles', () => {
    expect(genderedTitle('Directeur financier', true)).toBe('Directrice financière');
    expect(genderedTitle('Président-directeur général (PDG)', true)).toBe('Présidente-directrice générale (PDG)');
    expect(genderedTitle('Assistant(e) de direction', false)).toBe('Assistant de direction');
    expect(genderedTitle('Directeur financier', false)).toBe('Directeur financier');
  });
});

describe('text and CSV helpers', () => {
  it('removes accents for e-mails, slugs and searches', () => {
    expect(withoutAccents('Éléonore Lefèvre, cœur')).toBe('Eleonore Lefevre, coeur');
    expect(emailPart('Jean-Pierre')).toBe('jean-pierre');
    expect(emailPart('Le Gall')).toBe('legall');
    expect(emailPart('d’Almeida')).toBe('dalmeida');
    expect(slugify('Atelier Dubois & Fils')).toBe('atelier-dubois-fils');
  });

  it('writes PostgreSQL CSV: NULL, empty string, booleans, quoted text and arrays', () => {
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('""');
    expect(csvField(true)).toBe('t');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField([1, 2])).toBe('"{1,2}"');
    expect(csvField([])).toBe('{}');
    expect(csvField(['Marque "A"', 'B\\C'])).toBe('"{""Marque \\""A\\"""",""B\\\\C""}"');
    expect(csvLine([1, null, 'x'])).toBe('1,,x\n');
  });
});
