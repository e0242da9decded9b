import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/core-texts';
import { EXPORT_COLUMNS, exportCell, exportCells, exportFileName, exportHeaders } from './export-columns';

describe('export columns', () => {
  it('gives the French headers in column order and the cells under them', () => {
    expect(exportHeaders('email_rental').map((header) => translate(header))).toEqual(['Prénom', 'Nom', 'Entreprise', 'E-mail']);
    expect(exportCells('email_rental', { email: 'a@b.fr', first_name: 'Anne', company: null })).toEqual(['Anne', null, null, 'a@b.fr']);
  });

  it('writes a text a spreadsheet would run as a formula as text, anything else unchanged', () => {
    expect(exportCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(exportCell('-2+3')).toBe(`'-2+3`);
    expect(exportCell(-2)).toBe(-2);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const risky = /^[=+\-@\t\r]/.test(text);
        expect(exportCell(text)).toBe(risky ? `'${text}` : text);
      }),
    );
  });

  it('has a label for every column of every kind and names files in ASCII', () => {
    for (const kind of Object.keys(EXPORT_COLUMNS) as (keyof typeof EXPORT_COLUMNS)[]) {
      for (const header of exportHeaders(kind)) {
        expect(translate(header), header.key).not.toBe(header.key);
        expect(translate(header, 'en'), header.key).not.toBe(header.key);
      }
    }
    expect(exportFileName('email_rental', 12, 'xlsx')).toBe('cible-email-rental-12.xlsx');
  });
});
