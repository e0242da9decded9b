/**
 * The deterministic data generator: `createDataGenerator({ size, seed, referenceDate })` describes the tables of a
 * data set in load order (foreign keys point backwards), each with its columns and a row iterator. Rows must be
 * consumed table by table, in that order (later tables use what the earlier ones remembered). Same options, same
 * rows: every random draw comes from a seeded stream (prng.ts), never from Math.random or the clock.
 */
import { COMPANY_COLUMNS, generateCompanies, planCompanies } from './companies';
import { CONFERENCE_COLUMNS, generateConferences, generateProgramEntries, PROGRAM_ENTRY_COLUMNS } from './conferences';
import { CONTACT_COLUMNS, generateContacts } from './contacts';
import type { CsvValue } from './csv';
import type { DataSetCounts, DataSizeName, GeneratorOptions } from './generation-context';
import { GenerationContext } from './generation-context';
import { COLLECTIVE_AGREEMENTS } from './industries.data';
import { generateNews, NEWS_COLUMNS } from './news';
import { generateOffices, OFFICE_COLUMNS } from './offices';

export { DATA_SIZES } from './generation-context';
export type { DataSetCounts, DataSizeName, GeneratorOptions } from './generation-context';

/** The default seed of the demo data. */
export const DEFAULT_SEED = 20_260_101;

/** A table of the data set: its name, columns (in row order) and rows. */
export interface GeneratedTable {
  readonly table: string;
  readonly columns: readonly string[];
  /** Rows to expect (exact, except offices and programme entries: an estimate). */
  readonly expectedRows: number;
  /** Whether its ids are reference data kept across loads (collective agreements) rather than generated data. */
  readonly referential: boolean;
  rows(): Iterable<CsvValue[]>;
}

export interface DataGenerator {
  readonly counts: DataSetCounts;
  readonly seed: number;
  readonly referenceDate: string;
  /** In load order. */
  readonly tables: readonly GeneratedTable[];
}

/** Today's UTC date, the default reference date of a load. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export function createDataGenerator(options: Partial<GeneratorOptions> & { size: DataSizeName | DataSetCounts }): DataGenerator {
  const context = new GenerationContext({
    size: options.size,
    seed: options.seed ?? DEFAULT_SEED,
    referenceDate: options.referenceDate ?? todayIso(),
  });
  const counts = context.counts;
  let plan: ReturnType<typeof planCompanies> | undefined;
  const table = (name: string, columns: readonly string[], expectedRows: number, rows: () => Iterable<CsvValue[]>, referential = false): GeneratedTable => ({
    table: name,
    columns,
    expectedRows,
    referential,
    rows,
  });
  return {
    counts,
    seed: context.seed,
    referenceDate: context.referenceDate,
    tables: [
      table('collective_agreements', ['id', 'code', 'name'], COLLECTIVE_AGREEMENTS.length, () =>
        COLLECTIVE_AGREEMENTS.map(([id, name]) => [id, String(id).padStart(4, '0'), name]), true),
      table('companies', COMPANY_COLUMNS, counts.companies, () => {
        plan = planCompanies(context);
        return generateCompanies(context, plan);
      }),
      table('offices', OFFICE_COLUMNS, Math.round(counts.companies * 1.6), () => generateOffices(context)),
      table('contacts', CONTACT_COLUMNS, counts.contacts, () => {
        if (!plan) throw new Error('Generate the companies first (tables are generated in order).');
        return generateContacts(context, plan.contactCounts);
      }),
      table('conferences', CONFERENCE_COLUMNS, counts.conferences, () => generateConferences(context)),
      table('conference_program_entries', PROGRAM_ENTRY_COLUMNS, Math.round(counts.conferences * 6.5), () => generateProgramEntries(context)),
      table('news', NEWS_COLUMNS, counts.news, () => generateNews(context)),
    ],
  };
}
