import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * Company sector ids, 1 to 12 (the spec gives the count; ids and names are designed here:
 * docs/rules/catalogues-places-companies.md "Company sectors").
 */
export type CompanySectorId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A section of the French activity nomenclature NAF rév. 2 (A to U). */
export type NafSection =
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K'
  | 'L' | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U';

export interface CompanySector extends CatalogueEntry<CompanySectorId> {
  /** The NAF rév. 2 sections the sector groups; every section belongs to exactly one sector. */
  readonly nafSections: readonly NafSection[];
}

/**
 * The 12 company sectors: the INSEE aggregation of NAF rév. 2 into 10 groups (A10), with the group
 * "commerce, transports, hébergement et restauration" split into its three parts, so a company's sector follows
 * from its official NAF (APE) code.
 * @rule prospecting §3 · 12 company sectors (NAF rév. 2 sections)
 */
export const COMPANY_SECTORS: readonly CompanySector[] = labelled<CompanySector>('companySectors', [
  { id: 1, nafSections: ['A'] },
  { id: 2, nafSections: ['B', 'C', 'D', 'E'] },
  { id: 3, nafSections: ['F'] },
  { id: 4, nafSections: ['G'] },
  { id: 5, nafSections: ['H'] },
  { id: 6, nafSections: ['I'] },
  { id: 7, nafSections: ['J'] },
  { id: 8, nafSections: ['K'] },
  { id: 9, nafSections: ['L'] },
  {
    id: 10,
    nafSections: ['M', 'N'],
  },
  {
    id: 11,
    nafSections: ['O', 'P', 'Q'],
  },
  { id: 12, nafSections: ['R', 'S', 'T', 'U'] },
]);

/** NAF rév. 2 divisions (first two digits of a NAF code) by section: [section, first division, last division]. */
const NAF_DIVISION_RANGES: readonly (readonly [NafSection, number, number])[] = [
  ['A', 1, 3],
  ['B', 5, 9],
  ['C', 10, 33],
  ['D', 35, 35],
  ['E', 36, 39],
  ['F', 41, 43],
  ['G', 45, 47],
  ['H', 49, 53],
  ['I', 55, 56],
  ['J', 58, 63],
  ['K', 64, 66],
  ['L', 68, 68],
  ['M', 69, 75],
  ['N', 77, 82],
  ['O', 84, 84],
  ['P', 85, 85],
  ['Q', 86, 88],
  ['R', 90, 93],
  ['S', 94, 96],
  ['T', 97, 98],
  ['U', 99, 99],
];

/**
 * The NAF rév. 2 section of a NAF (APE) code such as "62.01Z" or "6201Z", `undefined` when the code is malformed
 * or its division does not exist.
 * @rule prospecting §3 · NAF code to NAF section
 */
export function nafSectionOfCode(nafCode: string): NafSection | undefined {
  const match = /^(\d{2})\.?\d{2}[A-Z]$/.exec(nafCode.trim().toUpperCase());
  if (match === null) return undefined;
  const division = Number(match[1]);
  return NAF_DIVISION_RANGES.find(([, first, last]) => division >= first && division <= last)?.[0];
}

/**
 * The company sector of a NAF (APE) code, `undefined` when the code is malformed or unknown.
 * @rule prospecting §3 · company sector of a NAF code
 */
export function companySectorOfNafCode(nafCode: string): CompanySector | undefined {
  const section = nafSectionOfCode(nafCode);
  if (section === undefined) return undefined;
  return COMPANY_SECTORS.find((sector) => sector.nafSections.includes(section));
}
