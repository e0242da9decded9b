import {
  BUSINESS_ALERT_FACET_FIELDS,
  BusinessAlertFacetResponseSchema,
  businessAlertFacets,
  NewsListResponseSchema,
  newsMatchingAlert,
  passesFacetPicks,
} from '@cible/core';
import type { AlertNewsPiece, BusinessAlertFacetPicks, FacetedNewsPiece, NewsWindowDates, SearchCriteria } from '@cible/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitraryAlertCriteria, arbitraryAlertNewsPieces } from '../../../packages/core/src/alerts/alert-news.arbitrary';
import { arbitraryCriteriaDataset, type GeneratedCriteriaDataset } from '../../../packages/core/src/criteria/criteria-dataset.arbitrary';
import type { Database } from '../src/db/database';
import { createBusinessAlertsRepository } from '../src/modules/business-alerts/business-alerts-repository';
import { loadCriteriaDataset } from './support/load-criteria-dataset';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const FACETS = '/v1/business-alert/facet';
const NEWS = '/v1/business-alert/news';

/** A piece of the scratch data: what alerts read, plus tags and a job type (the other facet fields). */
interface Piece extends AlertNewsPiece {
  readonly tagIds: number[];
  readonly jobTypeId: number | null;
  readonly title: string;
}

const TITLES = ['Nomination chez Lumio', 'Levée de fonds', 'Fusion annoncée', 'Nouveau site à Lyon'];

/** Replaces the dataset's news by `pieces` (ids given in order); answers the database ids. */
async function insertPieces(db: Database, pieces: readonly Piece[]): Promise<number[]> {
  await db.query('DELETE FROM news');
  const ids: number[] = [];
  for (const piece of pieces) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO news (type_id, business_opportunity_type_id, publication_date, title, company_id, highlight_start_date, tag_ids, job_type_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [piece.typeId, piece.businessOpportunityTypeId, piece.publicationDate, piece.title, piece.companyId, piece.highlightStartDate, piece.tagIds, piece.jobTypeId],
    );
    ids.push(Number(row!.id));
  }
  return ids;
}

/** A piece as the facets read it (its company's values from the dataset). */
function faceted(data: GeneratedCriteriaDataset, piece: Piece): FacetedNewsPiece {
  const company = data.companies.find((candidate) => candidate.id === piece.companyId)!;
  const present = (values: readonly (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];
  return {
    business_opportunity_type_id: present([piece.businessOpportunityTypeId]),
    news_type_id: [piece.typeId],
    company_office_region_id: present(company.offices.map((office) => office.regionId)),
    company_office_department_id: present(company.offices.map((office) => office.departmentId)),
    company_size_id: [company.sizeId],
    company_industry_class_id: present([company.industryClassId]),
    job_type_id: present([piece.jobTypeId]),
    tag_id: [...new Set(piece.tagIds)],
  };
}

const DATES = ['2024-12-31', '2025-01-01', '2025-03-15', '2025-06-30', '2025-12-31'];
const arbitraryWindow: fc.Arbitrary<NewsWindowDates> = fc
  .tuple(fc.constantFrom(...DATES), fc.constantFrom(...DATES))
  .map(([a, b]) => (a <= b ? { start_date: a, end_date: b } : { start_date: b, end_date: a }));

/**
 * Criteria naming only the company's size and its offices' regions and departments (answered on the news row, not
 * through the companies), values drawn from the data (and one absent from it).
 */
function arbitraryRowCriteria(data: GeneratedCriteriaDataset): fc.Arbitrary<SearchCriteria> {
  const present = (values: readonly (number | null)[]) => [...new Set([...values.filter((value): value is number => value !== null), 9])];
  const offices = data.companies.flatMap((company) => company.offices);
  return fc.record(
    {
      company_size_id_list: fc.subarray(present(data.companies.map((company) => company.sizeId)), { minLength: 1 }),
      company_office_region_id_list: fc.subarray(present(offices.map((office) => office.regionId)), { minLength: 1 }),
      company_office_department_id_list: fc.subarray(present(offices.map((office) => office.departmentId)), { minLength: 1 }),
    },
    { requiredKeys: [] },
  );
}

function arbitraryWorld() {
  return arbitraryCriteriaDataset(1).chain((data) =>
    fc.tuple(
      fc.constant(data),
      arbitraryAlertNewsPieces(data.companies.map((company) => company.id), 1, 10).chain((pieces) =>
        fc.tuple(...pieces.map((piece) => fc.record({ tagIds: fc.array(fc.integer({ min: 2, max: 5 }), { maxLength: 3 }), jobTypeId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }), title: fc.constantFrom(...TITLES) }).map((extra) => ({ ...piece, ...extra })))),
      ),
      fc.oneof(fc.constant<SearchCriteria>({}), arbitraryAlertCriteria(1), arbitraryRowCriteria(data)),
      arbitraryWindow,
    ),
  );
}

/** Picks drawn from values the pieces have (so that they narrow), 0 to 3 fields. */
function picksOf(rows: readonly FacetedNewsPiece[], seed: number): BusinessAlertFacetPicks {
  const picks: BusinessAlertFacetPicks = {};
  BUSINESS_ALERT_FACET_FIELDS.forEach((field, index) => {
    const values = [...new Set(rows.flatMap((row) => row[field]))].sort((a, b) => a - b);
    if (values.length > 0 && (seed >> index) % 4 === 0) picks[field] = [values[(seed >> (index + 2)) % values.length]!];
  });
  return picks;
}

describeEachDatabase('business alerts', (context) => {
  describe('model-based: the SQL answers what core computes in memory', () => {
    it('facets (every field, multi-select) and the newest-first page, for random data, criteria, windows, picks and texts', async () => {
      const repository = createBusinessAlertsRepository(context.db);
      let informative = 0;
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(arbitraryWorld(), fc.nat(), fc.constantFrom('', 'fonds', 'nomination lumio', 'FUSION'), fc.integer({ min: 1, max: 4 }), async ([data, pieces, criteria, window], seed, text, limit) => {
          runs += 1;
          await loadCriteriaDataset(context.db, data);
          const ids = await insertPieces(context.db, pieces);
          const words = text === '' ? [] : text.toLowerCase().split(' ');
          const found = new Set(newsMatchingAlert(data, criteria, pieces));
          const matching = pieces
            .map((piece, index) => ({ piece, id: ids[index]!, row: faceted(data, piece) }))
            .filter(({ piece }) => found.has(piece.id) && piece.publicationDate >= window.start_date && piece.publicationDate <= window.end_date)
            .filter(({ piece }) => words.every((word) => piece.title.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/[^a-z0-9]+/).some((titleWord) => titleWord.startsWith(word))));
          const picks = picksOf(matching.map((entry) => entry.row), seed);
          const search = { criteria, queries: new Map(), window, words, picks };
          expect(await repository.facets(search, BUSINESS_ALERT_FACET_FIELDS, limit)).toEqual(businessAlertFacets(matching.map((entry) => entry.row), picks, BUSINESS_ALERT_FACET_FIELDS, limit));
          const shown = matching
            .filter((entry) => passesFacetPicks(entry.row, picks))
            .sort((a, b) => (a.piece.publicationDate === b.piece.publicationDate ? b.id - a.id : a.piece.publicationDate < b.piece.publicationDate ? 1 : -1));
          const page = await repository.news(search, 3, 1);
          expect(page.total).toBe(shown.length);
          expect(page.rows.map((row) => Number(row.id))).toEqual(shown.slice(1, 4).map((entry) => entry.id));
          if (shown.length > 0 && shown.length < pieces.length) informative += 1;
        }),
        { numRuns: 100 },
      );
      // Worth something only when the search splits the pieces (some shown, not all).
      expect(informative / runs).toBeGreaterThan(0.15);
    }, 240_000);
  });

  describe('over HTTP', () => {
    let server: Server;
    const tokens: Record<string, string> = {};
    let fixture: GeneratedCriteriaDataset;
    const window = { start_date: '2025-01-01', end_date: '2025-06-30' };

    beforeAll(async () => {
      server = await startSeededServer(context.db);
      fixture = fc.sample(arbitraryCriteriaDataset(1).filter((data) => data.companies.length >= 4), { numRuns: 1, seed: 15 })[0]!;
      await loadCriteriaDataset(context.db, fixture);
      const pieces: Piece[] = Array.from({ length: 30 }, (_, index) => ({
        id: index + 1,
        companyId: fixture.companies[index % fixture.companies.length]!.id,
        typeId: [2, 3, 7, 12, 16][index % 5]!,
        businessOpportunityTypeId: index % 5 === 4 ? 16 : null,
        publicationDate: DATES[index % DATES.length]!,
        highlightStartDate: null,
        tagIds: index % 3 === 0 ? [2, 3] : [4],
        jobTypeId: index % 2 === 0 ? 1 : null,
        title: TITLES[index % TITLES.length]!,
      }));
      await insertPieces(context.db, pieces);
      for (const email of ['kam@atlas.demo', 'sales@atlas.demo', 'sales@boreal.demo', 'sales-pme@atlas.demo']) tokens[email] = await server.api.login(email);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
    });

    const post = (path: string, body: unknown, email = 'kam@atlas.demo') => server.api.call<Record<string, unknown>>('POST', path, { token: tokens[email]!, body });
    const directCount = async (where: string, values: unknown[]) =>
      Number((await context.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM news n JOIN companies c ON c.id = n.company_id WHERE n.publication_date BETWEEN '2025-01-01' AND '2025-06-30' AND ${where}`, values))[0]!.count);

    it('counts each news type as a direct SQL count does, and the picked type narrows the list and the other facets', async () => {
      const facets = await post(FACETS, { criteria: {}, window });
      expect(facets.status, facets.text).toBe(200);
      const types = BusinessAlertFacetResponseSchema.parse(facets.body).facet_list.find((facet) => facet.field === 'news_type_id')!;
      expect(types.value_list.length).toBeGreaterThan(1);
      for (const value of types.value_list) expect(value.count).toBe(await directCount('n.type_id = $1', [value.id]));
      const picked = types.value_list[0]!;
      const narrowed = await post(NEWS, { criteria: {}, window, facet_filters: { news_type_id: [picked.id] }, limit: 100 });
      const list = NewsListResponseSchema.parse(narrowed.body);
      expect(list.news_count).toBe(picked.count);
      expect(list.news_list).toHaveLength(picked.count);
      const after = BusinessAlertFacetResponseSchema.parse((await post(FACETS, { criteria: {}, window, facet_filters: { news_type_id: [picked.id] } })).body).facet_list;
      // Its own field keeps every value (multi-select); the tags now count only the picked type's news.
      expect(after.find((facet) => facet.field === 'news_type_id')).toEqual(types);
      const tags = after.find((facet) => facet.field === 'tag_id')!;
      for (const value of tags.value_list) expect(value.count).toBe(await directCount('n.type_id = $1 AND $2 = ANY(n.tag_ids)', [picked.id, value.id]));
    });

    it('pages 12 newest first with an exact count, filters by title words and by criteria', async () => {
      const first = NewsListResponseSchema.parse((await post(NEWS, { criteria: {}, window })).body);
      expect(first.news_count).toBe(await directCount('true', []));
      expect(first.news_list).toHaveLength(Math.min(12, first.news_count));
      const keys = first.news_list.map((piece) => `${piece.publication_date}|${String(piece.id).padStart(10, '0')}`);
      expect(keys).toEqual([...keys].sort().reverse());
      const text = NewsListResponseSchema.parse((await post(NEWS, { criteria: {}, window, text: 'levee' })).body);
      expect(text.news_count).toBe(await directCount(`n.title = 'Levée de fonds'`, []));
      const size = fixture.companies[0]!.sizeId;
      const bySize = NewsListResponseSchema.parse((await post(NEWS, { criteria: { company_size_id_list: [size] }, window })).body);
      expect(bySize.news_count).toBe(await directCount('c.size_id = $1', [size]));
    });

    it('blurs for the sales PME licence the news of a company it does not show, as quick search does', async () => {
      const hidden = fixture.companies[0]!.id;
      await context.db.query('UPDATE companies SET is_visible_pme = false WHERE id = $1', [hidden]);
      try {
        const body = { criteria: { company_id_list: [hidden] }, window, limit: 100 };
        const pme = NewsListResponseSchema.parse((await post(NEWS, body, 'sales-pme@atlas.demo')).body);
        expect(pme.news_count).toBe(await directCount('n.company_id = $1', [hidden]));
        expect(pme.news_count).toBeGreaterThan(0);
        expect(pme.news_list.every((piece) => piece.blurred === true && piece.company === null && piece.title === null)).toBe(true);
        const kam = NewsListResponseSchema.parse((await post(NEWS, body)).body);
        expect(kam.news_list.every((piece) => piece.blurred !== true && piece.company?.id === hidden)).toBe(true);
      } finally {
        await context.db.query('UPDATE companies SET is_visible_pme = true WHERE id = $1', [hidden]);
      }
    });

    it('answers clear 4xx for bad windows, unknown facet fields, bad pages and another user’s saved query, never a 5xx', async () => {
      const cases: [string, unknown, number, string | undefined][] = [
        [NEWS, { criteria: {}, window: { start_date: '2025-01-02', end_date: '2025-01-01' } }, 400, 'WINDOW.START_AFTER_END'],
        [FACETS, { criteria: {}, window: { start_date: '2015-01-01', end_date: '2025-01-01' } }, 400, 'WINDOW.TOO_LONG'],
        [NEWS, { criteria: {}, window: { start_date: '2025-02-30', end_date: '2025-03-01' } }, 400, undefined],
        [FACETS, { criteria: {}, window, facet_field_list: ['colour_id'] }, 400, undefined],
        [FACETS, { criteria: {}, window, facet_filters: { colour_id: [1] } }, 400, undefined],
        [FACETS, { criteria: {}, window, limit: 101 }, 400, undefined],
        [NEWS, { criteria: {}, window, offset: -1 }, 400, undefined],
        [NEWS, { criteria: {}, window, offset: 1e12 }, 400, undefined],
        [NEWS, { criteria: {}, window, limit: 0 }, 400, undefined],
        [NEWS, { criteria: {}, window, text: 'x'.repeat(201) }, 400, undefined],
        [NEWS, { criteria: { company_size_id_list: ['a'] }, window }, 400, undefined],
        [NEWS, { window }, 400, undefined],
      ];
      for (const [path, body, status, message] of cases) {
        const answer = await post(path, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}: ${answer.text}`).toBe(status);
        if (message !== undefined) expect(JSON.stringify(answer.body)).toContain(message);
      }
      const [other] = await context.db.query<{ id: number }>(
        `INSERT INTO queries (organization_id, owner_user_id, query_type_id, name, criteria)
         SELECT organization_id, id, 1, 'Autre', '{}'::jsonb FROM users WHERE id = $1 RETURNING id`,
        [await userIdOf(context.db, 'sales@boreal.demo')],
      );
      expect((await post(NEWS, { criteria: { query_id_list: [other!.id] }, window })).status).toBe(404);
      // A text of only separators is no filter; a past-the-end page is empty with the count.
      const separators = NewsListResponseSchema.parse((await post(NEWS, { criteria: {}, window, text: ' -- ' })).body);
      expect(separators.news_count).toBe(await directCount('true', []));
      const past = NewsListResponseSchema.parse((await post(NEWS, { criteria: {}, window, offset: 999_999 })).body);
      expect(past).toEqual({ news_list: [], news_count: separators.news_count });
    });
  });
});
