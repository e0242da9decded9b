import { departmentsOfRegion, OVERSEAS_POSTCODE_EXCEPTIONS } from './departments';

/** How to find a region's postcodes by their start: every postcode starting with a prefix, except the excluded ones. */
export interface RegionZipCodes {
  /** Postcode starts (2, 3 or 5 digits). */
  readonly prefixes: readonly string[];
  /** Whole postcodes that start with a prefix but belong to another region. */
  readonly excluded: readonly string[];
}

/** The postcode starts of a department code: its two digits; Corsica by its third digit; overseas by three digits. */
function prefixesOfDepartment(code: string): string[] {
  if (code === '2A') return ['200', '201'];
  if (code === '2B') return ['202', '203', '204', '205', '206'];
  return [code];
}

/**
 * The postcodes of a region as prefixes and exclusions (for a `LIKE prefix%` search of a table that keeps only the
 * postcode): the same answer as `departmentByZipCode(zip)?.regionId === regionId` for every 5-digit postcode —
 * Corsica by the third digit, overseas by three digits, Saint-Barthélemy (97133) and Saint-Martin (97150) with
 * their collectivity, not Guadeloupe. Unknown region: no prefix (no postcode).
 * @rule prospecting §3 · the postcodes of a region (the region filter of conferences)
 */
export function regionZipCodes(regionId: number): RegionZipCodes {
  const codes = new Set(departmentsOfRegion(regionId).map((department) => department.code));
  const prefixes = [...codes].flatMap(prefixesOfDepartment);
  const excluded: string[] = [];
  for (const [zip, code] of Object.entries(OVERSEAS_POSTCODE_EXCEPTIONS)) {
    const underPrefix = prefixes.some((prefix) => zip.startsWith(prefix));
    if (codes.has(code) && !underPrefix) prefixes.push(zip);
    if (!codes.has(code) && underPrefix) excluded.push(zip);
  }
  return { prefixes, excluded };
}

/** Whether a postcode is one of the region's (RegionZipCodes read in memory; the SQL filter does the same). */
export function zipCodeInRegion(zipCode: string, region: RegionZipCodes): boolean {
  const zip = zipCode.replace(/\s+/g, '');
  return region.prefixes.some((prefix) => zip.startsWith(prefix)) && !region.excluded.includes(zip);
}
