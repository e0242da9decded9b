import {
  AccountSearchResponseSchema,
  ADVANCED_SEARCH_ERROR_TEXT_KEYS,
  cleanCriteria,
  ContactSearchResponseSchema,
  criteriaEquivalentAfterCleanUp,
  searchCompaniesByCriteria,
  searchContactsByCriteria,
} from '@cible/core';
import type { CriteriaDataset, SearchCriteria } from '@cible/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arbitraryCriteriaDataset,
  arbitrarySupportedCriteria,
  type GeneratedCriteriaDataset,
} from '../../../packages/core/src/criteria/criteria-dataset.arbitrary';
import coreFr from '../../../packages/core/src/i18n/fr.json';
import { createAdvancedSearchRepository } from '../src/modules/advanced-search/advanced-search-repository';
import { createApiClient } from './support/api-client';
import { startSeededServer, userIdOf, organizationIdOf } from './support/seeded-server';
import { startTestServer } from './support/start-test-server';
import { loadCriteriaDataset } from './support/load-criteria-dataset';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const CONTACTS = '/v1/aggregator-user-data/contacts/search/full';
const ACCOUNTS = '/v1/aggregator-user-data/accounts/search';
/** Company and contact ids of the scratch data start here (apart from anything else in the database). */
const FIRST_ID = 1;

describeEachDatabase('advanced search', (context) => {
  describe('model-based: the SQL translation finds what core evaluates in memory', () => {
    const savedQueries = fc.array(fc.option(arbitrarySupportedCriteria(FIRST_ID), { nil: null, freq: 4 }), { maxLength: 2 });

    it('for random small datasets, random criteria and saved queries (raw, and cleaned where the clean-up is equivalent)', async () => {
      const repository = createAdvancedSearchRepository(context.db);
      let informative = 0;
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          arbitraryCriteriaDataset(FIRST_ID),
          arbitrarySupportedCriteria(FIRST_ID),
          savedQueries,
          fc.array(fc.nat({ max: 3 }), { maxLength: 2 }),
          async (data, drawn, saved, named) => {
            runs += 1;
            const queries = new Map<number, SearchCriteria | null>(saved.map((criteria, index) => [index + 1, criteria]));
            const queryIds = named.map((index) => index + 1).filter((id) => queries.has(id));
            const criteria: SearchCriteria = queryIds.length === 0 ? drawn : { ...drawn, query_id_list: queryIds };
            const dataset: CriteriaDataset = { ...data, queries };
            await loadCriteriaDataset(context.db, data);
            const accounts = searchCompaniesByCriteria(dataset, criteria);
            const contacts = searchContactsByCriteria(dataset, criteria);
            expect(await repository.ids('account', criteria, queries)).toEqual(accounts);
            expect(await repository.ids('contact', criteria, queries)).toEqual(contacts);
            const equivalent = criteriaEquivalentAfterCleanUp(drawn);
            expect(await repository.ids('account', cleanCriteria(equivalent), queries)).toEqual(searchCompaniesByCriteria(dataset, equivalent));
            expect(await repository.ids('contact', cleanCriteria(equivalent), queries)).toEqual(searchContactsByCriteria(dataset, equivalent));
            const activeContacts = data.contacts.filter((contact) => contact.active).length;
            if ((accounts.length > 0 && accounts.length < data.companies.length) || (contacts.length > 0 && contacts.length < activeContacts)) informative += 1;
          },
        ),
        { numRuns: 100 },
      );
      // The property is only worth something when the criteria split the data (find some, not all): about 36 % of the
      // draws do (measured over 2 000 draws); below 20 % in 100 runs (3 standard deviations) the generators have drifted.
      expect(informative / runs).toBeGreaterThan(0.2);
    }, 240_000);
  });

  describe('over HTTP', () => {
    let server: Server;
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    const fixture: GeneratedCriteriaDataset = fc.sample(arbitraryCriteriaDataset(FIRST_ID).filter((data) => data.companies.length >= 4 && data.contacts.length >= 8), { numRuns: 1, seed: 14 })[0]!;

    beforeAll(async () => {
      server = await startSeededServer(context.db);
      await loadCriteriaDataset(context.db, fixture);
      for (const email of ['sales@atlas.demo', 'kam@atlas.demo', 'sales@boreal.demo', 'sales-pme@atlas.demo']) {
        ids[email] = await userIdOf(context.db, email);
        tokens[email] = await server.api.login(email);
      }
      ids['Atlas Conseil'] = await organizationIdOf(context.db, 'Atlas Conseil');
    }, 180_000);
    afterAll(async () => {
      await server?.close();
    });

    const search = (path: string, body: unknown, email = 'sales@atlas.demo') => server.api.call('POST', path, { token: tokens[email]!, body });
    const saveQuery = async (email: string, queryTypeId: number, criteria: SearchCriteria) => {
      const [row] = await context.db.query<{ id: number }>(
        `INSERT INTO queries (organization_id, owner_user_id, query_type_id, name, criteria)
         SELECT organization_id, id, $2, 'Recherche', $3::jsonb FROM users WHERE id = $1 RETURNING id`,
        [ids[email], queryTypeId, JSON.stringify(criteria)],
      );
      return row!.id;
    };
    const contactIds = async (criteria: SearchCriteria) => {
      const answer = await search(CONTACTS, { criteria, limit: 100 });
      expect(answer.status, answer.text).toBe(200);
      return ContactSearchResponseSchema.parse(answer.body).contact_list.map((card) => card.id).sort((a, b) => a - b);
    };
    const accountIds = async (criteria: SearchCriteria) => {
      const answer = await search(ACCOUNTS, { criteria, limit: 100 });
      expect(answer.status, answer.text).toBe(200);
      return AccountSearchResponseSchema.parse(answer.body).account_list.map((card) => card.id).sort((a, b) => a - b);
    };

    it.each<[string, SearchCriteria]>([
      ['company lists', { company_size_id_list: [fixture.companies[0]!.sizeId] }],
      ['excluded industries', { excluded_company_industry_type_id_list: [fixture.companies[0]!.industryTypeId ?? 1] }],
      ['brackets', { company_workforce_lower_min: 10, company_workforce_upper_max: 1000 }],
      ['plain range and dates', { company_advertiser_investment_min: 100_000, company_closure_date_max: '2025-06-30' }],
      ['codes', { corporation_siren_code_list: [fixture.companies[1]!.siren!], company_office_siret_naf_code_list: ['6201Z'] }],
      ['locations', { company_office_department_id_list: [75], company_office_country_id_list: [5], company_office_zip_code_list: ['69'] }],
      ['group', { is_group_head_with_their_subsidiaries: true, group_head_country_tag_id_list: [1] }],
      ['text', { company_activity_keyword_list: ['conseil'], company_brand_name_list: ['LUMIO'] }],
      ['news', { news_type_id_list: [1, 2], news_publication_date_min: '2025-01-01' }],
      ['business opportunities and highlights', { business_opportunity_publication_date_max: '2025-06-30', highlight_start_date_min: '2025-01-01' }],
      ['contact lists and flags', { job_function_id_list: [1, 2], has_direct_email: true }],
      ['contact text and previous companies', { job_keyword_list: ['directeur'], person_previous_company_name_list: ['atlas'] }],
      ['e-mail exclusions', { excluded_email_domain_list: ['example.fr'] }],
      ['max contacts per company', { max_contact_per_company: 1 }],
      ['max contacts per company among matches', { max_contact_per_company: 2, job_keyword_list: ['directeur', 'achats'], has_direct_email: true }],
      // LIKE patterns since migration 0018: `_`, `%` and `\` are plain characters (unescaped, `c_nseil` would find "conseil").
      ['activity words: LIKE wildcards are plain characters', { company_activity_keyword_list: ['c_nseil', '%'] }],
      ['job words: LIKE wildcards are plain characters', { job_keyword_list: ['d_recteur', '\\', '%'] }],
    ])('%s: the API answers what core evaluates', async (_family, criteria) => {
      expect(await contactIds(criteria)).toEqual(searchContactsByCriteria(fixture, criteria));
      expect(await accountIds(criteria)).toEqual(searchCompaniesByCriteria(fixture, criteria));
    });

    it('takes zip prefixes literally: LIKE wildcards are plain characters (the schema refuses them over HTTP; the SQL must not depend on it)', async () => {
      const repository = createAdvancedSearchRepository(context.db);
      const prefix = fixture.companies.flatMap((company) => company.offices).find((office) => office.zipCode !== null)!.zipCode!.slice(0, 2);
      for (const criteria of [{ company_office_zip_code_list: [`${prefix[0]}_`, '%'] }, { company_office_zip_code_list: [prefix, '%'] }] satisfies SearchCriteria[]) {
        expect(await repository.ids('account', criteria, new Map())).toEqual(searchCompaniesByCriteria(fixture, criteria));
        expect(await repository.ids('contact', criteria, new Map())).toEqual(searchContactsByCriteria(fixture, criteria));
      }
    });

    it('refuses an unsupported criterion with 400 CRITERIA.UNSUPPORTED naming it, and says it in French', async () => {
      for (const [field, value] of [['in_my_network', true], ['campaign_query_id', 3], ['excluded_sequence_query_id_list', [4]]] as const) {
        const answer = await search(CONTACTS, { criteria: { [field]: value } });
        expect(answer.status, field).toBe(400);
        expect(answer.body).toMatchObject({ code: 'CRITERIA.UNSUPPORTED', details: { field } });
      }
      expect(ADVANCED_SEARCH_ERROR_TEXT_KEYS['CRITERIA.UNSUPPORTED']).toBe('criteria.error.unsupported');
      expect(coreFr.criteria.error.unsupported).toBe("Le critère « {{field}} » n'est pas pris en charge.");
      // A false flag is no filter, so not a refusal.
      expect((await search(ACCOUNTS, { criteria: { in_my_network: false } })).status).toBe(200);
    });

    it('refuses an unknown key and a contradictory range with 400 and changes nothing', async () => {
      const unknown = await search(ACCOUNTS, { criteria: { company_sizes: [1] } });
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain('company_sizes');
      const contradictory = await search(CONTACTS, { criteria: { company_workforce_lower_min: 200, company_workforce_lower_max: 50 } });
      expect(contradictory.status).toBe(400);
      expect(contradictory.text).toContain('CRITERIA.CONTRADICTORY_RANGE');
      const wrongSort = await search(ACCOUNTS, { criteria: {}, sort: 'last_name_asc' });
      expect(wrongSort.status).toBe(400);
    });

    it('reads the caller\'s saved queries (lists and criteria), 404 for a colleague\'s or another organisation\'s, 400 past two levels', async () => {
      const first = fixture.companies[0]!.id;
      const list = await saveQuery('sales@atlas.demo', 5, { company_id_list: [first] });
      const emptyList = await saveQuery('sales@atlas.demo', 5, {});
      const segment = await saveQuery('sales@atlas.demo', 3, { query_id_list: [list] });
      expect(await accountIds({ query_id_list: [list] })).toEqual([first]);
      expect(await accountIds({ segment_id_list: [segment] })).toEqual([first]);
      expect(await accountIds({ query_id_list: [emptyList] })).toEqual([]);
      expect(await contactIds({ query_id_list: [list] })).toEqual(searchContactsByCriteria(fixture, { company_id_list: [first] }));

      const colleagues = await saveQuery('kam@atlas.demo', 5, { company_id_list: [first] });
      const otherOrganisation = await saveQuery('sales@boreal.demo', 5, { company_id_list: [first] });
      for (const id of [colleagues, otherOrganisation, 999_999]) {
        const answer = await search(ACCOUNTS, { criteria: { query_id_list: [id] } });
        expect(answer.status, String(id)).toBe(404);
        expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
      }

      const deeper = await saveQuery('sales@atlas.demo', 11, { query_id_list: [segment] });
      const tooDeep = await search(ACCOUNTS, { criteria: { query_id_list: [deeper] } });
      expect(tooDeep.status).toBe(400);
      expect(tooDeep.body).toMatchObject({ code: 'CRITERIA.QUERIES_TOO_DEEP' });
      const selfish = await saveQuery('sales@atlas.demo', 11, {});
      await context.db.query('UPDATE queries SET criteria = $2::jsonb WHERE id = $1', [selfish, JSON.stringify({ query_id_list: [selfish] })]);
      const cycle = await search(ACCOUNTS, { criteria: { query_id_list: [selfish] } });
      expect(cycle.status).toBe(400);
      expect(cycle.body).toMatchObject({ code: 'CRITERIA.QUERIES_TOO_DEEP' });
    });

    it('pages and sorts accounts (name, workforce, revenue) and contacts (name, company name)', async () => {
      const all = searchCompaniesByCriteria(fixture, {});
      const byWorkforce = await search(ACCOUNTS, { criteria: {}, sort: 'workforce_desc', limit: 100 });
      const cards = AccountSearchResponseSchema.parse(byWorkforce.body);
      expect(cards.account_count).toBe(all.length);
      const workforce = new Map(fixture.companies.map((company) => [company.id, company.workforceLower]));
      const known = cards.account_list.map((card) => workforce.get(card.id)).filter((value): value is number => value !== null && value !== undefined);
      expect(known).toEqual([...known].sort((a, b) => b - a));
      expect(cards.account_list.slice(known.length).every((card) => workforce.get(card.id) === null)).toBe(true);

      const byName = AccountSearchResponseSchema.parse((await search(ACCOUNTS, { criteria: {}, sort: 'name_asc', limit: 100 })).body).account_list;
      const pages = [];
      for (let offset = 0; offset < all.length; offset += 2) {
        pages.push(...AccountSearchResponseSchema.parse((await search(ACCOUNTS, { criteria: {}, sort: 'name_asc', limit: 2, offset })).body).account_list);
      }
      expect(pages.map((card) => card.id)).toEqual(byName.map((card) => card.id));
      const names = byName.map((card) => (card.name ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
      expect(names).toEqual([...names].sort());

      const byContactName = ContactSearchResponseSchema.parse((await search(CONTACTS, { criteria: {}, sort: 'name_desc', limit: 100 })).body).contact_list;
      const contactNames = byContactName.map((card) => `${card.last_name ?? ''} ${card.first_name ?? ''}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
      expect(contactNames).toEqual([...contactNames].sort().reverse());
      const contacts = ContactSearchResponseSchema.parse((await search(CONTACTS, { criteria: {}, sort: 'company_name_desc', limit: 100 })).body).contact_list;
      const companyNames = contacts.map((card) => (card.company_name ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
      expect(companyNames).toEqual([...companyNames].sort().reverse());
      expect(contacts.map((card) => card.id).sort((a, b) => a - b)).toEqual(searchContactsByCriteria(fixture, {}));
    });

    it('gives the same pages whether it walks a sort index (matches past the count cap) or sorts the counted matches', async () => {
      const repository = createAdvancedSearchRepository(context.db);
      const walkAndSort = <Sort extends string>(sort: Sort, criteria: SearchCriteria, limit: number, offset: number) => {
        // countCap 0: every search with a match is past the cap (the index walk); a huge cap: counted exactly (the sort).
        const request = (countCap: number) => ({ criteria, queries: new Map(), sort, limit, offset, countCap, timeoutMs: 10_000 });
        return [request(0), request(1_000_000)] as const;
      };
      const firstCompany = fixture.companies[0]!;
      for (const criteria of [{}, { company_id_list: fixture.companies.slice(0, 3).map((company) => company.id) }] satisfies SearchCriteria[]) {
        for (const [limit, offset] of [[100, 0], [3, 1]] as const) {
          for (const sort of ['name_asc', 'name_desc', 'workforce_asc', 'workforce_desc', 'revenue_asc', 'revenue_desc'] as const) {
            const [walk, sorted] = walkAndSort(sort, criteria, limit, offset);
            const [walked, counted] = [await repository.accounts(walk), await repository.accounts(sorted)];
            expect(counted.rows.length, `accounts ${sort}`).toBeGreaterThan(0);
            // Whole rows: the counted page (matches kept in a CTE, head office joined after the sort) has the walk's columns.
            expect(walked.rows, `accounts ${sort}`).toEqual(counted.rows);
          }
          // max_contact_per_company: a condition on each contact in the walk, a LATERAL per company in the counted page.
          for (const max of [{}, { max_contact_per_company: 1 }] satisfies SearchCriteria[]) {
            for (const sort of ['name_asc', 'name_desc', 'company_name_asc', 'company_name_desc'] as const) {
              const companies = [firstCompany.id, ...(criteria.company_id_list ?? fixture.companies.map((company) => company.id))];
              const [walk, sorted] = walkAndSort(sort, { ...criteria, ...max, company_id_list: companies }, limit, offset);
              const [walked, counted] = [await repository.contacts(walk), await repository.contacts(sorted)];
              expect(counted.rows.length, `contacts ${sort}`).toBeGreaterThan(0);
              expect(walked.rows, `contacts ${sort} ${JSON.stringify(max)}`).toEqual(counted.rows);
            }
          }
        }
      }
      // Contact criteria alone: the matches are contacts without their company, joined to the counted page's rows after
      // the sort (a company-name sort joins it to every match); the walk joins it to each row.
      for (const criteria of [{}, { has_direct_email: true }] satisfies SearchCriteria[]) {
        for (const [limit, offset] of [[100, 0], [3, 1]] as const) {
          for (const sort of ['name_asc', 'name_desc', 'company_name_asc', 'company_name_desc'] as const) {
            const [walk, sorted] = walkAndSort(sort, criteria, limit, offset);
            const [walked, counted] = [await repository.contacts(walk), await repository.contacts(sorted)];
            expect(counted.rows.length, `contacts ${sort} ${JSON.stringify(criteria)}`).toBeGreaterThan(0);
            expect(counted.rows.every((row) => typeof row.company_name === 'string'), `contacts ${sort}`).toBe(true);
            expect(walked.rows, `contacts ${sort} ${JSON.stringify(criteria)}`).toEqual(counted.rows);
          }
        }
      }
      // Counted exactly and past the last match: an empty page, the total still given.
      const past = await repository.accounts({ criteria: {}, queries: new Map(), sort: 'name_asc', limit: 5, offset: fixture.companies.length, countCap: 1_000_000, timeoutMs: 10_000 });
      expect(past).toEqual({ rows: [], total: fixture.companies.length });
    });

    it('blurs the cards of a sales PME licence as quick search does', async () => {
      await context.db.query('UPDATE companies SET is_visible_pme = false WHERE id = $1', [fixture.companies[0]!.id]);
      try {
        const answer = await search(ACCOUNTS, { criteria: { company_id_list: [fixture.companies[0]!.id] } }, 'sales-pme@atlas.demo');
        expect(answer.status, answer.text).toBe(200);
        const [card] = AccountSearchResponseSchema.parse(answer.body).account_list;
        expect(card).toMatchObject({ id: fixture.companies[0]!.id, blurred: true });
        const plain = AccountSearchResponseSchema.parse((await search(ACCOUNTS, { criteria: { company_id_list: [fixture.companies[0]!.id] } })).body).account_list[0];
        expect(plain?.name).toBe(fixture.companies[0]!.name);
      } finally {
        await context.db.query('UPDATE companies SET is_visible_pme = true WHERE id = $1', [fixture.companies[0]!.id]);
      }
    });

    it('counts exactly up to the cap, then answers the cap and *_count_capped', async () => {
      const capped = await startTestServer({ database: context.db, advancedSearch: { countCap: 2 }, env: { TRUST_PROXY: 'true' } });
      try {
        const api = createApiClient(capped.baseUrl);
        const token = await api.login('sales@atlas.demo');
        const accounts = await api.call('POST', ACCOUNTS, { token, body: { criteria: {}, limit: 1 } });
        expect(accounts.body).toEqual(expect.objectContaining({ account_count: 2, account_count_capped: true }));
        const one = await api.call('POST', ACCOUNTS, { token, body: { criteria: { company_id_list: [fixture.companies[0]!.id] } } });
        expect(one.body).toEqual({ account_list: [expect.objectContaining({ id: fixture.companies[0]!.id })], account_count: 1 });
        const contacts = await api.call('POST', CONTACTS, { token, body: { criteria: {}, limit: 1 } });
        expect(contacts.body).toEqual(expect.objectContaining({ contact_count: 2, contact_count_capped: true }));
      } finally {
        await capped.close();
      }
    });

    it('stops a search past its time-out with 422 SEARCH.TIMEOUT (a tiny time-out injected through the service options)', async () => {
      const hurried = await startTestServer({ database: context.db, advancedSearch: { timeoutMs: 1 }, env: { TRUST_PROXY: 'true' } });
      try {
        const api = createApiClient(hurried.baseUrl);
        const token = await api.login('sales@atlas.demo');
        const answer = await api.call('POST', CONTACTS, { token, body: { criteria: { job_keyword_list: ['directeur'] } } });
        expect(answer.status, answer.text).toBe(422);
        expect(answer.body).toMatchObject({ code: 'SEARCH.TIMEOUT', details: { timeout_ms: 1 } });
        expect(coreFr.criteria.error.searchTimeout).toBe('La recherche a pris trop de temps. Affinez vos critères (secteur, région, taille…) et réessayez.');
        // The database still answers afterwards (the stopped search does not hold it).
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        await hurried.close();
      }
      expect((await search(CONTACTS, { criteria: {} })).status).toBe(200);
    });
  });
});
