/**
 * Offices: the head office in the company's head-office commune, then branches (more for bigger companies), some
 * abroad for large groups. A French office has its SIRET (company SIREN + establishment number, Luhn-valid), its
 * catalogue department and region, and a postcode of that department.
 */
import { COMPANY_SIZE, FRANCE_COUNTRY_ID, countryByIsoCode } from '@cible/core';
import type { CsvValue } from './csv';
import type { GenerationContext, OfficePlacesMemory } from './generation-context';
import { POPULATION_PICKER, RESOLVED_COMMUNES } from './generation-context';
import { siretOf } from './luhn';
import { Prng } from './prng';
import { BUSINESS_PARKS, FOREIGN_PLACES, STREET_KINDS, STREET_NAMES } from './words.data';

export const OFFICE_COLUMNS = [
  'id', 'company_id', 'siret', 'naf_code', 'address', 'zip_code', 'city', 'department_id', 'region_id', 'country_id', 'is_headquarters',
] as const;

/** [min, max] number of offices by size. */
const OFFICE_COUNT: Readonly<Record<number, readonly [number, number]>> = {
  [COMPANY_SIZE.large_company]: [8, 45],
  [COMPANY_SIZE.mid_size_company]: [2, 12],
  [COMPANY_SIZE.mid_size_subsidiary]: [1, 6],
  [COMPANY_SIZE.sme_subsidiary]: [1, 3],
  [COMPANY_SIZE.medium_company]: [1, 4],
  [COMPANY_SIZE.small_company]: [1, 1],
  [COMPANY_SIZE.startup]: [1, 2],
};

const FOREIGN = FOREIGN_PLACES.map(([iso, city, zipCode]) => {
  const country = countryByIsoCode(iso);
  if (!country) throw new Error(`No country ${iso} in core's catalogue`);
  return { countryId: country.id, city, zipCode };
});

/** Industrial trades get business-park addresses more often. */
const INDUSTRIAL_CLASSES = new Set([1, 2, 3, 6]);

function streetAddress(rng: Prng, industrial: boolean): string {
  const street = `${rng.int(1, 180)} ${rng.pick(STREET_KINDS)} ${rng.pick(STREET_NAMES)}`;
  return rng.chance(industrial ? 0.45 : 0.08) ? `${rng.pick(BUSINESS_PARKS)}, ${street}` : street;
}

/** Generates the office rows, company by company. */
export function* generateOffices(context: GenerationContext): Generator<CsvValue[]> {
  const companies = context.requireCompanies();
  const rng = new Prng(context.seed, 'offices');
  const places: OfficePlacesMemory = { regionIds: [], departmentIds: [] };
  context.officePlaces = places;
  const ascending = (ids: Set<number>) => [...ids].sort((a, b) => a - b);
  let officeId = 0;
  for (let index = 0; index < companies.names.length; index += 1) {
    const companyId = index + 1;
    const sizeId = companies.sizeIds[index]!;
    const [min, max] = OFFICE_COUNT[sizeId]!;
    // Office counts are skewed towards the low end: most companies have few sites.
    const count = min + Math.floor((max - min + 1) * rng.next() ** 2);
    const industrial = INDUSTRIAL_CLASSES.has(companies.industryClassIds[index]!);
    const abroadChance = sizeId === COMPANY_SIZE.large_company ? 0.25 : sizeId === COMPANY_SIZE.mid_size_company ? 0.1 : 0;
    const usedCommunes = new Set<number>();
    const regions = new Set<number>();
    const departments = new Set<number>();
    for (let rank = 0; rank < count; rank += 1) {
      officeId += 1;
      const isHeadquarters = rank === 0;
      if (!isHeadquarters && rng.chance(abroadChance)) {
        const place = rng.pick(FOREIGN);
        yield [officeId, companyId, null, null, streetAddress(rng, false), place.zipCode, place.city, null, null, place.countryId, false];
        continue;
      }
      let communeIndex = isHeadquarters ? companies.headOfficeCommunes[index]! : POPULATION_PICKER.pick(rng);
      if (!isHeadquarters && usedCommunes.has(communeIndex)) communeIndex = POPULATION_PICKER.pick(rng);
      usedCommunes.add(communeIndex);
      const commune = RESOLVED_COMMUNES[communeIndex]!;
      regions.add(commune.regionId);
      departments.add(commune.departmentId);
      yield [
        officeId, companyId, siretOf(companies.sirens[index]!, rank), companies.nafCodes[index]!, streetAddress(rng, industrial),
        commune.zipCode, commune.name, commune.departmentId, commune.regionId, FRANCE_COUNTRY_ID, isHeadquarters,
      ];
    }
    places.regionIds.push(ascending(regions));
    places.departmentIds.push(ascending(departments));
  }
}
