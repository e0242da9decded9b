import type { CatalogueEntry } from './catalogue-entry';
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
export const FRENCH_DEPARTMENTS: readonly FrenchDepartment[] = [
  { id: 1, code: '01', label: 'Ain', labelEn: 'Ain', regionId: 101 },
  { id: 2, code: '02', label: 'Aisne', labelEn: 'Aisne', regionId: 106 },
  { id: 3, code: '03', label: 'Allier', labelEn: 'Allier', regionId: 101 },
  { id: 4, code: '04', label: 'Alpes-de-Haute-Provence', labelEn: 'Alpes-de-Haute-Provence', regionId: 112 },
  { id: 5, code: '05', label: 'Hautes-Alpes', labelEn: 'Hautes-Alpes', regionId: 112 },
  { id: 6, code: '06', label: 'Alpes-Maritimes', labelEn: 'Alpes-Maritimes', regionId: 112 },
  { id: 7, code: '07', label: 'Ardèche', labelEn: 'Ardèche', regionId: 101 },
  { id: 8, code: '08', label: 'Ardennes', labelEn: 'Ardennes', regionId: 105 },
  { id: 9, code: '09', label: 'Ariège', labelEn: 'Ariège', regionId: 110 },
  { id: 10, code: '10', label: 'Aube', labelEn: 'Aube', regionId: 105 },
  { id: 11, code: '11', label: 'Aude', labelEn: 'Aude', regionId: 110 },
  { id: 12, code: '12', label: 'Aveyron', labelEn: 'Aveyron', regionId: 110 },
  { id: 13, code: '13', label: 'Bouches-du-Rhône', labelEn: 'Bouches-du-Rhône', regionId: 112 },
  { id: 14, code: '14', label: 'Calvados', labelEn: 'Calvados', regionId: 108 },
  { id: 15, code: '15', label: 'Cantal', labelEn: 'Cantal', regionId: 101 },
  { id: 16, code: '16', label: 'Charente', labelEn: 'Charente', regionId: 109 },
  { id: 17, code: '17', label: 'Charente-Maritime', labelEn: 'Charente-Maritime', regionId: 109 },
  { id: 18, code: '18', label: 'Cher', labelEn: 'Cher', regionId: 104 },
  { id: 19, code: '19', label: 'Corrèze', labelEn: 'Corrèze', regionId: 109 },
  { id: 0, code: '2A', label: 'Corse-du-Sud', labelEn: 'Corse-du-Sud', regionId: 112 },
  { id: 20, code: '2B', label: 'Haute-Corse', labelEn: 'Haute-Corse', regionId: 112 },
  { id: 21, code: '21', label: 'Côte-d’Or', labelEn: 'Côte-d’Or', regionId: 102 },
  { id: 22, code: '22', label: 'Côtes-d’Armor', labelEn: 'Côtes-d’Armor', regionId: 103 },
  { id: 23, code: '23', label: 'Creuse', labelEn: 'Creuse', regionId: 109 },
  { id: 24, code: '24', label: 'Dordogne', labelEn: 'Dordogne', regionId: 109 },
  { id: 25, code: '25', label: 'Doubs', labelEn: 'Doubs', regionId: 102 },
  { id: 26, code: '26', label: 'Drôme', labelEn: 'Drôme', regionId: 101 },
  { id: 27, code: '27', label: 'Eure', labelEn: 'Eure', regionId: 108 },
  { id: 28, code: '28', label: 'Eure-et-Loir', labelEn: 'Eure-et-Loir', regionId: 104 },
  { id: 29, code: '29', label: 'Finistère', labelEn: 'Finistère', regionId: 103 },
  { id: 30, code: '30', label: 'Gard', labelEn: 'Gard', regionId: 110 },
  { id: 31, code: '31', label: 'Haute-Garonne', labelEn: 'Haute-Garonne', regionId: 110 },
  { id: 32, code: '32', label: 'Gers', labelEn: 'Gers', regionId: 110 },
  { id: 33, code: '33', label: 'Gironde', labelEn: 'Gironde', regionId: 109 },
  { id: 34, code: '34', label: 'Hérault', labelEn: 'Hérault', regionId: 110 },
  { id: 35, code: '35', label: 'Ille-et-Vilaine', labelEn: 'Ille-et-Vilaine', regionId: 103 },
  { id: 36, code: '36', label: 'Indre', labelEn: 'Indre', regionId: 104 },
  { id: 37, code: '37', label: 'Indre-et-Loire', labelEn: 'Indre-et-Loire', regionId: 104 },
  { id: 38, code: '38', label: 'Isère', labelEn: 'Isère', regionId: 101 },
  { id: 39, code: '39', label: 'Jura', labelEn: 'Jura', regionId: 102 },
  { id: 40, code: '40', label: 'Landes', labelEn: 'Landes', regionId: 109 },
  { id: 41, code: '41', label: 'Loir-et-Cher', labelEn: 'Loir-et-Cher', regionId: 104 },
  { id: 42, code: '42', label: 'Loire', labelEn: 'Loire', regionId: 101 },
  { id: 43, code: '43', label: 'Haute-Loire', labelEn: 'Haute-Loire', regionId: 101 },
  { id: 44, code: '44', label: 'Loire-Atlantique', labelEn: 'Loire-Atlantique', regionId: 111 },
  { id: 45, code: '45', label: 'Loiret', labelEn: 'Loiret', regionId: 104 },
  { id: 46, code: '46', label: 'Lot', labelEn: 'Lot', regionId: 110 },
  { id: 47, code: '47', label: 'Lot-et-Garonne', labelEn: 'Lot-et-Garonne', regionId: 109 },
  { id: 48, code: '48', label: 'Lozère', labelEn: 'Lozère', regionId: 110 },
  { id: 49, code: '49', label: 'Maine-et-Loire', labelEn: 'Maine-et-Loire', regionId: 111 },
  { id: 50, code: '50', label: 'Manche', labelEn: 'Manche', regionId: 108 },
  { id: 51, code: '51', label: 'Marne', labelEn: 'Marne', regionId: 105 },
  { id: 52, code: '52', label: 'Haute-Marne', labelEn: 'Haute-Marne', regionId: 105 },
  { id: 53, code: '53', label: 'Mayenne', labelEn: 'Mayenne', regionId: 111 },
  { id: 54, code: '54', label: 'Meurthe-et-Moselle', labelEn: 'Meurthe-et-Moselle', regionId: 105 },
  { id: 55, code: '55', label: 'Meuse', labelEn: 'Meuse', regionId: 105 },
  { id: 56, code: '56', label: 'Morbihan', labelEn: 'Morbihan', regionId: 103 },
  { id: 57, code: '57', label: 'Moselle', labelEn: 'Moselle', regionId: 105 },
  { id: 58, code: '58', label: 'Nièvre', labelEn: 'Nièvre', regionId: 102 },
  { id: 59, code: '59', label: 'Nord', labelEn: 'Nord', regionId: 106 },
  { id: 60, code: '60', label: 'Oise', labelEn: 'Oise', regionId: 106 },
  { id: 61, code: '61', label: 'Orne', labelEn: 'Orne', regionId: 108 },
  { id: 62, code: '62', label: 'Pas-de-Calais', labelEn: 'Pas-de-Calais', regionId: 106 },
  { id: 63, code: '63', label: 'Puy-de-Dôme', labelEn: 'Puy-de-Dôme', regionId: 101 },
  { id: 64, code: '64', label: 'Pyrénées-Atlantiques', labelEn: 'Pyrénées-Atlantiques', regionId: 109 },
  { id: 65, code: '65', label: 'Hautes-Pyrénées', labelEn: 'Hautes-Pyrénées', regionId: 110 },
  { id: 66, code: '66', label: 'Pyrénées-Orientales', labelEn: 'Pyrénées-Orientales', regionId: 110 },
  { id: 67, code: '67', label: 'Bas-Rhin', labelEn: 'Bas-Rhin', regionId: 105 },
  { id: 68, code: '68', label: 'Haut-Rhin', labelEn: 'Haut-Rhin', regionId: 105 },
  { id: 69, code: '69', label: 'Rhône', labelEn: 'Rhône', regionId: 101 },
  { id: 70, code: '70', label: 'Haute-Saône', labelEn: 'Haute-Saône', regionId: 102 },
  { id: 71, code: '71', label: 'Saône-et-Loire', labelEn: 'Saône-et-Loire', regionId: 102 },
  { id: 72, code: '72', label: 'Sarthe', labelEn: 'Sarthe', regionId: 111 },
  { id: 73, code: '73', label: 'Savoie', labelEn: 'Savoie', regionId: 101 },
  { id: 74, code: '74', label: 'Haute-Savoie', labelEn: 'Haute-Savoie', regionId: 101 },
  { id: 75, code: '75', label: 'Paris', labelEn: 'Paris', regionId: 107 },
  { id: 76, code: '76', label: 'Seine-Maritime', labelEn: 'Seine-Maritime', regionId: 108 },
  { id: 77, code: '77', label: 'Seine-et-Marne', labelEn: 'Seine-et-Marne', regionId: 107 },
  { id: 78, code: '78', label: 'Yvelines', labelEn: 'Yvelines', regionId: 107 },
  { id: 79, code: '79', label: 'Deux-Sèvres', labelEn: 'Deux-Sèvres', regionId: 109 },
  { id: 80, code: '80', label: 'Somme', labelEn: 'Somme', regionId: 106 },
  { id: 81, code: '81', label: 'Tarn', labelEn: 'Tarn', regionId: 110 },
  { id: 82, code: '82', label: 'Tarn-et-Garonne', labelEn: 'Tarn-et-Garonne', regionId: 110 },
  { id: 83, code: '83', label: 'Var', labelEn: 'Var', regionId: 112 },
  { id: 84, code: '84', label: 'Vaucluse', labelEn: 'Vaucluse', regionId: 112 },
  { id: 85, code: '85', label: 'Vendée', labelEn: 'Vendée', regionId: 111 },
  { id: 86, code: '86', label: 'Vienne', labelEn: 'Vienne', regionId: 109 },
  { id: 87, code: '87', label: 'Haute-Vienne', labelEn: 'Haute-Vienne', regionId: 109 },
  { id: 88, code: '88', label: 'Vosges', labelEn: 'Vosges', regionId: 105 },
  { id: 89, code: '89', label: 'Yonne', labelEn: 'Yonne', regionId: 102 },
  { id: 90, code: '90', label: 'Territoire de Belfort', labelEn: 'Territoire de Belfort', regionId: 102 },
  { id: 91, code: '91', label: 'Essonne', labelEn: 'Essonne', regionId: 107 },
  { id: 92, code: '92', label: 'Hauts-de-Seine', labelEn: 'Hauts-de-Seine', regionId: 107 },
  { id: 93, code: '93', label: 'Seine-Saint-Denis', labelEn: 'Seine-Saint-Denis', regionId: 107 },
  { id: 94, code: '94', label: 'Val-de-Marne', labelEn: 'Val-de-Marne', regionId: 107 },
  { id: 95, code: '95', label: 'Val-d’Oise', labelEn: 'Val-d’Oise', regionId: 107 },
  { id: 96, code: '971', label: 'Guadeloupe', labelEn: 'Guadeloupe', regionId: 113 },
  { id: 97, code: '972', label: 'Martinique', labelEn: 'Martinique', regionId: 113 },
  { id: 98, code: '973', label: 'Guyane', labelEn: 'French Guiana', regionId: 113 },
  { id: 99, code: '974', label: 'La Réunion', labelEn: 'Réunion', regionId: 113 },
  { id: 100, code: '976', label: 'Mayotte', labelEn: 'Mayotte', regionId: 113 },
  { id: 101, code: '975', label: 'Saint-Pierre-et-Miquelon', labelEn: 'Saint Pierre and Miquelon', regionId: 114 },
  { id: 102, code: '977', label: 'Saint-Barthélemy', labelEn: 'Saint Barthélemy', regionId: 114 },
  { id: 103, code: '978', label: 'Saint-Martin', labelEn: 'Saint Martin', regionId: 114 },
  { id: 104, code: '986', label: 'Wallis-et-Futuna', labelEn: 'Wallis and Futuna', regionId: 114 },
  { id: 105, code: '987', label: 'Polynésie française', labelEn: 'French Polynesia', regionId: 114 },
];

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

/** Overseas postcodes that do not follow the three-digit rule: they start with 971 but are not in Guadeloupe. */
const OVERSEAS_POSTCODE_EXCEPTIONS: Readonly<Record<string, string>> = {
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
