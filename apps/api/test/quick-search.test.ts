import { BLUR_HIDDEN_FIELDS, QUICK_SEARCH_RESULT_COUNT, QUICK_SEARCH_TOTAL_CAP, QuickSearchResponseSchema } from '@cible/core';
import type { QuickSearchResponse } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const unaccentLower = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describeEachDatabase('quick search', (context) => {
  let server: Server;
  let token: string;
  let pmeToken: string;

  beforeAll(async () => {
    await loadGeneratedData(context.db, 'small', { referenceDate: '2026-05-01', seed: 7 });
    server = await startSeededServer(context.db);
    token = await server.api.login('sales@atlas.demo');
    pmeToken = await server.api.login('sales-pme@atlas.demo');
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const search = async (text: string, as = token, extra = '') => {
    const answer = await server.api.call('GET', `/v1/quick-search?text=${encodeURIComponent(text)}${extra}`, { token: as });
    expect(answer.status, answer.text).toBe(200);
    return { body: QuickSearchResponseSchema.parse(answer.body) as QuickSearchResponse, text: answer.text };
  };

  it('answers the four columns in core’s schema, 6 items each at most', async () => {
    const { body } = await search('a');
    for (const column of [body.companies, body.personsActive, body.news, body.conferences]) {
      expect(column.data.length).toBeLessThanOrEqual(QUICK_SEARCH_RESULT_COUNT);
      expect(column.total).toBeGreaterThanOrEqual(column.data.length);
    }
    expect(body.companies.data.length).toBe(6);
    expect(body.personsActive.data.every((contact) => contact.active)).toBe(true);
  });

  it('puts an exact company name first, then names starting with the text', async () => {
    const [company] = await context.db.query<{ name: string }>(
      "SELECT name FROM companies WHERE name ~ '^[A-Za-zÀ-ÿ]+ ' ORDER BY id LIMIT 1 OFFSET 17",
    );
    const name = company!.name;
    const { body } = await search(name.toUpperCase());
    expect(body.companies.data[0]?.name).toBe(name);
    // A one-word prefix of it: every answer starts with a word beginning with that prefix, prefix matches first.
    const prefix = unaccentLower(name).slice(0, 3);
    const { body: byPrefix } = await search(prefix);
    expect(byPrefix.companies.total).toBeGreaterThan(0);
    for (const card of byPrefix.companies.data) expect(unaccentLower(card.name ?? '')).toMatch(new RegExp(`(^|[^a-z0-9])${prefix}`));
  });

  it('finds “Lumière…” from “lum” and “Société…” from “societe” (accents and case ignored)', async () => {
    const [lumiere] = await context.db.query<{ count: string }>("SELECT count(*) FROM companies WHERE name ILIKE 'lumière%'");
    if (Number(lumiere!.count) > 0) {
      const { body } = await search('lum');
      for (const card of body.companies.data) expect(unaccentLower(card.name ?? '')).toMatch(/(^|[^a-z])lum/);
      const { body: full } = await search('lumiere');
      expect(full.companies.data[0]?.name).toMatch(/^Lumière/);
    }
    const [societe] = await context.db.query<{ count: string }>("SELECT count(*) FROM companies WHERE name ~* '(^|\\s)société'");
    const { body } = await search('SOCIETE');
    if (Number(societe!.count) > 0) {
      expect(body.companies.total).toBeGreaterThan(0);
      expect(body.companies.data.some((card) => /soci[ée]t[ée]/i.test(card.name ?? ''))).toBe(true);
    }
    // Some accented company name, typed without accents.
    const [accented] = await context.db.query<{ name: string }>("SELECT name FROM companies WHERE name ~ '^[^ ]*[éèêàç]' ORDER BY id LIMIT 1");
    if (accented) {
      const plain = unaccentLower(accented.name);
      const { body: found } = await search(plain);
      expect(found.companies.data[0]?.name).toBe(accented.name);
    }
  });

  it('finds active contacts by full name (both orders), several words, and name plus job words', async () => {
    const [person] = await context.db.query<{ first_name: string; last_name: string; job_label: string }>(
      "SELECT first_name, last_name, job_label FROM contacts WHERE active AND job_label IS NOT NULL AND first_name !~ '[- ]' AND last_name !~ '[- ]' ORDER BY id LIMIT 1 OFFSET 40",
    );
    const { first_name: first, last_name: last } = person!;
    const full = await search(`${first} ${last}`);
    expect(full.body.personsActive.total).toBeGreaterThan(0);
    expect(full.body.personsActive.data[0]).toMatchObject({ first_name: first, last_name: last, active: true });
    for (const contact of full.body.personsActive.data) {
      expect(unaccentLower(`${contact.first_name} ${contact.last_name}`)).toContain(unaccentLower(first).slice(0, 1));
    }
    const reversed = await search(`${last.toLowerCase()} ${first.slice(0, 3).toLowerCase()}`);
    expect(reversed.body.personsActive.data.some((contact) => contact.first_name === first && contact.last_name === last)).toBe(true);
    const jobWord = person!.job_label.split(/\s+/)[0]!;
    const withJob = await search(`${last} ${jobWord}`);
    expect(withJob.body.personsActive.total).toBeGreaterThan(0);
    expect(withJob.body.personsActive.total).toBeLessThanOrEqual(full.body.personsActive.total + 1000);
    // Never an inactive contact.
    const [inactive] = await context.db.query<{ first_name: string; last_name: string; id: string }>(
      'SELECT id, first_name, last_name FROM contacts WHERE NOT active ORDER BY id LIMIT 1',
    );
    if (inactive) {
      const { body } = await search(`${inactive.first_name} ${inactive.last_name}`, token, '&limit=50');
      expect(body.personsActive.data.map((contact) => contact.id)).not.toContain(Number(inactive.id));
    }
  });

  it('finds news by title words and conferences by name', async () => {
    const [news] = await context.db.query<{ id: string; title: string }>("SELECT id, title FROM news WHERE title ~ '^[A-Z][a-zé]{4,} ' ORDER BY id LIMIT 1");
    const { body } = await search(news!.title, token, '&limit=50');
    expect(body.news.data[0]?.title).toBe(news!.title);
    const [conference] = await context.db.query<{ name: string }>('SELECT name FROM conferences ORDER BY id LIMIT 1');
    const byName = await search(conference!.name);
    expect(byName.body.conferences.data[0]?.name).toBe(conference!.name);
    expect(byName.body.conferences.data[0]?.organisers).toEqual(expect.any(Array));
  });

  it('caps the totals at 1 001 with total_capped, and stays exact below the cap', async () => {
    const { body } = await search('a');
    expect(body.personsActive.total).toBe(QUICK_SEARCH_TOTAL_CAP + 1);
    expect(body.personsActive.total_capped).toBe(true);
    expect(body.conferences.total).toBeLessThanOrEqual(QUICK_SEARCH_TOTAL_CAP + 1);
    const [conference] = await context.db.query<{ name: string }>('SELECT name FROM conferences ORDER BY id LIMIT 1');
    const exact = await search(conference!.name);
    expect(exact.body.conferences.total).toBeLessThan(QUICK_SEARCH_TOTAL_CAP);
    expect(exact.body.conferences).not.toHaveProperty('total_capped');
  });

  it('refuses an empty, blank or too long text with a code; odd texts answer normally', async () => {
    for (const [query, code] of [
      ['', 'QUICK_SEARCH.TEXT_REQUIRED'],
      ['text=', 'QUICK_SEARCH.TEXT_REQUIRED'],
      [`text=${encodeURIComponent('   \t ')}`, 'QUICK_SEARCH.TEXT_REQUIRED'],
      [`text=${'x'.repeat(10_000)}`, 'QUICK_SEARCH.TEXT_TOO_LONG'],
      ['text=abc&limit=0', 'VALIDATION.INVALID_QUERY'],
    ] as const) {
      const answer = await server.api.call('GET', `/v1/quick-search?${query}`, { token });
      expect(answer.status, query.slice(0, 40)).toBe(400);
      expect((answer.body as { code: string }).code, query.slice(0, 40)).toBe(code);
    }
    const odd = ['😀🚀', "'; DROP TABLE companies; --", '.*(a|b)+$', "a:* | b & !c <-> (d)", '\\\\', 'ːʼ ŉ ½', '% _', '"""', 'x'.repeat(200), 'a '.repeat(100)];
    for (const text of odd) {
      const started = Date.now();
      const { body } = await search(text);
      expect(Date.now() - started, text).toBeLessThan(5000);
      expect(body.companies.total).toBeGreaterThanOrEqual(0);
    }
    const emoji = await search('😀🚀');
    expect(emoji.body.companies).toEqual({ total: 0, data: [] });
    const sql = await search("'; DROP TABLE companies; --");
    expect(sql.body.companies.total).toBe(0);
    const [companies] = await context.db.query<{ count: string }>('SELECT count(*) FROM companies');
    expect(Number(companies!.count)).toBe(3000);
  });

  it('blurs for sales PME on the server: hidden fields null (values not sent), flagged blurred', async () => {
    const [hidden] = await context.db.query<{ name: string; city: string | null }>(
      `SELECT c.name, o.city FROM companies c JOIN offices o ON o.company_id = c.id AND o.is_headquarters
       WHERE NOT c.is_visible_pme AND c.name ~ '^[A-Za-z]+ [A-Za-z]+$' ORDER BY c.id LIMIT 1`,
    );
    const sales = await search(hidden!.name);
    const visibleCard = sales.body.companies.data.find((card) => card.name === hidden!.name);
    expect(visibleCard).toBeDefined();
    expect(visibleCard).not.toHaveProperty('blurred');
    const pme = await search(hidden!.name, pmeToken);
    const blurred = pme.body.companies.data.find((card) => card.id === visibleCard!.id);
    expect(blurred).toMatchObject({ blurred: true, is_visible_pme: false });
    for (const field of BLUR_HIDDEN_FIELDS.company) expect(blurred![field]).toBeNull();
    // The card's values are not sent (news pieces are not blurred by the spec: they name their company anyway).
    expect(JSON.stringify(pme.body.companies)).not.toContain(hidden!.name);
    if (hidden!.city) expect(JSON.stringify(pme.body.companies)).not.toContain(hidden!.city);
    for (const card of pme.body.companies.data) expect(card.blurred === true).toBe(!card.is_visible_pme);
    // Contacts too.
    const contacts = await search('a', pmeToken, '&limit=50');
    const blurredContacts = contacts.body.personsActive.data.filter((card) => !card.is_visible_pme);
    expect(blurredContacts.length).toBeGreaterThan(0);
    for (const card of blurredContacts) {
      expect(card.blurred).toBe(true);
      for (const field of BLUR_HIDDEN_FIELDS.contact) expect(card[field]).toBeNull();
    }
    for (const card of contacts.body.personsActive.data.filter((item) => item.is_visible_pme)) expect(card.last_name).not.toBeNull();
  });

  it('needs a token (401) and the QUICK_SEARCH permission (403)', async () => {
    const anonymous = await server.api.call('GET', '/v1/quick-search?text=abc');
    expect(anonymous.status).toBe(401);
    expect((anonymous.body as { code: string }).code).toBe('AUTH.TOKEN_MISSING');
    const sender = await server.api.login('sender@atlas.demo');
    const refused = await server.api.call('GET', '/v1/quick-search?text=abc', { token: sender });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'AUTH.FORBIDDEN', details: { subject: 'QUICK_SEARCH', action: 'read' } });
  });
});
