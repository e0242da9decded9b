import {
  BLUR_HIDDEN_FIELDS,
  CompanyContactsResponseSchema,
  CompanyDetailSchema,
  CompanyNewsResponseSchema,
  ContactDetailSchema,
  NewsPieceSchema,
  SESSION_COOKIE_NAME,
} from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { DEFAULT_COMPANY_LOGO, DEFAULT_CONTACT_PORTRAIT } from '../src/modules/company-pages/media-images';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

describeEachDatabase('company and contact pages', (context) => {
  let server: Server;
  let token: string;
  let pmeToken: string;
  let visible: { id: number; name: string; contacts: number; news: number };
  let hidden: { id: number; name: string };

  beforeAll(async () => {
    await loadGeneratedData(context.db, 'small', { referenceDate: '2026-05-01', seed: 7 });
    server = await startSeededServer(context.db);
    token = await server.api.login('sales@atlas.demo');
    pmeToken = await server.api.login('sales-pme@atlas.demo');
    const [row] = await context.db.query<{ id: string; name: string; contacts: string; news: string }>(
      `SELECT c.id, c.name,
              (SELECT count(*) FROM contacts p WHERE p.company_id = c.id AND p.active) AS contacts,
              (SELECT count(*) FROM news n WHERE n.company_id = c.id) AS news
       FROM companies c WHERE c.is_visible_pme
         AND (SELECT count(*) FROM contacts p WHERE p.company_id = c.id AND p.active) > 12
         AND (SELECT count(*) FROM news n WHERE n.company_id = c.id) > 12
       ORDER BY c.id LIMIT 1`,
    );
    visible = { id: Number(row!.id), name: row!.name, contacts: Number(row!.contacts), news: Number(row!.news) };
    const [other] = await context.db.query<{ id: string; name: string }>(
      'SELECT c.id, c.name FROM companies c WHERE NOT c.is_visible_pme AND EXISTS (SELECT 1 FROM news n WHERE n.company_id = c.id) ORDER BY c.id LIMIT 1',
    );
    hidden = { id: Number(other!.id), name: other!.name };
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A GET with a bearer token; `null`: without one. */
  const get = (path: string, as: string | null = token) => server.api.call('GET', path, as === null ? {} : { token: as });

  it('answers a company with its card and facts (offices with addresses, catalogue ids)', async () => {
    const answer = await get(`/v1/companies/${visible.id}`);
    expect(answer.status, answer.text).toBe(200);
    const company = CompanyDetailSchema.parse(answer.body);
    expect(company).toMatchObject({ id: visible.id, name: visible.name, is_visible_pme: true });
    expect(company.blurred).toBeUndefined();
    const [stored] = await context.db.query<{ siren: string; size_id: number; naf_code: string; offices: string }>(
      'SELECT siren, size_id, naf_code, (SELECT count(*) FROM offices o WHERE o.company_id = c.id) AS offices FROM companies c WHERE id = $1',
      [visible.id],
    );
    expect(company.detail).toMatchObject({ siren: stored!.siren, size_id: stored!.size_id, naf_code: stored!.naf_code });
    expect(company.detail!.offices).toHaveLength(Number(stored!.offices));
    const head = company.detail!.offices[0]!;
    expect(head.city).toBe(company.city_name);
    expect(company.detail!.offices.filter((office) => office.is_headquarters).length).toBeLessThanOrEqual(1);
  });

  it('pages the active contacts and the news of a company, newest news first', async () => {
    const first = CompanyContactsResponseSchema.parse((await get(`/v1/companies/${visible.id}/contacts?limit=5`)).body);
    const second = CompanyContactsResponseSchema.parse((await get(`/v1/companies/${visible.id}/contacts?limit=5&offset=5`)).body);
    expect(first.contact_count).toBe(visible.contacts);
    expect(first.contact_list).toHaveLength(5);
    expect(second.contact_list.map((card) => card.id)).not.toContain(first.contact_list[0]!.id);
    for (const card of first.contact_list) expect(card).toMatchObject({ company_id: visible.id, active: true });
    const past = CompanyContactsResponseSchema.parse((await get(`/v1/companies/${visible.id}/contacts?offset=900`)).body);
    expect(past).toEqual({ contact_list: [], contact_count: visible.contacts });

    const news = CompanyNewsResponseSchema.parse((await get(`/v1/companies/${visible.id}/news?limit=10`)).body);
    expect(news.news_count).toBe(visible.news);
    expect(news.news_list).toHaveLength(10);
    const dates = news.news_list.map((piece) => piece.publication_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const piece of news.news_list) expect(piece.company?.id).toBe(visible.id);
    const one = await get(`/v1/companies/${visible.id}/news/${news.news_list[3]!.id}`);
    expect(NewsPieceSchema.parse(one.body).id).toBe(news.news_list[3]!.id);
    const foreign = await get(`/v1/companies/${hidden.id}/news/${news.news_list[3]!.id}`);
    expect(foreign.status).toBe(404);
  });

  it('answers a contact with its facts and career, and its colleagues without itself', async () => {
    const [row] = await context.db.query<{ id: string; company_id: string }>(
      "SELECT id, company_id FROM contacts WHERE active AND cardinality(previous_company_ids) > 0 AND cardinality(school_ids) > 0 ORDER BY id LIMIT 1",
    );
    const contact = ContactDetailSchema.parse((await get(`/v1/contacts/${row!.id}`)).body);
    expect(contact.company_id).toBe(Number(row!.company_id));
    expect(contact.detail!.career.length).toBeGreaterThan(0);
    expect(contact.detail!.school_ids.length).toBeGreaterThan(0);
    // Flags only: the values of the contact data are never sent.
    const [values] = await context.db.query<{ email: string | null }>('SELECT email FROM contacts WHERE id = $1', [row!.id]);
    if (values!.email) expect(JSON.stringify(contact)).not.toContain(values!.email);
    const colleagues = CompanyContactsResponseSchema.parse((await get(`/v1/contacts/${row!.id}/colleagues?limit=50`)).body);
    expect(colleagues.contact_list.map((card) => card.id)).not.toContain(Number(row!.id));
    for (const card of colleagues.contact_list) expect(card.company_id).toBe(Number(row!.company_id));
  });

  it('blurs for sales PME a news piece about a hidden company: kind and date only, no name anywhere; others see it', async () => {
    const [news] = await context.db.query<{ id: string; title: string; company_name: string }>(
      `SELECT n.id, n.title, c.name AS company_name FROM news n JOIN companies c ON c.id = n.company_id
       WHERE NOT c.is_visible_pme AND n.person_id IS NULL AND length(n.title) > 10 ORDER BY n.id LIMIT 1`,
    );
    const text = encodeURIComponent(news!.title.split(' ').slice(0, 4).join(' '));
    const answer = await get(`/v1/quick-search?text=${text}&limit=50`, pmeToken);
    expect(answer.status).toBe(200);
    const pieces = (answer.body as { news: { data: { id: number; blurred?: boolean; title: string | null; company: unknown }[] } }).news.data;
    const piece = pieces.find((candidate) => candidate.id === Number(news!.id));
    expect(piece).toMatchObject({ blurred: true, title: null, company: null });
    expect(answer.text).not.toContain(news!.company_name);
    const seen = (await get(`/v1/quick-search?text=${text}&limit=50`)).body as { news: { data: { id: number; title: string | null }[] } };
    expect(seen.news.data.find((candidate) => candidate.id === Number(news!.id))?.title).toBe(news!.title);
  });

  it('counts contacts one way: every company card’s nb_contacts equals its contact list’s total (active contacts)', async () => {
    const companies = await context.db.query<{ id: string }>('SELECT id FROM companies ORDER BY id LIMIT 40');
    expect(companies.length).toBe(40);
    for (const { id } of companies) {
      const card = (await get(`/v1/companies/${id}`)).body as { nb_contacts: number };
      const list = (await get(`/v1/companies/${id}/contacts?limit=1`)).body as { contact_count: number };
      const [oracle] = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE company_id = $1 AND active', [id]);
      expect([card.nb_contacts, list.contact_count], `company ${id}`).toEqual([oracle!.n, oracle!.n]);
    }
    // The generator makes inactive contacts: the old badge (every contact) would differ somewhere.
    const [inactive] = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE NOT active');
    expect(inactive!.n).toBeGreaterThan(0);
  });

  it('answers 404 for unknown ids and a coded 400 for ids that are not numbers', async () => {
    for (const path of ['/v1/companies/999999999', '/v1/contacts/999999999', '/v1/companies/999999999/news', '/v1/contacts/999999999/colleagues']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect((answer.body as { code: string }).code).toBe('NOT_FOUND');
    }
    for (const path of ['/v1/companies/abc', '/v1/contacts/1e3', '/v1/companies/-1/contacts', `/v1/companies/${visible.id}/news?limit=0`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect((answer.body as { code: string }).code, path).toMatch(/^VALIDATION\./);
    }
  });

  it('blurs for sales PME on the server: the blurred card only, the lists refused (403 DATA.BLURRED)', async () => {
    const pme = await get(`/v1/companies/${hidden.id}`, pmeToken);
    expect(pme.status).toBe(200);
    const company = CompanyDetailSchema.parse(pme.body);
    expect(company).toMatchObject({ id: hidden.id, blurred: true, detail: null });
    for (const field of BLUR_HIDDEN_FIELDS.company) expect(company[field]).toBeNull();
    expect(pme.text).not.toContain(hidden.name);
    for (const path of [`/v1/companies/${hidden.id}/contacts`, `/v1/companies/${hidden.id}/news`]) {
      const refused = await get(path, pmeToken);
      expect(refused.status, path).toBe(403);
      expect((refused.body as { code: string }).code).toBe('DATA.BLURRED');
      expect(refused.text).not.toContain(hidden.name);
    }
    // Another licence sees it all.
    expect(CompanyDetailSchema.parse((await get(`/v1/companies/${hidden.id}`)).body).name).toBe(hidden.name);
    // A visible company for sales PME: contact cards blurred one by one.
    const list = CompanyContactsResponseSchema.parse((await get(`/v1/companies/${visible.id}/contacts?limit=50`, pmeToken)).body);
    for (const card of list.contact_list) {
      expect(card.blurred === true).toBe(!card.is_visible_pme);
      if (card.blurred) for (const field of BLUR_HIDDEN_FIELDS.contact) expect(card[field]).toBeNull();
    }
    const [hiddenContact] = await context.db.query<{ id: string; last_name: string }>(
      'SELECT id, last_name FROM contacts WHERE NOT is_visible_pme AND length(last_name) > 5 ORDER BY id LIMIT 1',
    );
    const contact = await get(`/v1/contacts/${hiddenContact!.id}`, pmeToken);
    expect(ContactDetailSchema.parse(contact.body)).toMatchObject({ blurred: true, detail: null, last_name: null, company_name: null });
    expect(contact.text).not.toContain(hiddenContact!.last_name);
    const colleagues = await get(`/v1/contacts/${hiddenContact!.id}/colleagues`, pmeToken);
    expect(colleagues.status).toBe(403);
    expect((colleagues.body as { code: string }).code).toBe('DATA.BLURRED');
  });

  it('never tells sales PME which hidden company a visible contact works for: employer hidden on his card and in quick search, his colleagues refused', async () => {
    const [row] = await context.db.query<{ id: string; first_name: string; last_name: string; company_id: string; company_name: string }>(
      `SELECT p.id, p.first_name, p.last_name, p.company_id, c.name AS company_name FROM contacts p JOIN companies c ON c.id = p.company_id
       WHERE p.is_visible_pme AND NOT c.is_visible_pme AND length(c.name) > 5 ORDER BY p.id LIMIT 1`,
    );
    const contact = await get(`/v1/contacts/${row!.id}`, pmeToken);
    expect(contact.status).toBe(200);
    expect(ContactDetailSchema.parse(contact.body)).toMatchObject({ last_name: row!.last_name, company_id: null, company_name: null, company_group_name: null });
    expect(contact.text).not.toContain(row!.company_name);
    const colleagues = await get(`/v1/contacts/${row!.id}/colleagues`, pmeToken);
    expect([colleagues.status, (colleagues.body as { code: string }).code]).toEqual([403, 'DATA.BLURRED']);
    const search = await get(`/v1/quick-search?text=${encodeURIComponent(`${row!.first_name} ${row!.last_name}`)}&limit=50`, pmeToken);
    expect(search.status).toBe(200);
    const found = (search.body as { personsActive: { data: { id: number; company_id: number | null; company_name: string | null }[] } }).personsActive.data.find(
      (card) => card.id === Number(row!.id),
    );
    expect(found).toMatchObject({ company_id: null, company_name: null });
    expect(search.text).not.toContain(row!.company_name);
    // Another licence sees the employer.
    expect(ContactDetailSchema.parse((await get(`/v1/contacts/${row!.id}`)).body).company_name).toBe(row!.company_name);
  });

  it('needs a token (401) and the licence permission (403 for sender)', async () => {
    const anonymous = await get(`/v1/companies/${visible.id}`, null);
    expect(anonymous.status).toBe(401);
    const sender = await server.api.login('sender@atlas.demo');
    for (const path of [`/v1/companies/${visible.id}`, `/v1/companies/${visible.id}/news`, `/v1/contacts/1`]) {
      const refused = await get(path, sender);
      expect(refused.status, path).toBe(403);
      expect((refused.body as { code: string }).code).toBe('AUTH.FORBIDDEN');
    }
  });

  it('serves logos and portraits as cached SVG, the default image when unknown or blurred', async () => {
    const logo = await get(`/v1/media/company-logos/${visible.id}`, null);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(logo.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
    expect(logo.text).toMatch(/^<svg /);
    expect(logo.text).not.toBe(DEFAULT_COMPANY_LOGO.svg);
    const again = await server.api.call('GET', `/v1/media/company-logos/${visible.id}`, { headers: { 'if-none-match': logo.headers.get('etag')! } });
    expect(again.status).toBe(304);
    for (const id of ['999999999', 'abc', '0']) {
      const unknown = await get(`/v1/media/company-logos/${id}`, null);
      expect(unknown.status).toBe(200);
      expect(unknown.text).toBe(DEFAULT_COMPANY_LOGO.svg);
    }
    // A non-visible company: the default logo without a session and for sales PME, its own logo for another licence.
    const cookie = (value: string) => ({ headers: { cookie: `${SESSION_COOKIE_NAME}=${value}` } });
    expect((await get(`/v1/media/company-logos/${hidden.id}`, null)).text).toBe(DEFAULT_COMPANY_LOGO.svg);
    expect((await server.api.call('GET', `/v1/media/company-logos/${hidden.id}`, cookie(pmeToken))).text).toBe(DEFAULT_COMPANY_LOGO.svg);
    const sales = await server.api.call('GET', `/v1/media/company-logos/${hidden.id}`, cookie(token));
    expect(sales.text).not.toBe(DEFAULT_COMPANY_LOGO.svg);
    expect(sales.headers.get('vary')).toMatch(/cookie/i);
    expect((await server.api.call('GET', `/v1/media/company-logos/${hidden.id}`, cookie('not.a.jwt'))).text).toBe(DEFAULT_COMPANY_LOGO.svg);

    const [person] = await context.db.query<{ id: string }>('SELECT id FROM contacts WHERE is_visible_pme ORDER BY id LIMIT 1');
    const portrait = await get(`/v1/media/contact-portraits/${person!.id}`, null);
    expect(portrait.text).toMatch(/^<svg /);
    expect(portrait.text).not.toBe(DEFAULT_CONTACT_PORTRAIT.svg);
    expect((await get('/v1/media/contact-portraits/999999999', null)).text).toBe(DEFAULT_CONTACT_PORTRAIT.svg);
  });
});
