import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { FrenchRegion, FrenchRegionId } from './regions';
import { FRENCH_REGIONS } from './regions';

/**
 * French department id, 0 to 105: 1–19 and 21–95 are the department of that number, 0 is Corse-du-Sud (2A),
 * 20 Haute-Corse (2B), 96–100 the overseas departments, 101–105 the overseas collectivities.
 */
export type FrenchDepartmentId = number;

export interface FrenchDepartment extends CatalogueEntry<FrenchDepartmentId> {
  /** INSEE department code: '01'…'95', '2A', '2B', '971'…'976', '975', '977', '978', '986', '987'. */
  readonly code: string;
  readonly regionId: FrenchRegionId;
}

/**
 * French departments, in INSEE code order, with their 2016 region. Corse-du-Sud (id 0) and Haute-Corse (id 20)
 * belong to region 112; overseas departments to 113; overseas collectivities to 114. The Rhône entry (69) covers
 * the Métropole de Lyon too, as postcodes and most company registers do.
 * @rule prospecting §3 · departments 0 to 105 including overseas, each in a region
 */
export const FRENCH_DEPARTMENTS: readonly FrenchDepartment[] = labelled<FrenchDepartment>('departments', [
  { id: 1, code: '01', regionId: 101 },
  { id: 2, code: '02', regionId: 106 },
  { id: 3, code: '03', regionId: 101 },
  { id: 4, code: '04', regionId: 112 },
  { id: 5, code: '05', regionId: 112 },
  { id: 6, code: '06', regionId: 112 },
  { id: 7, code: '07', regionId: 101 },
  { id: 8, code: '08', regionId: 105 },
  { id: 9, code: '09', regionId: 110 },
  { id: 10, code: '10', regionId: 105 },
  { id: 11, code: '11', regionId: 110 },
  { id: 12, code: '12', regionId: 110 },
  { id: 13, code: '13', regionId: 112 },
  { id: 14, code: '14', regionId: 108 },
  { id: 15, code: '15', regionId: 101 },
  { id: 16, code: '16', regionId: 109 },
  { id: 17, code: '17', regionId: 109 },
  { id: 18, code: '18', regionId: 104 },
  { id: 19, code: '19', regionId: 109 },
  { id: 0, code: '2A', regionId: 112 },
  { id: 20, code: '2B', regionId: 112 },
  { id: 21, code: '21', regionId: 102 },
  { id: 22, code: '22', regionId: 103 },
  { id: 23, code: '23', regionId: 109 },
  { id: 24, code: '24', regionId: 109 },
  { id: 25, code: '25', regionId: 102 },
  { id: 26, code: '26', regionId: 101 },
  { id: 27, code: '27', regionId: 108 },
  { id: 28, code: '28', regionId: 104 },
  { id: 29, code: '29', regionId: 103 },
  { id: 30, code: '30', regionId: 110 },
  { id: 31, code: '31', regionId: 110 },
  { id: 32, code: '32', regionId: 110 },
  { id: 33, code: '33', regionId: 109 },
  { id: 34, code: '34', regionId: 110 },
  { id: 35, code: '35', regionId: 103 },
  { id: 36, code: '36', regionId: 104 },
  { id: 37, code: '37', regionId: 104 },
  { id: 38, code: '38', regionId: 101 },
  { id: 39, code: '39', regionId: 102 },
  { id: 40, code: '40', regionId: 109 },
  { id: 41, code: '41', regionId: 104 },
  { id: 42, code: '42', regionId: 101 },
  { id: 43, code: '43', regionId: 101 },
  { id: 44, code: '44', regionId: 111 },
  { id: 45, code: '45', regionId: 104 },
  { id: 46, code: '46', regionId: 110 },
  { id: 47, code: '47', regionId: 109 },
  { id: 48, code: '48', regionId: 110 },
  { id: 49, code: '49', regionId: 111 },
  { id: 50, code: '50', regionId: 108 },
  { id: 51, code: '51', regionId: 105 },
  { id: 52, code: '52', regionId: 105 },
  { id: 53, code: '53', regionId: 111 },
  { id: 54, code: '54', regionId: 105 },
  { id: 55, code: '55', regionId: 105 },
  { id: 56, code: '56', regionId: 103 },
  { id: 57, code: '57', regionId: 105 },
  { id: 58, code: '58', regionId: 102 },
  { id: 59, code: '59', regionId: 106 },
  { id: 60, code: '60', regionId: 106 },
  { id: 61, code: '61', regionId: 108 },
  { id: 62, code: '62', regionId: 106 },
  { id: 63, code: '63', regionId: 101 },
  { id: 64, code: '64', regionId: 109 },
  { id: 65, code: '65', regionId: 110 },
  { id: 66, code: '66', regionId: 110 },
  { id: 67, code: '67', regionId: 105 },
  { id: 68, code: '68', regionId: 105 },
  { id: 69, code: '69', regionId: 101 },
  { id: 70, code: '70', regionId: 102 },
  { id: 71, code: '71', regionId: 102 },
  { id: 72, code: '72', regionId: 111 },
  { id: 73, code: '73', regionId: 101 },
  { id: 74, code: '74', regionId: 101 },
  { id: 75, code: '75', regionId: 107 },
  { id: 76, code: '76', regionId: 108 },
  { id: 77, code: '77', regionId: 107 },
  { id: 78, code: '78', regionId: 107 },
  { id: 79, code: '79', regionId: 109 },
  { id: 80, code: '80', regionId: 106 },
  { id: 81, code: '81', regionId: 110 },
  { id: 82, code: '82', regionId: 110 },
  { id: 83, code: '83', regionId: 112 },
  { id: 84, code: '84', regionId: 112 },
  { id: 85, code: '85', regionId: 111 },
  { id: 86, code: '86', regionId: 109 },
  { id: 87, code: '87', regionId: 109 },
  { id: 88, code: '88', regionId: 105 },
  { id: 89, code: '89', regionId: 102 },
  { id: 90, code: '90', regionId: 102 },
  { id: 91, code: '91', regionId: 107 },
  { id: 92, code: '92', regionId: 107 },
  { id: 93, code: '93', regionId: 107 },
  { id: 94, code: '94', regionId: 107 },
  { id: 95, code: '95', regionId: 107 },
  { id: 96, code: '971', regionId: 113 },
  { id: 97, code: '972', regionId: 113 },
  { id: 98, code: '973', regionId: 113 },
  { id: 99, code: '974', regionId: 113 },
  { id: 100, code: '976', regionId: 113 },
  { id: 101, code: '975', regionId: 114 },
  { id: 102, code: '977', regionId: 114 },
  { id: 103, code: '978', regionId: 114 },
  { id: 104, code: '986', regionId: 114 },
  { id: 105, code: '987', regionId: 114 },
]);

/**
 * The departments of a region, in catalogue order; empty for an unknown region id.
 * @rule prospecting §3 · a region covers its departments (Corsica in 112)
 */
export function departmentsOfRegion(regionId: number): readonly FrenchDepartment[] {
  return FRENCH_DEPARTMENTS.filter((department) => department.regionId === regionId);
}

/**
 * The region of a department, `undefined` for an unknown department id.
 * @rule prospecting §3 · each department belongs to one region
 */
export function regionOfDepartment(departmentId: number): FrenchRegion | undefined {
  const department = FRENCH_DEPARTMENTS.find((entry) => entry.id === departmentId);
  if (department === undefined) return undefined;
  return FRENCH_REGIONS.find((region) => region.id === department.regionId);
}

/** The department with this id, `undefined` when unknown. */
export function departmentById(id: number): FrenchDepartment | undefined {
  return FRENCH_DEPARTMENTS.find((department) => department.id === id);
}

/**
 * The department with this INSEE code ('75', '2A', '971'; a one-digit code is read with its leading zero,
 * case and surrounding spaces are ignored), `undefined` when unknown.
 */
export function departmentByCode(code: string): FrenchDepartment | undefined {
  const normalized = code.trim().toUpperCase();
  const padded = /^\d$/.test(normalized) ? `0${normalized}` : normalized;
  return FRENCH_DEPARTMENTS.find((department) => department.code === padded);
}

/** Overseas postcodes that do not follow the three-digit rule: they start with 971 but are not in Guadeloupe (postcode → department code). */
export const OVERSEAS_POSTCODE_EXCEPTIONS: Readonly<Record<string, string>> = {
  '97133': '977', // Saint-Barthélemy
  '97150': '978', // Saint-Martin
};

/**
 * The department of a French postcode (5 digits; spaces are ignored): the first two digits name the department,
 * except 20xxx (200xx–201xx Corse-du-Sud, 202xx–206xx Haute-Corse), 97xxx and 98xxx (first three digits, with
 * 97133 Saint-Barthélemy and 97150 Saint-Martin). `undefined` when the postcode is malformed or has no department
 * in the catalogue (00xxx, 96xxx, 98000 Monaco, 988xx New Caledonia, 99xxx).
 * @rule prospecting §3 · department of a French postcode
 */
export function departmentByZipCode(zipCode: string): FrenchDepartment | undefined {
  const zip = zipCode.replace(/\s+/g, '');
  if (!/^\d{5}$/.test(zip)) return undefined;
  const exception = OVERSEAS_POSTCODE_EXCEPTIONS[zip];
  if (exception !== undefined) return departmentByCode(exception);
  const prefix = zip.slice(0, 2);
  if (prefix === '20') {
    const third = zip.charAt(2);
    if (third === '0' || third === '1') return departmentByCode('2A');
    if (third >= '2' && third <= '6') return departmentByCode('2B');
    return undefined;
  }
  if (prefix === '97' || prefix === '98') return departmentByCode(zip.slice(0, 3));
  return departmentByCode(prefix);
}
