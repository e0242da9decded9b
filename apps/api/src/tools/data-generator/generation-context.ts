/**
 * What the table generators share: the options, the commune and name pickers, and the compact memory of what was
 * generated so far (typed arrays, indexed by id - 1), so that contacts can point at companies and news at contacts
 * without keeping a million objects alive.
 */
import { departmentByCode } from '@cible/core';
import { COMMUNES } from './communes.data';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names.data';
import { rankWeighted, WeightedPicker } from './prng';
import { dayNumber } from './text';

/** How many rows of each kind a data set has. */
export interface DataSetCounts {
  readonly companies: number;
  readonly contacts: number;
  readonly news: number;
  readonly conferences: number;
}

/** The two standard data sets: `small` for the demo and the tests, `large` for load and search measurements. */
export const DATA_SIZES = {
  small: { companies: 3_000, contacts: 15_000, news: 6_000, conferences: 300 },
  large: { companies: 200_000, contacts: 1_000_000, news: 500_000, conferences: 20_000 },
} as const satisfies Record<string, DataSetCounts>;

export type DataSizeName = keyof typeof DATA_SIZES;

export interface GeneratorOptions {
  /** A standard size, or explicit counts (tests). */
  readonly size: DataSizeName | DataSetCounts;
  /** Same seed (and size and reference date), same data. */
  readonly seed: number;
  /**
   * The "today" of the data set (ISO date): news are published in the two years before it, conferences run from
   * two years before to one year after. Defaults to the current UTC date in `createDataGenerator`.
   */
  readonly referenceDate: string;
}

/** A commune with its catalogue department and region resolved. */
export interface Commune {
  readonly name: string;
  readonly zipCode: string;
  readonly departmentCode: string;
  readonly departmentId: number;
  readonly regionId: number;
  readonly population: number;
}

export const RESOLVED_COMMUNES: readonly Commune[] = COMMUNES.map(([name, zipCode, departmentCode, population]) => {
  const department = departmentByCode(departmentCode);
  if (!department) throw new Error(`communes.data: unknown department ${departmentCode}`);
  return { name, zipCode, departmentCode, departmentId: department.id, regionId: department.regionId, population };
});

/** Where companies sit: by population and business weight. */
export const HEAD_OFFICE_PICKER = new WeightedPicker(
  COMMUNES.map(([, , , population, businessWeight], index) => [index, population * (businessWeight ?? 1)] as const),
);
/** Where branches and events are: by population. */
export const POPULATION_PICKER = new WeightedPicker(COMMUNES.map(([, , , population], index) => [index, population] as const));

/** Where conferences take place: big cities and business hubs. */
export const EVENT_CITY_PICKER = new WeightedPicker(
  COMMUNES.map(([, , , population, businessWeight], index) => [index, population ** 1.4 * (businessWeight ?? 1)] as const),
);

export const MALE_NAME_PICKER = rankWeighted(MALE_FIRST_NAMES.map((_, index) => index));
export const FEMALE_NAME_PICKER = rankWeighted(FEMALE_FIRST_NAMES.map((_, index) => index));
export const LAST_NAME_PICKER = rankWeighted(LAST_NAMES.map((_, index) => index), 12);

/** Compact memory of the companies. */
export interface CompanyMemory {
  readonly names: string[];
  readonly groupNames: (string | null)[];
  readonly domains: string[];
  readonly sirens: string[];
  readonly nafCodes: string[];
  readonly sizeIds: Uint16Array;
  readonly industryTypeIds: Uint8Array;
  readonly industryClassIds: Uint8Array;
  readonly headOfficeCommunes: Uint16Array;
  readonly creationDays: Int32Array;
  /** Company ids by size id. */
  readonly idsBySize: Map<number, number[]>;
}

/** Compact memory of the contacts; contacts of a company have consecutive ids. */
export interface ContactMemory {
  readonly companyIds: Uint32Array;
  readonly female: Uint8Array;
  readonly firstNames: Uint16Array;
  readonly lastNames: Uint16Array;
  readonly titleIds: Uint8Array;
  /** Index + 1 in JOB_LABEL_SUFFIXES, 0: none. */
  readonly labelSuffixes: Uint8Array;
  readonly active: Uint8Array;
  /** First previous employer (company id), 0: none. */
  readonly previousCompanyIds: Uint32Array;
  /** By company id - 1: first contact id and number of contacts. */
  readonly firstContactOfCompany: Uint32Array;
  readonly contactCountOfCompany: Uint32Array;
}

export interface ProgramEntryMemory {
  readonly id: number;
  readonly conferenceId: number;
  readonly contactId: number;
  readonly talkTitle: string;
  readonly talkType: string;
  readonly day: number;
}

/** Compact memory of the conferences and their programmes. */
export interface ConferenceMemory {
  readonly names: string[];
  readonly cities: string[];
  readonly startDays: Int32Array;
  readonly endDays: Int32Array;
  readonly program: ProgramEntryMemory[];
}

/** By company id - 1: the distinct regions and departments of the company's offices, ascending (news rows carry them). */
export interface OfficePlacesMemory {
  readonly regionIds: (readonly number[])[];
  readonly departmentIds: (readonly number[])[];
}

export class GenerationContext {
  readonly counts: DataSetCounts;
  readonly seed: number;
  readonly referenceDate: string;
  readonly referenceDay: number;
  companies?: CompanyMemory;
  officePlaces?: OfficePlacesMemory;
  contacts?: ContactMemory;
  conferences?: ConferenceMemory;

  constructor(options: GeneratorOptions) {
    this.counts = typeof options.size === 'string' ? DATA_SIZES[options.size] : options.size;
    if (!Number.isInteger(options.seed)) throw new Error('The seed must be an integer.');
    this.seed = options.seed;
    this.referenceDate = options.referenceDate;
    this.referenceDay = dayNumber(options.referenceDate);
  }

  requireCompanies(): CompanyMemory {
    if (!this.companies) throw new Error('Generate the companies first (tables are generated in order).');
    return this.companies;
  }

  requireOfficePlaces(): OfficePlacesMemory {
    if (!this.officePlaces) throw new Error('Generate the offices first (tables are generated in order).');
    return this.officePlaces;
  }

  requireContacts(): ContactMemory {
    if (!this.contacts) throw new Error('Generate the contacts first (tables are generated in order).');
    return this.contacts;
  }

  requireConferences(): ConferenceMemory {
    if (!this.conferences) throw new Error('Generate the conferences first (tables are generated in order).');
    return this.conferences;
  }
}
