import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { describeEachDatabase } from './support/test-database';

/**
 * The company's facet values copied onto its news (migration 0043, docs/adr/045-news-company-facets.md): the loader
 * writes them, triggers keep them; every check compares each piece with the values recomputed from its company and
 * offices at that moment.
 */
const STALE_NEWS_SQL = `
  SELECT n.id, n.company_id FROM news n
  JOIN companies c ON c.id = n.company_id
  LEFT JOIN (
    SELECT o.company_id,
           array_agg(DISTINCT o.region_id ORDER BY o.region_id) FILTER (WHERE o.region_id IS NOT NULL) AS region_ids,
           array_agg(DISTINCT o.department_id ORDER BY o.department_id) FILTER (WHERE o.department_id IS NOT NULL) AS department_ids
    FROM offices o GROUP BY o.company_id) p ON p.company_id = n.company_id
  WHERE n.company_size_id IS DISTINCT FROM c.size_id
     OR n.company_industry_class_id IS DISTINCT FROM c.industry_class_id
     OR n.company_region_ids IS DISTINCT FROM coalesce(p.region_ids, '{}')
     OR n.company_department_ids IS DISTINCT FROM coalesce(p.department_ids, '{}')`;

/** The day counts (news_facet_days) that differ from a count of the news as they are (a 0 kept = absent). */
const STALE_DAY_COUNTS_SQL = `
  WITH counted AS (
    SELECT k.field, k.day, k.value, count(*)::int AS news_count FROM (
      SELECT 0 AS field, n.publication_date AS day, 0 AS value FROM news n
      UNION ALL SELECT 1, n.publication_date, n.type_id FROM news n
      UNION ALL SELECT 2, n.publication_date, n.business_opportunity_type_id FROM news n WHERE n.business_opportunity_type_id IS NOT NULL
      UNION ALL SELECT 3, n.publication_date, n.job_type_id FROM news n WHERE n.job_type_id IS NOT NULL
      UNION ALL SELECT 4, x.day, x.t FROM (SELECT DISTINCT n.id, n.publication_date AS day, t FROM news n, unnest(n.tag_ids) t) AS x
      UNION ALL SELECT 5, n.publication_date, n.company_size_id FROM news n
      UNION ALL SELECT 6, n.publication_date, n.company_industry_class_id FROM news n WHERE n.company_industry_class_id IS NOT NULL
      UNION ALL SELECT 7, n.publication_date, t FROM news n, unnest(n.company_region_ids) t
      UNION ALL SELECT 8, n.publication_date, t FROM news n, unnest(n.company_department_ids) t) AS k
    GROUP BY k.field, k.day, k.value),
  stored AS (SELECT field, day, value, news_count FROM news_facet_days WHERE news_count <> 0)
  SELECT coalesce(c.field, s.field) AS field, coalesce(c.day, s.day)::text AS day, coalesce(c.value, s.value) AS value,
         c.news_count AS counted, s.news_count AS stored
  FROM counted c FULL JOIN stored s ON s.field = c.field AND s.day = c.day AND s.value = c.value
  WHERE c.news_count IS DISTINCT FROM s.news_count`;

/** The pieces whose copied values differ from their company's, and the day counts that differ from the news. */
async function staleNews(db: Database): Promise<unknown[]> {
  return [...(await db.query(STALE_NEWS_SQL)), ...(await db.query(STALE_DAY_COUNTS_SQL))];
}

async function placesOf(db: Database, newsId: number) {
  const [row] = await db.query<{ size: number; industry: number | null; regions: number[]; departments: number[] }>(
    `SELECT company_size_id AS size, company_industry_class_id AS industry, company_region_ids AS regions, company_department_ids AS departments
     FROM news WHERE id = $1`,
    [newsId],
  );
  return row!;
}

describeEachDatabase('news carry their company facet values', (context) => {
  let companyId: number;
  let otherCompanyId: number;
  let newsId: number;

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 40, contacts: 80, news: 300, conferences: 2 }, { referenceDate: '2026-05-01', seed: 23 });
    const [busiest] = await context.db.query<{ company_id: string }>('SELECT company_id FROM news GROUP BY company_id ORDER BY count(*) DESC, company_id LIMIT 1');
    companyId = Number(busiest!.company_id);
    const [other] = await context.db.query<{ id: string }>('SELECT id FROM companies WHERE id <> $1 ORDER BY id LIMIT 1', [companyId]);
    otherCompanyId = Number(other!.id);
  }, 120_000);

  it('as the loader wrote them: the generator computes what the trigger would (all 300 pieces, offices in several regions among them)', async () => {
    expect(await staleNews(context.db)).toEqual([]);
    const [spread] = await context.db.query<{ count: string }>('SELECT count(*) AS count FROM news WHERE cardinality(company_department_ids) > 1');
    expect(Number(spread!.count)).toBeGreaterThan(0);
  });

  it('a piece inserted without them gets them from its company and offices', async () => {
    const [row] = await context.db.query<{ id: string }>(
      `INSERT INTO news (type_id, publication_date, title, company_id) VALUES (12, '2026-05-01', 'Article', $1) RETURNING id`,
      [companyId],
    );
    newsId = Number(row!.id);
    const [company] = await context.db.query<{ size_id: number }>('SELECT size_id FROM companies WHERE id = $1', [companyId]);
    expect((await placesOf(context.db, newsId)).size).toBe(company!.size_id);
    expect(await staleNews(context.db)).toEqual([]);
  });

  it('follows the company: its size and industry class, its offices added, moved and closed, the piece moved to another company', async () => {
    const db = context.db;
    await db.query('UPDATE companies SET size_id = CASE WHEN size_id = 207 THEN 211 ELSE 207 END, industry_class_id = NULL WHERE id = $1', [companyId]);
    expect((await placesOf(db, newsId)).industry).toBeNull();
    expect(await staleNews(db)).toEqual([]);

    // An office in a department the company had none in (taken from another company's office).
    const [elsewhere] = await db.query<{ department_id: number; region_id: number }>(
      `SELECT department_id, region_id FROM offices WHERE department_id IS NOT NULL
         AND department_id <> ALL (SELECT coalesce(department_id, 0) FROM offices WHERE company_id = $1) LIMIT 1`,
      [companyId],
    );
    await db.query(
      `INSERT INTO offices (company_id, siret, naf_code, zip_code, city, department_id, region_id, country_id) VALUES ($1, NULL, NULL, '00000', 'Ailleurs', $2, $3, 72)`,
      [companyId, elsewhere!.department_id, elsewhere!.region_id],
    );
    expect((await placesOf(db, newsId)).departments).toContain(elsewhere!.department_id);
    expect(await staleNews(db)).toEqual([]);

    await db.query("UPDATE offices SET department_id = NULL, region_id = NULL, country_id = 72 WHERE company_id = $1 AND city = 'Ailleurs'", [companyId]);
    expect(await staleNews(db)).toEqual([]);
    await db.query("DELETE FROM offices WHERE company_id = $1 AND city <> 'Ailleurs'", [companyId]);
    expect(await placesOf(db, newsId)).toMatchObject({ regions: [], departments: [] });
    expect(await staleNews(db)).toEqual([]);

    await db.query('UPDATE news SET company_id = $2 WHERE id = $1', [newsId, otherCompanyId]);
    const [other] = await db.query<{ size_id: number }>('SELECT size_id FROM companies WHERE id = $1', [otherCompanyId]);
    expect((await placesOf(db, newsId)).size).toBe(other!.size_id);
    expect(await staleNews(db)).toEqual([]);
  });

  describe('an office moved from one company to another', () => {
    it('updates the news of both', async () => {
      const db = context.db;
      const [office] = await db.query<{ id: string; company_id: string }>(
        `SELECT o.id, o.company_id FROM offices o WHERE o.department_id IS NOT NULL AND NOT o.is_headquarters AND o.company_id IN (SELECT company_id FROM news)
           AND o.company_id <> $1 ORDER BY o.id LIMIT 1`,
        [otherCompanyId],
      );
      await db.query('UPDATE offices SET company_id = $2 WHERE id = $1', [office!.id, otherCompanyId]);
      expect(await staleNews(db)).toEqual([]);
    });
  });

  it('a piece deleted, a title edited (nothing to count), then all news truncated (a new load): the day counts follow', async () => {
    const db = context.db;
    await db.query('DELETE FROM news WHERE id = $1', [newsId]);
    await db.query("UPDATE news SET title = title || ' (mis à jour)'");
    expect(await staleNews(db)).toEqual([]);
    await db.query('TRUNCATE news CASCADE');
    expect(await db.query('SELECT * FROM news_facet_days')).toEqual([]);
  });
});
