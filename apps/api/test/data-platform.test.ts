import {
  AWARDS,
  BUSINESS_OPPORTUNITY_TYPES,
  CLIENT_TYPES,
  COMPANY_SIZES,
  FRANCE_COUNTRY_ID,
  HIERARCHICAL_LEVELS,
  INDUSTRY_TYPES,
  JOB_TITLES,
  JOB_TYPES,
  NEWS_TYPES,
  STRUCTURE_TYPES,
  companySectorOfNafCode,
  departmentById,
  departmentByZipCode,
} from '@cible/core';
import { beforeAll, expect, it } from 'vitest';
import { ensureDemoData, startDemoDataLoad } from '../src/tools/data-generator/ensure-demo-data';
import { DATA_SIZES } from '../src/tools/data-generator/generate-data';
import type { LoadOutcome } from '../src/tools/data-generator/load-generated-data';
import { DataAlreadyLoadedError, loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { isLuhnValid } from '../src/tools/data-generator/luhn';
import { emailPart } from '../src/tools/data-generator/text';
import { SEARCH_VECTOR_SQL } from '../src/db/schema-data';
import { describeEachDatabase } from './support/test-database';
import { createTestLogger } from './support/test-logger';

const REFERENCE_DATE = '2026-05-01';
const LOAD_TIMEOUT_MS = 180_000;

/** The wording every news type must have (title), in French. */
const NEWS_WORDING: Record<number, RegExp> = {
  2: /^.+ est nommée? .+ (de|du|des|de la|de l’|d’).+$/,
  3: /^.+ quitte son poste (de|d’).+/,
  4: /fête ses \d+ ans$/,
  6: /participe à « .+ »$/,
  7: /intervient à « .+ »$/,
  12: /.+/,
  13: /^Nouveau contact chez .+ : .+, .+$/,
  14: / (rachète|acquiert|prend le contrôle de) /,
  15: / (remporte un contrat de \d+(,\d+)? M€|signe un partenariat stratégique avec|lance une nouvelle offre)/,
  16: / (ouvre un nouveau site à|inaugure une usine à|s’installe dans de nouveaux locaux à) /,
  17: / se diversifie dans /,
  18: / (lance une campagne de communication|dévoile sa nouvelle identité|refond son site internet)/,
  19: / s’implante (en|au|aux|à) /,
  20: / (lance sa plateforme de vente en ligne|digitalise son parcours client|déploie une application mobile)/,
  21: / (migre son système d’information|déploie un nouvel ERP|renforce sa cybersécurité)/,
  22: / (investit \d+(,\d+)? M€ dans la recherche|ouvre un centre de R&D à)/,
  23: /(Redressement judiciaire pour|plan de sauvegarde de l’emploi|Procédure de sauvegarde ouverte pour)/,
  24: / (prévoit de recruter \d+ personnes|lance un plan de recrutement de \d+ postes)/,
  26: / lève \d+(,\d+)? M€ /,
  29: /^Appel d’offres : .+ recherche /,
  30: /^Appel d’offres : .+ recherche /,
  31: /^Appel d’offres : .+ recherche /,
};

describeEachDatabase('data platform: the small data set', (context) => {
  let outcome: LoadOutcome;
  beforeAll(async () => {
    outcome = await loadGeneratedData(context.db, 'small', { referenceDate: REFERENCE_DATE, seed: 7 });
  }, LOAD_TIMEOUT_MS);

  it('applies the migration: data tables, quick-search and advanced-search GIN indexes, catalogue checks', async () => {
    const indexes = await context.db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%USING gin%' ORDER BY indexname",
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'companies_name_prefix_search_idx',
      'companies_name_search_idx',
      'conferences_name_prefix_search_idx',
      'conferences_name_search_idx',
      'contacts_job_function_ids_idx',
      'contacts_name_prefix_search_idx',
      'contacts_name_search_idx',
      'contacts_school_ids_idx',
      'news_title_prefix_search_idx',
      'news_title_search_idx',
    ]);
    const searchIndexes = indexes.filter((index) => index.indexname.endsWith('_search_idx'));
    for (const index of searchIndexes.filter((index) => !index.indexname.endsWith('_prefix_search_idx'))) expect(index.indexdef).toContain("to_tsvector('simple'::regconfig, f_unaccent(");
    // The quick search's marked short prefixes (migration 0017): the same names through quick_search_vector.
    for (const index of searchIndexes.filter((index) => index.indexname.endsWith('_prefix_search_idx'))) expect(index.indexdef).toContain('USING gin (quick_search_vector(');
    // The advanced search's array criteria (migration 0014): plain GIN on the arrays of active contacts.
    for (const index of indexes.filter((index) => index.indexname.endsWith('_ids_idx'))) expect(index.indexdef).toMatch(/USING gin \((job_function_ids|school_ids)\) WHERE active$/);
    await expect(
      context.db.query("INSERT INTO companies (name, size_id) VALUES ('Taille inconnue', 999)"),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('loads the expected number of rows and records the load', async () => {
    expect(outcome.rowCounts).toMatchObject({
      companies: DATA_SIZES.small.companies,
      contacts: DATA_SIZES.small.contacts,
      news: DATA_SIZES.small.news,
      conferences: DATA_SIZES.small.conferences,
    });
    const [counts] = await context.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM contacts) AS contacts,
              (SELECT count(*)::int FROM news) AS news, (SELECT count(*)::int FROM conferences) AS conferences,
              (SELECT count(*)::int FROM offices) AS offices, (SELECT count(*)::int FROM conference_program_entries) AS program`,
    );
    expect(counts).toMatchObject({ ...DATA_SIZES.small, offices: outcome.rowCounts.offices, program: outcome.rowCounts.conference_program_entries });
    const [load] = await context.db.query<{ size: string; seed: number; completed: boolean }>(
      'SELECT size, seed, completed_at IS NOT NULL AS completed FROM data_loads',
    );
    expect(load).toEqual({ size: 'small', seed: 7, completed: true });
  });

  it('keeps referential integrity: companies, groups, offices, contacts, programmes and news point at existing rows', async () => {
    const [orphans] = await context.db.query<Record<string, number>>(
      `SELECT
         (SELECT count(*)::int FROM contacts c LEFT JOIN companies co ON co.id = c.company_id WHERE co.id IS NULL) AS contacts,
         (SELECT count(*)::int FROM offices o LEFT JOIN companies co ON co.id = o.company_id WHERE co.id IS NULL) AS offices,
         (SELECT count(*)::int FROM companies c LEFT JOIN companies g ON g.id = c.group_id WHERE c.group_id IS NOT NULL AND g.id IS NULL) AS groups,
         (SELECT count(*)::int FROM news n LEFT JOIN contacts p ON p.id = n.person_id WHERE n.person_id IS NOT NULL AND p.id IS NULL) AS news_people,
         (SELECT count(*)::int FROM conference_program_entries e LEFT JOIN contacts p ON p.id = e.contact_id WHERE p.id IS NULL) AS speakers,
         (SELECT count(*)::int FROM companies c WHERE NOT EXISTS (SELECT 1 FROM offices o WHERE o.company_id = c.id AND o.is_headquarters)) AS without_headquarters,
         (SELECT count(*)::int FROM companies c WHERE c.contact_count <> (SELECT count(*) FROM contacts p WHERE p.company_id = c.id AND p.active)) AS wrong_contact_count,
         (SELECT count(*)::int FROM companies c JOIN companies g ON g.id = c.group_id WHERE c.group_name IS DISTINCT FROM g.name) AS wrong_group_name,
         (SELECT count(*)::int FROM companies c WHERE c.group_id IS NOT NULL AND c.group_id <> c.id AND c.group_id > c.id) AS later_group_heads`,
    );
    expect(orphans).toEqual({
      contacts: 0, offices: 0, groups: 0, news_people: 0, speakers: 0, without_headquarters: 0, wrong_contact_count: 0,
      wrong_group_name: 0, later_group_heads: 0,
    });
    // A speaker news is about a contact who speaks at that conference.
    const [unmatched] = await context.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM news n
        WHERE n.type_id = 7 AND NOT EXISTS (
          SELECT 1 FROM conference_program_entries e WHERE e.conference_id = n.conference_id AND e.contact_id = n.person_id)`,
    );
    expect(unmatched?.count).toBe(0);
  });

  it('places French offices in a department of their region, with a postcode of that department', async () => {
    const places = await context.db.query<{ zip_code: string; department_id: number; region_id: number; country_id: number }>(
      'SELECT DISTINCT zip_code, department_id, region_id, country_id FROM offices',
    );
    expect(places.length).toBeGreaterThan(100);
    for (const place of places) {
      if (place.country_id !== FRANCE_COUNTRY_ID) {
        expect(place.department_id).toBeNull();
        continue;
      }
      const department = departmentById(place.department_id);
      expect(department, `department ${place.department_id}`).toBeDefined();
      expect(department!.regionId).toBe(place.region_id);
      expect(departmentByZipCode(place.zip_code)?.id, place.zip_code).toBe(place.department_id);
    }
  });

  it('uses catalogue ids from core only, consistently', async () => {
    const distinct = async (sql: string) => (await context.db.query<{ id: number }>(sql)).map((row) => row.id);
    const ids = (catalogue: readonly { id: number }[]) => catalogue.map((entry) => entry.id);
    expect(ids(COMPANY_SIZES)).toEqual(expect.arrayContaining(await distinct('SELECT DISTINCT size_id AS id FROM companies')));
    expect(ids(CLIENT_TYPES)).toEqual(expect.arrayContaining(await distinct('SELECT DISTINCT client_type_id AS id FROM companies')));
    expect(ids(STRUCTURE_TYPES)).toEqual(expect.arrayContaining(await distinct('SELECT DISTINCT structure_type_id AS id FROM companies')));
    expect(ids(JOB_TITLES)).toEqual(expect.arrayContaining(await distinct('SELECT DISTINCT job_title_id AS id FROM contacts')));
    expect(ids(JOB_TYPES)).toEqual(expect.arrayContaining(await distinct('SELECT DISTINCT job_type_id AS id FROM contacts')));
    expect(ids(HIERARCHICAL_LEVELS)).toEqual(expect.arrayContaining(await distinct('SELECT DISTINCT hierarchical_level_id AS id FROM contacts')));
    expect(ids(AWARDS)).toEqual(expect.arrayContaining(await distinct('SELECT DISTINCT unnest(award_ids) AS id FROM companies')));
    // Every size appears, and an industry type's class is the company's industry class.
    expect((await distinct('SELECT DISTINCT size_id AS id FROM companies')).sort()).toEqual(ids(COMPANY_SIZES).sort());
    const pairs = await context.db.query<{ type: number; class: number }>(
      'SELECT DISTINCT industry_type_id AS type, industry_class_id AS class FROM companies',
    );
    for (const pair of pairs) expect(INDUSTRY_TYPES.find((type) => type.id === pair.type)?.industryClassId).toBe(pair.class);
    // NAF codes all map to a company sector.
    for (const naf of await context.db.query<{ naf_code: string }>('SELECT DISTINCT naf_code FROM companies')) {
      expect(companySectorOfNafCode(naf.naf_code), naf.naf_code).toBeDefined();
    }
    // A news type and its business opportunity type agree with core.
    const newsTypes = await context.db.query<{ type_id: number; opportunity: number | null }>(
      'SELECT DISTINCT type_id, business_opportunity_type_id AS opportunity FROM news',
    );
    for (const row of newsTypes) {
      const type = NEWS_TYPES.find((candidate) => candidate.id === row.type_id);
      expect(type, `news type ${row.type_id}`).toBeDefined();
      expect(row.opportunity).toBe(type!.businessOpportunityTypeId);
      if (row.opportunity !== null) expect(BUSINESS_OPPORTUNITY_TYPES.map((entry) => entry.id)).toContain(row.opportunity);
    }
    expect(newsTypes.length).toBe(NEWS_TYPES.length);
  });

  it('words every news according to its type', async () => {
    const rows = await context.db.query<{ type_id: number; title: string; description: string; person_id: number | null }>(
      'SELECT type_id, title, description, person_id FROM news',
    );
    for (const row of rows) {
      expect(row.title, `news type ${row.type_id}`).toMatch(NEWS_WORDING[row.type_id]!);
      expect(row.description.length).toBeGreaterThan(20);
      if ([2, 3, 7, 13].includes(row.type_id)) expect(row.person_id).not.toBeNull();
    }
    // An appointment names the person and the company, in the person's gender.
    const [appointment] = await context.db.query<{ title: string; first_name: string; last_name: string; civility_id: number; name: string }>(
      `SELECT n.title, p.first_name, p.last_name, p.civility_id, c.name FROM news n
         JOIN contacts p ON p.id = n.person_id JOIN companies c ON c.id = n.company_id
        WHERE n.type_id = 2 ORDER BY n.id LIMIT 1`,
    );
    expect(appointment!.title).toContain(`${appointment!.first_name} ${appointment!.last_name} est ${appointment!.civility_id === 2 ? 'nommée' : 'nommé'} `);
    expect(appointment!.title).toContain(appointment!.name);
  });

  it('has Luhn-valid SIRENs and SIRETs, each SIRET starting with its company’s SIREN', async () => {
    const sirens = await context.db.query<{ siren: string }>('SELECT siren FROM companies');
    expect(new Set(sirens.map((row) => row.siren)).size).toBe(sirens.length);
    for (const { siren } of sirens) expect(isLuhnValid(siren), siren).toBe(true);
    const sirets = await context.db.query<{ siret: string; siren: string }>(
      'SELECT o.siret, c.siren FROM offices o JOIN companies c ON c.id = o.company_id WHERE o.siret IS NOT NULL',
    );
    expect(sirets.length).toBeGreaterThan(DATA_SIZES.small.companies);
    for (const { siret, siren } of sirets) {
      expect(isLuhnValid(siret), siret).toBe(true);
      expect(siret.slice(0, 9)).toBe(siren);
    }
  });

  it('writes French names with accents and e-mails prenom.nom@domaine without them', async () => {
    const people = await context.db.query<{ first_name: string; last_name: string; email: string | null; website: string }>(
      'SELECT p.first_name, p.last_name, p.email, c.website FROM contacts p JOIN companies c ON c.id = p.company_id',
    );
    expect(people.some((person) => /[éèêëàâîïôûç]/i.test(`${person.first_name}${person.last_name}`))).toBe(true);
    const withEmail = people.filter((person) => person.email !== null);
    expect(withEmail.length / people.length).toBeGreaterThan(0.6);
    for (const person of withEmail) {
      const [local, domain] = person.email!.split('@');
      expect(person.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.(fr|com)$/);
      expect(local).toMatch(new RegExp(`^${emailPart(person.first_name)}\\.${emailPart(person.last_name)}\\d*$`));
      expect(person.website).toBe(`https://www.${domain}`);
    }
  });

  it('hides about 30 % of companies and contacts from the PME licence', async () => {
    const [shares] = await context.db.query<{ companies: number; contacts: number }>(
      `SELECT avg((NOT is_visible_pme)::int)::float AS companies, (SELECT avg((NOT is_visible_pme)::int)::float FROM contacts) AS contacts
         FROM companies`,
    );
    expect(shares!.companies).toBeGreaterThan(0.25);
    expect(shares!.companies).toBeLessThan(0.35);
    expect(shares!.contacts).toBeGreaterThan(0.25);
    expect(shares!.contacts).toBeLessThan(0.35);
  });

  it('finds companies by an accent- and case-insensitive prefix through the GIN index expression', async () => {
    const [accented] = await context.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM companies WHERE name ~ '[éèàç]' ORDER BY id LIMIT 1",
    );
    const word = accented!.name.split(/\s+/).find((part) => /[éèàç]/.test(part))!;
    const prefix = emailPart(word).replace(/[^a-z]/g, '').slice(0, 4).toUpperCase();
    const found = await context.db.query<{ id: number }>(
      `SELECT id FROM companies WHERE ${SEARCH_VECTOR_SQL.companies} @@ to_tsquery('simple', f_unaccent($1) || ':*')`,
      [prefix],
    );
    expect(found.map((row) => row.id)).toContain(accented!.id);
  });

  it('moves the id sequences past the loaded ids', async () => {
    const [company] = await context.db.query<{ id: number }>(
      "INSERT INTO companies (name, size_id) VALUES ('Nouvelle entreprise', 365) RETURNING id",
    );
    // (A failed insert of an earlier test may have used a value: only "after the loaded ids" matters.)
    expect(Number(company!.id)).toBeGreaterThan(DATA_SIZES.small.companies);
    await context.db.query('DELETE FROM companies WHERE id = $1', [company!.id]);
  });

  it('refuses a second load unless asked to replace, and ensureDemoData leaves loaded data alone', async () => {
    await expect(loadGeneratedData(context.db, 'small', { referenceDate: REFERENCE_DATE })).rejects.toBeInstanceOf(DataAlreadyLoadedError);
    expect(await ensureDemoData(context.db)).toEqual({ loaded: false, reason: 'already-loaded' });
    const background = startDemoDataLoad(context.db, createTestLogger());
    await background.done;
    expect(background.status()).toEqual({ state: 'ready', message: 'already-loaded' });
  });
});

describeEachDatabase('data platform: deferred indexes and an interrupted load', (context) => {
  const TINY = { companies: 200, contacts: 1_000, news: 300, conferences: 20 };

  const secondaryIndexes = async () =>
    (
      await context.db.query<{ name: string }>(
        `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'
           AND tablename IN ('companies', 'offices', 'contacts', 'conferences', 'conference_program_entries', 'news')
           AND indexname NOT LIKE '%_pkey' ORDER BY 1`,
      )
    ).map((row) => row.name);
  const foreignKeys = async () =>
    (await context.db.query<{ name: string }>("SELECT conname AS name FROM pg_constraint WHERE contype = 'f' ORDER BY 1")).map((row) => row.name);

  it('undoes a load that fails half-way: empty tables, indexes and foreign keys back, no load recorded', async () => {
    const indexesBefore = await secondaryIndexes();
    const keysBefore = await foreignKeys();
    expect(indexesBefore.length).toBeGreaterThan(15);
    await expect(
      loadGeneratedData(context.db, TINY, {
        referenceDate: REFERENCE_DATE,
        deferIndexes: true,
        chunkRows: 100,
        onProgress: (progress) => {
          if (progress.table === 'contacts' && progress.rows >= 300) throw new Error('simulated failure');
        },
      }),
    ).rejects.toThrow('simulated failure');
    expect(await secondaryIndexes()).toEqual(indexesBefore);
    expect(await foreignKeys()).toEqual(keysBefore);
    const [state] = await context.db.query<{ companies: number; loads: number }>(
      'SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM data_loads) AS loads',
    );
    expect(state).toEqual({ companies: 0, loads: 0 });
  }, LOAD_TIMEOUT_MS);

  it('cleans up after a load whose process died (stale row with dropped indexes), then loads', async () => {
    const indexesBefore = await secondaryIndexes();
    const [definition] = await context.db.query<{ definition: string }>(
      "SELECT pg_get_indexdef('contacts_company_id_idx'::regclass) || ';' AS definition",
    );
    await context.db.query('DROP INDEX contacts_company_id_idx');
    await context.db.query(
      "INSERT INTO data_loads (size, seed, reference_date, started_at, deferred_ddl) VALUES ('small', 1, '2026-05-01', now() - interval '2 hours', $1::jsonb)",
      [JSON.stringify([definition!.definition])],
    );
    await context.db.query("INSERT INTO companies (id, name, size_id) VALUES (1, 'Reste d’un chargement interrompu', 365)");

    const phases: string[] = [];
    const outcome = await loadGeneratedData(context.db, TINY, {
      referenceDate: REFERENCE_DATE,
      deferIndexes: true,
      onProgress: (progress) => phases.push(progress.phase),
    });
    expect(outcome.rowCounts).toMatchObject(TINY);
    expect(phases).toContain('indexes');
    expect(await secondaryIndexes()).toEqual(indexesBefore);
    const [loads] = await context.db.query<{ count: number; completed: number }>(
      'SELECT count(*)::int AS count, count(completed_at)::int AS completed FROM data_loads',
    );
    expect(loads).toEqual({ count: 1, completed: 1 });
  }, LOAD_TIMEOUT_MS);

  it('replaces the data when asked', async () => {
    const outcome = await loadGeneratedData(context.db, TINY, { referenceDate: REFERENCE_DATE, seed: 99, replace: true });
    expect(outcome.rowCounts.companies).toBe(TINY.companies);
    const [row] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM companies');
    expect(row?.count).toBe(TINY.companies);
  }, LOAD_TIMEOUT_MS);
});
