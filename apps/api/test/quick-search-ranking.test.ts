import { QUICK_SEARCH_TOTAL_CAP, QuickSearchResponseSchema } from '@cible/core';
import type { QuickSearchResponse } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { searchWords } from '../src/modules/quick-search/quick-search-service';
import { createQuickSearchRepository, RANK_COLUMNS } from '../src/modules/quick-search/quick-search-repository';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

/** Ids far above the generated ones, names with a made-up word that the generated data never holds. */
const COMPANIES = [
  { id: 9_000_001, name: 'Groupe Quorvex' },
  { id: 9_000_002, name: 'Société Quorvéx Énergie' },
  { id: 9_000_003, name: 'Quorvexa Services' },
  { id: 9_000_004, name: 'Quorvex Industrie' },
  { id: 9_000_005, name: 'Quorvex' },
] as const;
const CONTACTS = [
  { id: 9_000_011, first: 'Anne', last: 'Martin-Quorvex', active: true },
  { id: 9_000_012, first: 'Quorvex', last: 'Dupont', active: true },
  { id: 9_000_013, first: 'Élodie', last: 'Quorvex', active: true },
  { id: 9_000_014, first: 'Élodie', last: 'Quorvex', active: false },
] as const;

describeEachDatabase('quick search: ranking, accents, several words, exact totals below the cap', (context) => {
  let server: Server;
  let token: string;

  beforeAll(async () => {
    await loadGeneratedData(context.db, 'small', { referenceDate: '2026-05-01', seed: 11 });
    for (const company of COMPANIES) {
      await context.db.query('INSERT INTO companies (id, name, size_id) SELECT $1, $2, size_id FROM companies ORDER BY id LIMIT 1', [
        company.id,
        company.name,
      ]);
    }
    for (const contact of CONTACTS) {
      await context.db.query('INSERT INTO contacts (id, first_name, last_name, active, company_id) VALUES ($1, $2, $3, $4, $5)', [
        contact.id,
        contact.first,
        contact.last,
        contact.active,
        COMPANIES[0].id,
      ]);
    }
    server = await startSeededServer(context.db);
    token = await server.api.login('sales@atlas.demo');
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const search = async (text: string, extra = '') => {
    const answer = await server.api.call('GET', `/v1/quick-search?text=${encodeURIComponent(text)}${extra}`, { token });
    expect(answer.status, answer.text).toBe(200);
    return QuickSearchResponseSchema.parse(answer.body) as QuickSearchResponse;
  };

  // The reference: every match, counted by a full scan with the same tsquery (no index, no cap).
  const truth = async (table: string, vector: string, words: string[], where = 'true') => {
    const [row] = await context.db.query<{ count: string }>(
      `SELECT count(*) FROM (SELECT ${vector} AS v FROM ${table} WHERE ${where} OFFSET 0) AS t
        WHERE v @@ quick_search_query($1::text[], '&', 1)`,
      [words],
    );
    return Number(row!.count);
  };

  it('ranks the exact name first, then names starting with the text, then names holding a word starting with it', async () => {
    const body = await search('quorvex', '&limit=10');
    const names = body.companies.data.map((card) => card.name);
    expect(body.companies.total).toBe(5);
    expect(names[0]).toBe('Quorvex');
    expect(new Set(names.slice(1, 3))).toEqual(new Set(['Quorvex Industrie', 'Quorvexa Services']));
    expect(new Set(names.slice(3))).toEqual(new Set(['Groupe Quorvex', 'Société Quorvéx Énergie']));
    // Contacts: the name "Quorvex Dupont" and the reversed "Quorvex Élodie" start with the text; "Anne Martin-Quorvex" does not.
    const people = body.personsActive.data.map((card) => `${card.first_name} ${card.last_name}`);
    expect(body.personsActive.total).toBe(3);
    expect(new Set(people.slice(0, 2))).toEqual(new Set(['Quorvex Dupont', 'Élodie Quorvex']));
    expect(people[2]).toBe('Anne Martin-Quorvex');
  });

  it('ignores accents and case, in the text and in the names', async () => {
    for (const text of ['QUORVÉX', 'quörvex', 'Quorvex']) expect((await search(text)).companies.data[0]?.name).toBe('Quorvex');
    const energy = await search('QUORVEX ENERGIE');
    expect(energy.companies).toMatchObject({ total: 1, data: [{ name: 'Société Quorvéx Énergie' }] });
    const exactFirst = await search('société quorvex énergie');
    expect(exactFirst.companies.data[0]?.name).toBe('Société Quorvéx Énergie');
    const person = await search('elodie quorvex');
    expect(person.personsActive).toMatchObject({ total: 1, data: [{ id: 9_000_013, first_name: 'Élodie', last_name: 'Quorvex' }] });
  });

  it('needs every word, as a prefix of some word of the name, in any order', async () => {
    expect((await search('énergie quorv')).companies).toMatchObject({ total: 1, data: [{ name: 'Société Quorvéx Énergie' }] });
    expect((await search('quor ind')).companies).toMatchObject({ total: 1, data: [{ name: 'Quorvex Industrie' }] });
    expect((await search('quorvex services groupe')).companies.total).toBe(0);
    // Full name, both orders; the inactive namesake is never listed.
    expect((await search('Quorvex Élodie')).personsActive).toMatchObject({ total: 1, data: [{ id: 9_000_013 }] });
    expect((await search('martin anne quorvex')).personsActive).toMatchObject({ total: 1, data: [{ id: 9_000_011 }] });
  });

  it('counts exactly below the cap and answers 1 001 with total_capped above it, whatever the path', async () => {
    const [person] = await context.db.query<{ last_name: string }>('SELECT last_name FROM contacts WHERE active ORDER BY id LIMIT 1 OFFSET 100');
    const [title] = await context.db.query<{ title: string }>("SELECT title FROM news WHERE title ~ '^[A-Z][a-z]+ ' ORDER BY id LIMIT 1 OFFSET 30");
    // One letter (capped everywhere but conferences), two letters, words, a surname, a title's first words.
    const [conference] = await context.db.query<{ name: string }>("SELECT name FROM conferences WHERE name ~* ' (de|des|du|la|le) ' ORDER BY id LIMIT 1");
    // Several words, some common and short: the GIN index is asked for the rarest only, the others checked on the row.
    // ("de la" alone, only short common words, is searched as the start of a name: its own test below.)
    const severalWords = ['hotel de la', 'groupe de', 'sa de', 'a b c d e f g h', 'la ma', conference!.name];
    const texts = ['a', 'e', 'ma', 'de', 'lyon', 'groupe', 'salon', person!.last_name, title!.title.split(' ').slice(0, 2).join(' '), 'x', 'zq', ...severalWords];
    let capped = 0;
    let exactBelow = 0;
    for (const text of texts) {
      const words = searchWords(text);
      const body = await search(text);
      const expected = {
        companies: await truth('companies', "to_tsvector('simple', f_unaccent(name))", words),
        personsActive: words.length > 1 ? null : await truth('contacts', "to_tsvector('simple', f_unaccent(first_name || ' ' || last_name))", words, 'active'),
        news: await truth('news', "to_tsvector('simple', f_unaccent(title))", words),
        conferences: await truth('conferences', "to_tsvector('simple', f_unaccent(name))", words),
      };
      for (const [column, count] of Object.entries(expected)) {
        if (count === null) continue; // several words: contacts also match through their job (checked above)
        const answer = body[column as keyof typeof expected];
        if (count > QUICK_SEARCH_TOTAL_CAP) {
          expect(answer, `${column} "${text}"`).toMatchObject({ total: QUICK_SEARCH_TOTAL_CAP + 1, total_capped: true });
          capped += 1;
        } else {
          expect(answer.total, `${column} "${text}"`).toBe(count);
          expect(answer, `${column} "${text}"`).not.toHaveProperty('total_capped');
          if (count > 0) exactBelow += 1;
        }
      }
    }
    expect(capped).toBeGreaterThan(3);
    expect(exactBelow).toBeGreaterThan(10);
    // Seventeen texts, each checked against full scans of four tables: seconds on a busy 2-core machine.
  }, 60_000);

  it('finds through a marked lexeme (migration 0017) exactly the rows whose name has a lexeme starting with that short prefix', async () => {
    const tables = {
      companies: { plain: "to_tsvector('simple', f_unaccent(name))", marked: 'quick_search_vector(name)' },
      contacts: { plain: "to_tsvector('simple', f_unaccent(first_name || ' ' || last_name))", marked: "quick_search_vector(first_name || ' ' || last_name)" },
      news: { plain: "to_tsvector('simple', f_unaccent(title))", marked: 'quick_search_vector(title)' },
      conferences: { plain: "to_tsvector('simple', f_unaccent(name))", marked: 'quick_search_vector(name)' },
    };
    // Every letter, digits, and the 1–3 first characters of lexemes of the data (compounds included: "jea" of "jean-pierre").
    const sampled = await context.db.query<{ prefix: string }>(
      `SELECT DISTINCT left(lexeme, n) AS prefix
         FROM (SELECT unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(title)))) AS lexeme FROM news ORDER BY id LIMIT 40) AS lexemes,
              generate_series(1, 3) AS n
        WHERE length(lexeme) >= n ORDER BY 1 LIMIT 60`,
    );
    const prefixes = [...'abcdefghijklmnopqrstuvwxyz0123456789', 'ma', 'de', 'sa', 'ch', 'jea', 'mar', 'la', 'zq', ...sampled.map((row) => row.prefix)];
    let nonEmpty = 0;
    for (const [table, vectors] of Object.entries(tables)) {
      // One statement per table: for each prefix, the rows of the marked entry (its GIN index) and of the prefix (0003's).
      const rows = await context.db.query<{ prefix: string; marked: string; plain: string }>(
        `SELECT p AS prefix,
                (SELECT count(*) FROM ${table} WHERE ${vectors.marked} @@ quote_literal('§' || p)::tsquery) AS marked,
                (SELECT count(*) FROM ${table} WHERE ${vectors.plain} @@ (quote_literal(p) || ':*')::tsquery) AS plain
           FROM unnest($1::text[]) AS p`,
        [prefixes],
      );
      for (const row of rows) {
        expect(Number(row.marked), `${table} "${row.prefix}"`).toBe(Number(row.plain));
        if (Number(row.plain) > 0) nonEmpty += 1;
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
    // A text with a short word goes through the marked index (the plan of the GIN part of "sa de" on news).
    const plan = await context.db.query<{ 'QUERY PLAN': string }>(
      "EXPLAIN SELECT id FROM news WHERE quick_search_vector(title) @@ '''§sa'' & ''§de'''::tsquery",
    );
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('news_title_prefix_search_idx');
  }, 120_000);

  it('counts contacts found by name exactly, and gives the name + job search’s total as a lower bound ("n+")', async () => {
    const NAME = "to_tsvector('simple', f_unaccent(first_name || ' ' || last_name))";
    const NAME_AND_JOB = "to_tsvector('simple', f_unaccent(first_name || ' ' || last_name || ' ' || coalesce(job_label, '')))";
    const [contact] = await context.db.query<{ first_name: string; job_label: string }>(
      "SELECT first_name, job_label FROM contacts WHERE active AND job_label ~ '^[[:alpha:]]{4,} ' ORDER BY id LIMIT 1 OFFSET 50",
    );
    const jobWord = contact!.job_label.split(' ')[0]!;
    // Through the job (few names hold both words), then by name only (many names start with both words' prefixes).
    const texts = [`${contact!.first_name} ${jobWord}`, `mar ${jobWord}`, 'anne ma', 'jean mar'];
    let lowerBounds = 0;
    let exact = 0;
    for (const text of texts) {
      const words = searchWords(text);
      const answer = (await search(text)).personsActive;
      if (answer.total_capped) {
        // A lower bound never above what a full scan of names and jobs finds, nor above the cap + 1.
        expect(answer.total, text).toBeLessThanOrEqual(Math.min(await truth('contacts', NAME_AND_JOB, words, 'active'), QUICK_SEARCH_TOTAL_CAP + 1));
        expect(answer.data.length, text).toBeGreaterThan(0);
        lowerBounds += 1;
      } else {
        expect(answer.total, text).toBe(await truth('contacts', NAME, words, 'active'));
        exact += 1;
      }
    }
    expect(lowerBounds).toBeGreaterThan(0);
    expect(exact).toBeGreaterThan(0);
  }, 60_000);

  it('searches a text of short common words only as the start of a name, and a compound word whole', async () => {
    const startsWith = async (table: string, key: string, text: string, where = 'true') => {
      const [row] = await context.db.query<{ count: string }>(
        `SELECT count(*) FROM ${table} WHERE ${where} AND starts_with(${key}, lower(f_unaccent($1::text)))`,
        [text],
      );
      return Number(row!.count);
    };
    let found = 0;
    for (const text of ['de la', 'le la', 'à la', 'de l']) {
      const body = await search(text);
      const companies = await startsWith('companies', 'lower(f_unaccent(name))', text);
      const news = await startsWith('news', 'lower(f_unaccent(title))', text);
      expect(body.companies.total, `${text} companies`).toBe(Math.min(companies, QUICK_SEARCH_TOTAL_CAP + 1));
      expect(body.news.total, `${text} news`).toBe(Math.min(news, QUICK_SEARCH_TOTAL_CAP + 1));
      for (const card of body.news.data) expect(card.title!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().startsWith(text.normalize('NFD').replace(/\p{M}/gu, '')), card.title!).toBe(true);
      found += companies + news;
    }
    expect(found).toBeGreaterThan(0);
    // "Jean-Pierre": the names holding that compound (its end a prefix), not every name with a Jean… and a Pierre….
    const [compound] = await context.db.query<{ first_name: string }>("SELECT first_name FROM contacts WHERE active AND first_name LIKE '%-%' ORDER BY id LIMIT 1");
    const text = compound!.first_name;
    const body = await search(text, '&limit=50');
    const [row] = await context.db.query<{ count: string }>(
      `SELECT count(*) FROM contacts WHERE active AND to_tsvector('simple', f_unaccent(first_name || ' ' || last_name)) @@ (quote_literal(lower(f_unaccent($1::text))) || ':*')::tsquery`,
      [text],
    );
    expect(body.personsActive.total, text).toBe(Math.min(Number(row!.count), QUICK_SEARCH_TOTAL_CAP + 1));
    expect(body.personsActive.data.length).toBeGreaterThan(0);
    const folded = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const card of body.personsActive.data) expect(folded(`${card.first_name} ${card.last_name}`), text).toContain(folded(text));
  });

  it('pages through every result of a column up to the cap: pages of one size never repeat nor skip, the first is the default answer', async () => {
    type Column = 'companies' | 'personsActive' | 'news' | 'conferences';
    const [person] = await context.db.query<{ last_name: string }>('SELECT last_name FROM contacts WHERE active ORDER BY id LIMIT 1 OFFSET 100');
    // Capped (one letter), exact above the old 50-result ceiling, and a few; each column of each.
    const cases: { text: string; column: Column }[] = [
      { text: 'a', column: 'companies' },
      { text: 'ma', column: 'personsActive' },
      { text: 'de', column: 'news' },
      { text: 'salon', column: 'conferences' },
      { text: 'lyon', column: 'companies' },
      { text: person!.last_name, column: 'personsActive' },
    ];
    const PAGE = 50;
    let beyondFifty = 0;
    for (const { text, column } of cases) {
      const first = await search(text, `&limit=${PAGE}`);
      const { total } = first[column];
      const reachable = Math.min(total, QUICK_SEARCH_TOTAL_CAP);
      const ids: number[] = [];
      for (let offset = 0; offset < reachable + PAGE; offset += PAGE) {
        const page = await search(text, `&limit=${PAGE}&offset=${offset}&column=${column}`);
        // Only the asked column is searched; its total stays the same on every page.
        for (const other of ['companies', 'personsActive', 'news', 'conferences'] as const) {
          if (other !== column) expect(page[other], `${text} ${other}`).toEqual({ total: 0, data: [] });
        }
        expect(page[column].total, `${text} @${offset}`).toBe(total);
        expect(page[column].data.length, `${text} @${offset}`).toBe(Math.max(0, Math.min(PAGE, reachable - offset)));
        if (offset === 0) expect(page[column].data.map((item) => item.id), text).toEqual(first[column].data.map((item) => item.id));
        ids.push(...page[column].data.map((item) => item.id));
      }
      expect(new Set(ids).size, `${text}: no repeat`).toBe(ids.length);
      // Every match below the cap, the first 1 000 above it.
      expect(ids.length, text).toBe(reachable);
      if (ids.length > 50) beyondFifty += 1;
    }
    expect(beyondFifty).toBeGreaterThan(2);
  }, 120_000);

  it('reads the names starting with the text from the b-tree keys alone: they hold every column a candidate carries', async () => {
    const keys = { companies: ['companies_name_key_idx'], contacts: ['contacts_full_name_key_idx', 'contacts_reversed_name_key_idx'], news: ['news_title_key_idx'], conferences: ['conferences_name_key_idx'] };
    for (const [table, indexes] of Object.entries(keys)) {
      for (const index of indexes) {
        const [row] = await context.db.query<{ definition: string }>('SELECT pg_get_indexdef($1::regclass) AS definition', [index]);
        // The contacts' keys also hold the job label, for the name + job search (migration 0045).
        const included = table === 'contacts' ? `${RANK_COLUMNS.contacts}, job_label` : RANK_COLUMNS[table as keyof typeof RANK_COLUMNS];
        expect(row!.definition, index).toContain(`INCLUDE (${included})`);
      }
    }
    // A long run of names starting with the text, read without the table's rows (the loader's VACUUM set the visibility map).
    await context.db.query('VACUUM contacts');
    const plan = await context.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF) SELECT ${RANK_COLUMNS.contacts} FROM contacts
        WHERE active AND lower(f_unaccent(first_name || ' ' || last_name)) ~>=~ 'a' AND lower(f_unaccent(first_name || ' ' || last_name)) ~<~ ('a' || chr(1114111))
        ORDER BY lower(f_unaccent(first_name || ' ' || last_name)) USING ~<~ LIMIT 1001`,
    );
    const lines = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(lines).toContain('Index Only Scan using contacts_full_name_key_idx');
    expect(lines).toContain('Heap Fetches: 0');
    // The name + job search's read of the names starting with a word, job label included: the key alone too.
    const jobPlan = await context.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF) SELECT id, first_name, last_name, job_label FROM contacts
        WHERE active AND lower(f_unaccent(last_name || ' ' || first_name)) ~>=~ 'ma' AND lower(f_unaccent(last_name || ' ' || first_name)) ~<~ ('ma' || chr(1114111))
        ORDER BY lower(f_unaccent(last_name || ' ' || first_name)) USING ~<~ LIMIT 500`,
    );
    const jobLines = jobPlan.map((line) => line['QUERY PLAN']).join('\n');
    expect(jobLines).toContain('Index Only Scan using contacts_reversed_name_key_idx');
    expect(jobLines).toContain('Heap Fetches: 0');
  });

  it('refuses a bad page with a clear code', async () => {
    for (const query of ['offset=-1', `offset=${QUICK_SEARCH_TOTAL_CAP + 1}`, 'offset=abc', 'limit=51', 'column=contacts']) {
      const answer = await server.api.call('GET', `/v1/quick-search?text=quorvex&${query}`, { token });
      expect(answer.status, query).toBe(400);
      expect((answer.body as { code: string }).code, query).toMatch(/^VALIDATION\./);
    }
  });

  it('answers bad or odd texts quickly with a clear response, never a 5xx', async () => {
    for (const [query, code] of [
      ['text=', 'QUICK_SEARCH.TEXT_REQUIRED'],
      [`text=${encodeURIComponent(' \n\t ')}`, 'QUICK_SEARCH.TEXT_REQUIRED'],
      [`text=${encodeURIComponent('quorvex '.repeat(1_250))}`, 'QUICK_SEARCH.TEXT_TOO_LONG'],
    ] as const) {
      const answer = await server.api.call('GET', `/v1/quick-search?${query}`, { token });
      expect(answer.status).toBe(400);
      expect((answer.body as { code: string }).code).toBe(code);
    }
    // 10 000 accented letters make a 60 000-character URL: Node refuses the request line itself, with a clear code.
    const huge = await server.api.call('GET', `/v1/quick-search?text=${encodeURIComponent('é'.repeat(10_000))}`, { token });
    expect([huge.status, (huge.body as { code: string }).code]).toEqual([431, 'VALIDATION.HEADERS_TOO_LARGE']);
    // 1 000 of them fit the address but not the text limit: the contract's own code.
    const long = await server.api.call('GET', `/v1/quick-search?text=${encodeURIComponent('é'.repeat(1_000))}`, { token });
    expect([long.status, (long.body as { code: string }).code]).toEqual([400, 'QUICK_SEARCH.TEXT_TOO_LONG']);
    const odd = ['👩‍💻 🚀', "quorvex' OR 1=1 --", 'quorvex%', 'quorvex_', '^quorvex.*$', '(quorvex)+', '\\quorvex', 'quorvex\u{10FFFF}', 'ߐ ☃ ∑'];
    for (const text of odd) {
      const started = Date.now();
      const body = await search(text);
      expect(Date.now() - started, text).toBeLessThan(2000);
      const words = searchWords(text);
      // Punctuation separates words (and is otherwise ignored): "quorvex" alone finds the five companies named so.
      if (words.length === 1 && words[0] === 'quorvex') {
        expect(body.companies.total, text).toBe(5);
        expect(body.companies.data.map((card) => card.name), text).toContain('Quorvex');
      }
      if (words.length === 0) expect(body.companies, text).toEqual({ total: 0, data: [] });
    }
  });

  // The quick search's vectors (SEARCH_VECTOR_SQL), to count each lexeme's rows by brute force.
  const COUNTED = [
    ['companies', "to_tsvector('simple', f_unaccent(name))", 'true'],
    ['contacts', "to_tsvector('simple', f_unaccent(first_name || ' ' || last_name))", 'active'],
    ['news', "to_tsvector('simple', f_unaccent(title))", 'true'],
    ['conferences', "to_tsvector('simple', f_unaccent(name))", 'true'],
  ] as const;

  it('lists after a load every lexeme held by 1 001 rows or more with its number of rows (active contacts only)', async () => {
    const listed = await context.db.query<{ table_name: string; lexeme: string; row_count: number }>(
      'SELECT table_name, lexeme, row_count FROM quick_search_common_lexemes ORDER BY table_name, lexeme',
    );
    // The generated rows only: the rows this file inserts after the load (ids from 9 000 000) are not counted (a lower bound).
    const counted = await context.db.query<{ table_name: string; lexeme: string; row_count: number }>(
      `SELECT table_name, lexeme COLLATE "C" AS lexeme, row_count FROM (${COUNTED.map(
        ([table, vector, where]) =>
          `SELECT '${table}' AS table_name, lexeme, count(*)::int AS row_count FROM ${table}, unnest(tsvector_to_array(${vector})) AS lexeme
            WHERE ${where} AND id < 9000000 GROUP BY lexeme HAVING count(*) >= ${QUICK_SEARCH_TOTAL_CAP + 1}`,
      ).join(' UNION ALL ')}) AS counted ORDER BY 1, 2`,
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(counted);
  });

  it('keeps the common lexemes’ counts lower bounds: a deleted, renamed or deactivated row takes one off, TRUNCATE forgets them', async () => {
    await context.db.transaction(async (tx) => {
      const count = async (table: string, lexeme: string) => {
        const [row] = await tx.query<{ row_count: number }>('SELECT row_count FROM quick_search_common_lexemes WHERE table_name = $1 AND lexeme = $2', [table, lexeme]);
        return row?.row_count ?? null;
      };
      // "quorvex": 4 companies (Quorvexa is another lexeme), 3 active contacts (Anne Martin-Quorvex, Quorvex Dupont, Élodie Quorvex).
      await tx.query(`INSERT INTO quick_search_common_lexemes (table_name, lexeme, row_count)
                      VALUES ('companies', 'quorvex', 4), ('contacts', 'quorvex', 3), ('conferences', 'quorvex', 1)`);
      await tx.query('DELETE FROM companies WHERE id = $1', [COMPANIES[4].id]);
      expect(await count('companies', 'quorvex')).toBe(3);
      await tx.query("UPDATE companies SET name = 'Zorblat Industrie' WHERE id = $1", [COMPANIES[3].id]);
      expect(await count('companies', 'quorvex')).toBe(2);
      await tx.query("UPDATE companies SET name = 'Quorvex Industrie' WHERE id = $1", [COMPANIES[3].id]);
      expect(await count('companies', 'quorvex')).toBe(3);
      // Neither another column nor a name keeping the lexeme changes the count.
      await tx.query('UPDATE companies SET contact_count = contact_count + 1, name = name WHERE id = $1', [COMPANIES[0].id]);
      expect(await count('companies', 'quorvex')).toBe(3);
      await tx.query('UPDATE contacts SET active = false WHERE id = $1', [CONTACTS[2].id]);
      expect(await count('contacts', 'quorvex')).toBe(2);
      // The inactive namesake deleted: it was not counted.
      await tx.query('DELETE FROM contacts WHERE id = $1', [CONTACTS[3].id]);
      expect(await count('contacts', 'quorvex')).toBe(2);
      await tx.query('TRUNCATE conferences CASCADE');
      expect(await count('conferences', 'quorvex')).toBeNull();
      expect(await count('companies', 'quorvex')).toBe(3);
      return tx.rollback(undefined);
    });
  });

  it('answers a one-word first page whose word starts a listed lexeme without counting: the same rows, the cap as total', async () => {
    const repository = createQuickSearchRepository(context.db);
    const terms = () => ({ words: searchWords('quorvex'), text: 'quorvex' });
    const first = { limit: 6, offset: 0 };
    // "quorvex" matches 5 companies: counted up to a cap of 3 without the table, known to reach it with the table.
    const counted = await repository.companies(terms(), first, 3);
    expect(counted.total).toBe(3);
    try {
      await context.db.query("INSERT INTO quick_search_common_lexemes (table_name, lexeme, row_count) VALUES ('companies', 'quorvex', 4)");
      expect(await repository.companies(terms(), first, 3)).toEqual(counted);
      // Below the cap the table is not used (4 < 10): exact count.
      expect((await repository.companies(terms(), first, 10)).total).toBe(5);
      // The table is what answers: a count it holds (here made up, 50) gives the cap without counting.
      await context.db.query("UPDATE quick_search_common_lexemes SET row_count = 50 WHERE table_name = 'companies' AND lexeme = 'quorvex'");
      const told = await repository.companies(terms(), first, 10);
      expect(told.total).toBe(10);
      expect(told.rows.map((row) => row.name)).toEqual((await repository.companies(terms(), { limit: 6, offset: 0 }, 1001)).rows.map((row) => row.name));
      // A later page counts every match (its positions need them) and a word of two terms is not one lexeme's.
      expect((await repository.companies(terms(), { limit: 2, offset: 2 }, 10)).total).toBe(5);
      expect((await repository.companies({ words: searchWords('quorvex groupe'), text: 'quorvex groupe' }, first, 10)).total).toBe(1);
    } finally {
      await context.db.query("DELETE FROM quick_search_common_lexemes WHERE table_name = 'companies' AND lexeme = 'quorvex'");
    }
  });
});
