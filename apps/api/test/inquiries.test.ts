import {
  INQUIRY_STATUS,
  INQUIRY_STATUS_FILTER_GROUPS,
  InquiryListResponseSchema,
  InquiryQuotaSchema,
  InquirySchema,
  MAX_OPEN_INQUIRIES,
  NotificationListResponseSchema,
  OperatorInquiryListResponseSchema,
  OperatorInquirySchema,
  abilityFor,
  can,
  canRequestInquiry,
  nextInquiryStatuses,
  notificationTypeId,
  notificationWording,
  translate,
} from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const INQUIRIES = '/v1/customer-inquiry/customer-inquiries';
const QUOTA = (user: number) => `/v1/customer-inquiry/users/${user}/quota`;
const OPERATOR = '/v1/customer-inquiry/operator/inquiries';
const NOTIFICATIONS = '/v1/notification/notifications/list';

describeEachDatabase('customer inquiries', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let company: { id: number; name: string };
  let contact: { id: number; company_id: number };
  let otherCompanyContact: { id: number };

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 40, contacts: 120, news: 10, conferences: 2 }, { referenceDate: '2026-05-01', seed: 3 });
    server = await startSeededServer(context.db);
    for (const email of ['sales@atlas.demo', 'kam@atlas.demo', 'crm-connector@atlas.demo', 'sales@boreal.demo', 'marketing@atlas.demo', 'sender@atlas.demo', 'sender-v2@atlas.demo', 'sales-pme@atlas.demo', 'support@cible.demo', 'manager@boreal.demo']) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
    const [row] = await context.db.query<{ id: string; name: string }>('SELECT id, name FROM companies ORDER BY id LIMIT 1');
    company = { id: Number(row!.id), name: row!.name };
    const [person] = await context.db.query<{ id: string; company_id: string }>('SELECT id, company_id FROM contacts WHERE company_id = $1 LIMIT 1', [company.id]);
    contact = { id: Number(person!.id), company_id: Number(person!.company_id) };
    const [other] = await context.db.query<{ id: string }>('SELECT id FROM contacts WHERE company_id <> $1 LIMIT 1', [company.id]);
    otherCompanyContact = { id: Number(other!.id) };
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call } = signedInCalls(() => server.api, tokens);

  it('creates a company inquiry in status todo and lists it first for its author only', async () => {
    const created = await call('POST', INQUIRIES, 'sales@atlas.demo', { company_id: company.id, inquiry_type_id: 2, comment: '  Qui décide ?  ' });
    expect(created.status, created.text).toBe(200);
    const inquiry = InquirySchema.parse(created.body);
    expect(inquiry).toMatchObject({ user_id: ids['sales@atlas.demo'], company_id: company.id, company_name: company.name, contact_id: null, status: INQUIRY_STATUS.todo, comment: 'Qui décide ?' });
    const contactInquiry = await call('POST', INQUIRIES, 'sales@atlas.demo', { company_id: company.id, contact_id: contact.id, inquiry_type_id: 1, inquiry_sub_type_id: 1 });
    expect(contactInquiry.status, contactInquiry.text).toBe(200);

    const list = InquiryListResponseSchema.parse((await call('GET', INQUIRIES, 'sales@atlas.demo')).body);
    expect(list.inquiry_count).toBe(2);
    expect(list.inquiry_list.map((item) => item.contact_id)).toEqual([contact.id, null]);
    const filtered = InquiryListResponseSchema.parse((await call('GET', `${INQUIRIES}?status_list=${INQUIRY_STATUS.done}`, 'sales@atlas.demo')).body);
    expect(filtered.inquiry_count).toBe(0);
    const colleague = InquiryListResponseSchema.parse((await call('GET', INQUIRIES, 'kam@atlas.demo')).body);
    expect(colleague.inquiry_count).toBe(0);
  });

  it('refuses an unknown company, a contact of another company, and a bad body, with codes', async () => {
    const unknown = await call('POST', INQUIRIES, 'sales@atlas.demo', { company_id: 999_999_999, inquiry_type_id: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    const wrongContact = await call('POST', INQUIRIES, 'sales@atlas.demo', { company_id: company.id, contact_id: otherCompanyContact.id, inquiry_type_id: 1 });
    expect(wrongContact.status).toBe(404);
    const noContact = await call('POST', INQUIRIES, 'sales@atlas.demo', { company_id: company.id, inquiry_type_id: 1 });
    expect(noContact.status).toBe(400);
    expect(noContact.text).toContain('INQUIRY.CONTACT_REQUIRED');
  });

  it('answers the quota of the caller and of a colleague, 404 for another organisation', async () => {
    const own = await call('GET', QUOTA(ids['sales@atlas.demo']!), 'sales@atlas.demo');
    expect(own.status, own.text).toBe(200);
    expect(InquiryQuotaSchema.parse(own.body)).toEqual({ open_inquiry_count: 2, max_quota: MAX_OPEN_INQUIRIES, is_reached: false });
    const colleague = await call('GET', QUOTA(ids['sales@atlas.demo']!), 'kam@atlas.demo');
    expect(colleague.status).toBe(200);
    expect(colleague.body).toMatchObject({ open_inquiry_count: 2 });
    const otherOrganisation = await call('GET', QUOTA(ids['sales@atlas.demo']!), 'sales@boreal.demo');
    expect(otherOrganisation.status).toBe(404);
    expect(otherOrganisation.body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call('GET', QUOTA(999_999), 'sales@atlas.demo')).status).toBe(404);
  });

  it('refuses a new inquiry with 409 INQUIRY.QUOTA_REACHED once 15 are open; closed ones do not count', async () => {
    const user = ids['marketing@atlas.demo']!;
    const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [user]);
    const insert = (status: number, count: number) =>
      context.db.query(
        `INSERT INTO customer_inquiries (organization_id, user_id, company_id, inquiry_type_id, status_id)
         SELECT $1, $2, $3, 2, $4 FROM generate_series(1, $5)`,
        [owner!.organization_id, user, company.id, status, count],
      );
    await insert(INQUIRY_STATUS.done, 5);
    await insert(INQUIRY_STATUS.todo, 10);
    await insert(INQUIRY_STATUS.draft, 2);
    await insert(INQUIRY_STATUS.in_progress, 2);
    const almost = await call('POST', INQUIRIES, 'marketing@atlas.demo', { company_id: company.id, inquiry_type_id: 2 });
    expect(almost.status, almost.text).toBe(200);
    expect((await call('GET', QUOTA(user), 'marketing@atlas.demo')).body).toEqual({ open_inquiry_count: 15, max_quota: 15, is_reached: true });
    const refused = await call('POST', INQUIRIES, 'marketing@atlas.demo', { company_id: company.id, inquiry_type_id: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'INQUIRY.QUOTA_REACHED' });
    const [{ count }] = (await context.db.query<{ count: string }>('SELECT count(*) FROM customer_inquiries WHERE user_id = $1', [user])) as [{ count: string }];
    expect(Number(count)).toBe(20);
  });

  it('answers two concurrent requests at 14 open with exactly one creation: one 200, one 409, then 15 open', async () => {
    const user = ids['manager@boreal.demo']!;
    const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [user]);
    await context.db.query(
      `INSERT INTO customer_inquiries (organization_id, user_id, company_id, inquiry_type_id, status_id) SELECT $1, $2, $3, 2, 6 FROM generate_series(1, 14)`,
      [owner!.organization_id, user, company.id],
    );
    const answers = await Promise.all([1, 2].map(() => call('POST', INQUIRIES, 'manager@boreal.demo', { company_id: company.id, inquiry_type_id: 2 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'INQUIRY.QUOTA_REACHED', details: { open_inquiry_count: 15, max_quota: 15 } });
    expect((await call('GET', QUOTA(user), 'manager@boreal.demo')).body).toEqual({ open_inquiry_count: 15, max_quota: 15, is_reached: true });
  });

  it('answers concurrent requests at the quota edge with one creation only', async () => {
    const user = ids['kam@atlas.demo']!;
    const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [user]);
    await context.db.query(
      `INSERT INTO customer_inquiries (organization_id, user_id, company_id, inquiry_type_id, status_id) SELECT $1, $2, $3, 2, 1 FROM generate_series(1, 14)`,
      [owner!.organization_id, user, company.id],
    );
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', INQUIRIES, 'kam@atlas.demo', { company_id: company.id, inquiry_type_id: 2 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('follows core’s canRequestInquiry: the sender licences read their requests page but create no inquiry (403), nothing stored', async () => {
    for (const email of ['sender@atlas.demo', 'sender-v2@atlas.demo']) {
      const ability = abilityFor({ licenceId: email === 'sender@atlas.demo' ? 10 : 15, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false });
      expect(canRequestInquiry(ability)).toBe(false);
      const refused = await call('POST', INQUIRIES, email, { company_id: company.id, inquiry_type_id: 2 });
      expect([refused.status, refused.body.code], email).toEqual([403, 'AUTH.FORBIDDEN']);
      expect(refused.body.details).toEqual({ subject: 'REPORTS', action: 'create' });
      const list = await call('GET', INQUIRIES, email);
      expect(list.status).toBe(200);
      expect(InquiryListResponseSchema.parse(list.body).inquiry_count).toBe(0);
    }
  });

  it('never tells a sales PME caller what a hidden company is: no inquiry on it whatever the contact (same answer), its name hidden in the list', async () => {
    const [hidden] = await context.db.query<{ id: string }>(
      'SELECT c.id FROM companies c WHERE c.is_visible_pme = false AND EXISTS (SELECT 1 FROM contacts p WHERE p.company_id = c.id) ORDER BY c.id LIMIT 1',
    );
    const hiddenId = Number(hidden!.id);
    const [own] = await context.db.query<{ id: string }>('SELECT id FROM contacts WHERE company_id = $1 LIMIT 1', [hiddenId]);
    const answers = [];
    for (const body of [
      { company_id: hiddenId, inquiry_type_id: 2 },
      { company_id: hiddenId, contact_id: Number(own!.id), inquiry_type_id: 1 },
      { company_id: hiddenId, contact_id: otherCompanyContact.id, inquiry_type_id: 1 },
      { company_id: hiddenId, contact_id: 2_000_000_000, inquiry_type_id: 1 },
    ]) {
      const answer = await call('POST', INQUIRIES, 'sales-pme@atlas.demo', body);
      answers.push([answer.status, answer.body.code]);
    }
    expect(answers).toEqual(Array.from({ length: 4 }, () => [403, 'DATA.BLURRED']));
    // The name of an inquiry's company that the licence does not show is never sent (an older inquiry, made visible then).
    const user = ids['sales-pme@atlas.demo']!;
    const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [user]);
    await context.db.query('INSERT INTO customer_inquiries (organization_id, user_id, company_id, inquiry_type_id, status_id) VALUES ($1, $2, $3, 2, 1)', [
      owner!.organization_id,
      user,
      hiddenId,
    ]);
    const listed = await call('GET', INQUIRIES, 'sales-pme@atlas.demo');
    expect(listed.status).toBe(200);
    const inquiry = InquiryListResponseSchema.parse(listed.body).inquiry_list.find((item) => item.company_id === hiddenId);
    expect(inquiry?.company_name).toBeNull();
    const [name] = await context.db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [hiddenId]);
    expect(listed.text).not.toContain(name!.name);
    // Sales (not PME) sees the same inquiry data with names.
    const sales = await call('POST', INQUIRIES, 'sales@boreal.demo', { company_id: hiddenId, inquiry_type_id: 2 });
    expect(sales.status).toBe(200);
    expect(InquirySchema.parse(sales.body).company_name).toBe(name!.name);
  });

  it('follows core’s matrix: a licence without PERSONAL_SPACE_REQUESTS (CRM connector) is refused', async () => {
    const answer = await call('GET', QUOTA(ids['crm-connector@atlas.demo']!), 'crm-connector@atlas.demo');
    const allowed = can(abilityFor({ licenceId: 6, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false }), 'read', 'PERSONAL_SPACE_REQUESTS');
    expect(allowed).toBe(false);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
  });

  it('pages the list 20 at a time, newest first, and filters by a status group (todo with draft)', async () => {
    const user = ids['sales@boreal.demo']!;
    const [owner] = await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [user]);
    await context.db.query('DELETE FROM customer_inquiries WHERE user_id = $1', [user]);
    // 25 done (oldest), then 3 todo, 2 draft, 1 pre-done (newest): one a minute.
    const statuses = [...Array.from({ length: 25 }, () => INQUIRY_STATUS.done), 1, 1, 1, 6, 6, 3];
    for (const [index, status] of statuses.entries()) {
      await context.db.query(
        `INSERT INTO customer_inquiries (organization_id, user_id, company_id, inquiry_type_id, status_id, created_at)
         VALUES ($1, $2, $3, 2, $4, timestamptz '2026-01-01T00:00:00Z' + make_interval(mins => $5))`,
        [owner!.organization_id, user, company.id, status, index],
      );
    }
    const first = InquiryListResponseSchema.parse((await call('GET', INQUIRIES, 'sales@boreal.demo')).body);
    expect([first.inquiry_count, first.inquiry_list.length]).toEqual([31, 20]);
    expect(first.inquiry_list[0]!.status).toBe(3);
    const second = InquiryListResponseSchema.parse((await call('GET', `${INQUIRIES}?offset=20&limit=20`, 'sales@boreal.demo')).body);
    expect(second.inquiry_list).toHaveLength(11);
    expect(new Set([...first.inquiry_list, ...second.inquiry_list].map((item) => item.id)).size).toBe(31);
    const todoGroup = INQUIRY_STATUS_FILTER_GROUPS.find((group) => group.key === 'todo')!;
    const todo = InquiryListResponseSchema.parse((await call('GET', `${INQUIRIES}?status_list=${todoGroup.statusIds.join(',')}`, 'sales@boreal.demo')).body);
    expect(todo.inquiry_count).toBe(5);
    expect(new Set(todo.inquiry_list.map((item) => item.status))).toEqual(new Set([1, 6]));
    const inProgressGroup = INQUIRY_STATUS_FILTER_GROUPS.find((group) => group.key === 'in_progress')!;
    const inProgress = InquiryListResponseSchema.parse((await call('GET', `${INQUIRIES}?status_list=${inProgressGroup.statusIds.join(',')}`, 'sales@boreal.demo')).body);
    expect(inProgress.inquiry_list.map((item) => item.status)).toEqual([3]);
    for (const bad of ['?limit=0', '?limit=101', '?offset=-1', '?status_list=0', '?status_list=abc']) {
      const answer = await call('GET', `${INQUIRIES}${bad}`, 'sales@boreal.demo');
      expect(answer.status, bad).toBe(400);
    }
  });

  it("answers one's own inquiry; a colleague's or another organisation's id is 404, like an unknown one", async () => {
    const created = await call('POST', INQUIRIES, 'sales@atlas.demo', { company_id: company.id, inquiry_type_id: 2 });
    const id = InquirySchema.parse(created.body).id;
    const own = await call('GET', `${INQUIRIES}/${id}`, 'sales@atlas.demo');
    expect(own.status, own.text).toBe(200);
    expect(InquirySchema.parse(own.body)).toMatchObject({ id, company_id: company.id, user_id: ids['sales@atlas.demo'] });
    for (const email of ['kam@atlas.demo', 'sales@boreal.demo']) {
      const foreign = await call('GET', `${INQUIRIES}/${id}`, email);
      expect([foreign.status, foreign.body.code], email).toEqual([404, 'NOT_FOUND']);
      expect(foreign.text).not.toContain(company.name);
    }
    expect((await call('GET', `${INQUIRIES}/2000000000`, 'sales@atlas.demo')).status).toBe(404);
    expect((await call('GET', `${INQUIRIES}/0`, 'sales@atlas.demo')).status).toBe(400);
  });

  it('names the contact of a contact inquiry', async () => {
    const created = await call('POST', INQUIRIES, 'sales@atlas.demo', { company_id: company.id, contact_id: contact.id, inquiry_type_id: 1, inquiry_sub_type_id: 3 });
    expect(created.status, created.text).toBe(200);
    const [person] = await context.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM contacts WHERE id = $1', [contact.id]);
    expect(InquirySchema.parse(created.body).contact_name).toBe(`${person!.first_name} ${person!.last_name}`);
  });

  describe('operator desk (platform administrators)', () => {
    const operator = (method: string, path: string, body?: unknown) => call(method, path, 'support@cible.demo', body);
    const newInquiry = async (email: string) => {
      const created = await call('POST', INQUIRIES, email, { company_id: company.id, inquiry_type_id: 2 });
      expect(created.status, created.text).toBe(200);
      return InquirySchema.parse(created.body).id;
    };
    const inquiryNotifications = async (email: string) => {
      const answer = await call('GET', `${NOTIFICATIONS}?limit=100`, email);
      expect(answer.status, answer.text).toBe(200);
      return NotificationListResponseSchema.parse(answer.body).notification_list.filter((item) => item.notification_type_id === notificationTypeId('inquiry_done'));
    };

    it("lists every organisation's inquiries with their organisation and author, filtered by organisation and status", async () => {
      const atlas = await newInquiry('sales@atlas.demo');
      const boreal = await newInquiry('sales@boreal.demo');
      const all = OperatorInquiryListResponseSchema.parse((await operator('GET', `${OPERATOR}?limit=100`)).body);
      const byId = new Map(all.inquiry_list.map((item) => [item.id, item]));
      expect(byId.get(atlas)).toMatchObject({ organization_name: 'Atlas Conseil', user_email: 'sales@atlas.demo', status: 1, next_status_list: [6, 2] });
      expect(byId.get(boreal)).toMatchObject({ organization_name: 'Boréal Industrie', user_email: 'sales@boreal.demo' });
      expect(all.organization_list.map((organization) => organization.name)).toEqual(expect.arrayContaining(['Atlas Conseil', 'Boréal Industrie']));
      const borealId = byId.get(boreal)!.organization_id;
      const onlyBoreal = OperatorInquiryListResponseSchema.parse((await operator('GET', `${OPERATOR}?organization_id=${borealId}&limit=100`)).body);
      expect(onlyBoreal.inquiry_list.every((item) => item.organization_id === borealId)).toBe(true);
      expect(onlyBoreal.inquiry_list.map((item) => item.id)).toContain(boreal);
      const todoOnly = OperatorInquiryListResponseSchema.parse((await operator('GET', `${OPERATOR}?status_list=1,6`)).body);
      expect(todoOnly.inquiry_list.length).toBeLessThanOrEqual(20);
      expect(todoOnly.inquiry_list.every((item) => item.status === 1 || item.status === 6)).toBe(true);
      expect(todoOnly.inquiry_count).toBeGreaterThan(20);
    });

    it('moves an inquiry along the rule, notifies its author once on pre-done with the spec wording, refuses other moves with 409', async () => {
      const id = await newInquiry('sales-pme@atlas.demo');
      const before = (await inquiryNotifications('sales-pme@atlas.demo')).length;
      const refused = await operator('PATCH', `${OPERATOR}/${id}`, { status: INQUIRY_STATUS.done });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'INQUIRY.TRANSITION_REFUSED', details: { status_id: 1, allowed_status_list: [...nextInquiryStatuses(1)] } });
      expect((await operator('PATCH', `${OPERATOR}/${id}`, { status: INQUIRY_STATUS.todo })).status).toBe(409);
      const started = await operator('PATCH', `${OPERATOR}/${id}`, { status: INQUIRY_STATUS.in_progress });
      expect(started.status, started.text).toBe(200);
      expect(OperatorInquirySchema.parse(started.body)).toMatchObject({ status: 2, next_status_list: [...nextInquiryStatuses(2)] });
      expect(await inquiryNotifications('sales-pme@atlas.demo')).toHaveLength(before);
      expect((await operator('PATCH', `${OPERATOR}/${id}`, { status: INQUIRY_STATUS.pre_done })).status).toBe(200);
      expect((await operator('PATCH', `${OPERATOR}/${id}`, { status: INQUIRY_STATUS.done })).status).toBe(200);
      expect((await operator('PATCH', `${OPERATOR}/${id}`, { status: INQUIRY_STATUS.in_progress })).status).toBe(409);
      const notified = await inquiryNotifications('sales-pme@atlas.demo');
      expect(notified).toHaveLength(before + 1);
      const notification = notified[0]!;
      expect(notification.parsed_payload).toMatchObject({ status_id: INQUIRY_STATUS.pre_done, inquiry_company_name: company.name });
      expect(translate(notificationWording(notification.notification_type_id, notification.parsed_payload ?? {}))).toBe(
        `Votre demande concernant ${company.name} a abouti avec succès.`,
      );
      const [{ count }] = (await context.db.query<{ count: string }>(
        "SELECT count(*) FROM notifications WHERE user_id = $1 AND notification_type_id = $2 AND payload->>'inquiry_company_name' IS NOT NULL",
        [ids['sales-pme@atlas.demo'], notificationTypeId('inquiry_done')],
      )) as [{ count: string }];
      expect(Number(count)).toBe(before + 1);
      // The author's own list shows the final status.
      const mine = InquiryListResponseSchema.parse((await call('GET', `${INQUIRIES}?status_list=4`, 'sales-pme@atlas.demo')).body);
      expect(mine.inquiry_list.map((item) => item.id)).toContain(id);
    });

    it('words a failure "n\'a pas pu aboutir." and refuses bad bodies (400), unknown inquiries (404)', async () => {
      const id = await newInquiry('sales@atlas.demo');
      await context.db.query('UPDATE customer_inquiries SET status_id = 2 WHERE id = $1', [id]);
      expect((await operator('PATCH', `${OPERATOR}/${id}`, { status: INQUIRY_STATUS.pre_fail })).status).toBe(200);
      const [latest] = await inquiryNotifications('sales@atlas.demo');
      expect(translate(notificationWording(latest!.notification_type_id, latest!.parsed_payload ?? {}))).toBe(`Votre demande concernant ${company.name} n'a pas pu aboutir.`);
      for (const body of [{ status: 12 }, { status: '5' }, {}, { status: 5, note: 'x' }, null]) {
        const answer = await operator('PATCH', `${OPERATOR}/${id}`, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      expect((await operator('PATCH', `${OPERATOR}/2000000000`, { status: 2 })).status).toBe(404);
      expect((await operator('PATCH', `${OPERATOR}/abc`, { status: 2 })).status).toBe(400);
      const [row] = await context.db.query<{ status_id: number }>('SELECT status_id FROM customer_inquiries WHERE id = $1', [id]);
      expect(row!.status_id).toBe(INQUIRY_STATUS.pre_fail);
    });

    it("never names in a sales PME author's notification a company his licence does not show", async () => {
      const user = ids['sales-pme@atlas.demo']!;
      const [hidden] = await context.db.query<{ id: string }>('SELECT id FROM companies WHERE is_visible_pme = false ORDER BY id LIMIT 1');
      const [row] = await context.db.query<{ id: number }>(
        `INSERT INTO customer_inquiries (organization_id, user_id, company_id, inquiry_type_id, status_id)
         SELECT organization_id, id, $2, 2, 2 FROM users WHERE id = $1 RETURNING id`,
        [user, Number(hidden!.id)],
      );
      expect((await operator('PATCH', `${OPERATOR}/${row!.id}`, { status: INQUIRY_STATUS.pre_done })).status).toBe(200);
      const [latest] = await inquiryNotifications('sales-pme@atlas.demo');
      expect(latest!.parsed_payload?.inquiry_company_name ?? null).toBeNull();
      expect(translate(notificationWording(latest!.notification_type_id, latest!.parsed_payload ?? {}))).toBe('Votre demande a abouti avec succès.');
    });

    it('refuses the operator routes to every other user (403, nothing changed)', async () => {
      const id = await newInquiry('sales@atlas.demo');
      for (const email of ['sales@atlas.demo', 'marketing@atlas.demo', 'sales@boreal.demo']) {
        const list = await call('GET', OPERATOR, email);
        expect([list.status, list.body.code], email).toEqual([403, 'AUTH.FORBIDDEN']);
        const change = await call('PATCH', `${OPERATOR}/${id}`, email, { status: 2 });
        expect(change.status, email).toBe(403);
      }
      const [row] = await context.db.query<{ status_id: number }>('SELECT status_id FROM customer_inquiries WHERE id = $1', [id]);
      expect(row!.status_id).toBe(INQUIRY_STATUS.todo);
    });
  });
});
