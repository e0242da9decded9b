import { NotificationListResponseSchema, NotificationSettingsSchema, NotificationSchema, notificationWording, translate } from '@cible/core';
import type { LenientNotificationPayload } from '@cible/core';

const notificationWordingFr = (typeId: number, payload: LenientNotificationPayload): string => translate(notificationWording(typeId, payload));
import type { Notification, NotificationTypeName } from '@cible/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotifyPayload } from '../src/modules/notifications/notifier';
import { createQuery } from './support/create-query';
import { organizationIdOf, startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const LIST = '/v1/notification/notifications/list';
const NOT_VIEWED = '/v1/notification/notifications/list/not_viewed';
const BULK_VIEWED = '/v1/notification/notifications/viewed';
const SETTINGS = '/v1/notification/settings';
const LIST_ASSIGNED = '/v1/notification/notifications/list-assigned';

describeEachDatabase('notifications: routes', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let atlas: number;
  let boreal: number;

  const emails = ['sales@atlas.demo', 'marketing@atlas.demo', 'manager@atlas.demo', 'sender@atlas.demo', 'sales@boreal.demo', 'inactive@atlas.demo'];

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    for (const email of emails) {
      ids[email] = await userIdOf(context.db, email);
      if (email !== 'inactive@atlas.demo') tokens[email] = await server.api.login(email);
    }
    atlas = await organizationIdOf(context.db, 'Atlas Conseil');
    boreal = await organizationIdOf(context.db, 'Boréal Industrie');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const as = (email: string, body?: unknown) => ({ token: tokens[email]!, ...(body === undefined ? {} : { body }) });
  const notify = (email: string, type: NotificationTypeName, payload: NotifyPayload = {}) =>
    server.app.realtime.notifier.notify(ids[email]!, type, payload);
  const list = async (email: string, query = '') => {
    const answer = await server.api.call('GET', `${LIST}${query}`, as(email));
    expect(answer.status, answer.text).toBe(200);
    return NotificationListResponseSchema.parse(answer.body);
  };

  it('seeds the demo notifications of a first start: ten per active demo account, six unseen, in core’s shape', async () => {
    const page = await list('sales@atlas.demo', '?limit=100');
    expect(page.notification_count).toBe(10);
    expect(page.notification_list.filter((notification) => notification.viewed_at === null)).toHaveLength(6);
    const types = new Set(page.notification_list.map((notification) => notification.notification_type_id));
    // alert 1, engagement 3, campaign 4, inquiry done 10, insufficient credits 11, sequence done 12
    expect([...types].sort((a, b) => a - b)).toEqual([1, 3, 4, 10, 11, 12]);
    const engagement = page.notification_list.filter((notification) => notification.notification_type_id === 3);
    expect(engagement.map((notification) => notification.parsed_payload?.engagement?.tracking_status).sort()).toEqual(['clicked', 'opened', 'replied']);
    const inquiries = page.notification_list.filter((notification) => notification.notification_type_id === 10);
    const inquiryWording = inquiries.map((notification) => notificationWordingFr(10, notification.parsed_payload ?? {}));
    expect(inquiryWording).toHaveLength(2);
    expect(inquiryWording).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Votre demande concernant .+ a abouti avec succès\.$/),
        expect.stringMatching(/^Votre demande concernant .+ n'a pas pu aboutir\.$/),
      ]),
    );
    const credits = page.notification_list.find((notification) => notification.notification_type_id === 11)!;
    expect(notificationWordingFr(11, credits.parsed_payload ?? {})).toBe(
      "Votre campagne « Newsletter novembre » n'a pas pu être envoyée car vous n'avez pas assez de crédits. Veuillez vous rapprocher du service client.",
    );
    // Disabled accounts get none.
    const [inactive] = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [
      ids['inactive@atlas.demo'],
    ]);
    expect(inactive?.n).toBe(0);
  });

  it('keeps notifications and settings tied to their user and organisation (hand-written foreign keys, insert trigger)', async () => {
    const rows = await context.db.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE contype = 'f' AND conrelid IN ('notifications'::regclass, 'notification_settings'::regclass) ORDER BY conname`,
    );
    expect(rows).toEqual([
      { name: 'notification_settings_user_id_users_id_fk', definition: 'FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE' },
      { name: 'notifications_organization_id_organizations_id_fk', definition: 'FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE' },
      { name: 'notifications_user_id_users_id_fk', definition: 'FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE' },
    ]);
    const triggers = await context.db.query<{ tgname: string }>("SELECT tgname FROM pg_trigger WHERE tgrelid = 'notifications'::regclass AND NOT tgisinternal");
    expect(triggers).toEqual([{ tgname: 'notifications_notify_insert' }]);
  });

  describe('from no notification', () => {
  beforeEach(async () => {
    // Every test below starts from no notification at all.
    await context.db.query('DELETE FROM notifications');
    await context.db.query('DELETE FROM notification_settings');
  });

  it('lists the caller’s notifications newest first, paged, with the total', async () => {
    for (let index = 0; index < 7; index += 1) await notify('sales@atlas.demo', 'campaign', { campaign_name: `Campagne ${index}` });
    await notify('marketing@atlas.demo', 'campaign', { campaign_name: 'Not yours' });
    await notify('sales@boreal.demo', 'campaign', { campaign_name: 'Other organisation' });

    const first = await list('sales@atlas.demo', '?limit=3');
    expect(first.notification_count).toBe(7);
    expect(first.notification_list.map((notification) => notification.parsed_payload?.campaign_name)).toEqual(['Campagne 6', 'Campagne 5', 'Campagne 4']);
    const last = await list('sales@atlas.demo', '?limit=3&offset=6');
    expect(last.notification_list.map((notification) => notification.parsed_payload?.campaign_name)).toEqual(['Campagne 0']);
    expect(last.notification_count).toBe(7);
    const beyond = await list('sales@atlas.demo', '?offset=50');
    expect(beyond).toEqual({ notification_list: [], notification_count: 7 });
    // Default page: 20; the limit is bounded by core's schema (100).
    expect((await server.api.call('GET', `${LIST}?limit=101`, as('sales@atlas.demo'))).status).toBe(400);
    // Everything in core's Notification shape, dates in ISO 8601.
    for (const notification of first.notification_list) {
      expect(NotificationSchema.parse(notification)).toMatchObject({ notification_type_id: 4, viewed_at: null, contact_id: null, company_id: null });
    }
  });

  it('filters by type list and by seen state', async () => {
    const alert = await notify('sales@atlas.demo', 'alert', { query_name: 'DSI Île-de-France' });
    await notify('sales@atlas.demo', 'sequence_done', { sequence_name: 'Relance' });
    const engagement = await notify('sales@atlas.demo', 'engagement', {
      contact: { id: 41, first_name: 'Marie', last_name: 'Durand' },
      company: { id: 7, name: 'ACME' },
      engagement: { tracking_status: 'opened' },
    });
    expect(engagement?.notification).toMatchObject({ contact_id: 41, company_id: 7 });
    expect(engagement?.wordingFr).toBe('Marie Durand (ACME) a ouvert votre email.');
    await server.api.call('POST', `/v1/notification/notifications/${alert!.notification.id}/viewed`, as('sales@atlas.demo'));

    const types = (page: { notification_list: Notification[] }) => page.notification_list.map((notification) => notification.notification_type_id);
    expect(types(await list('sales@atlas.demo', '?notification_type_id_list=1,3'))).toEqual([3, 1]);
    expect(types(await list('sales@atlas.demo', '?notification_type_id_list=12'))).toEqual([12]);
    expect(types(await list('sales@atlas.demo', '?seen=true'))).toEqual([1]);
    expect(types(await list('sales@atlas.demo', '?seen=false'))).toEqual([3, 12]);
    expect(await list('sales@atlas.demo', '?seen=false&notification_type_id_list=1')).toEqual({ notification_list: [], notification_count: 0 });
    expect((await server.api.call('GET', `${LIST}?notification_type_id_list=16`, as('sales@atlas.demo'))).status).toBe(400);
  });

  it('answers the bell: the newest unseen (5 by default) and how many are unseen', async () => {
    for (let index = 0; index < 8; index += 1) await notify('sales@atlas.demo', 'alert', { query_name: `Alerte ${index}` });
    const answer = await server.api.call('GET', NOT_VIEWED, as('sales@atlas.demo'));
    expect(answer.status).toBe(200);
    const bell = NotificationListResponseSchema.parse(answer.body);
    expect(bell.notification_count).toBe(8);
    expect(bell.notification_list.map((notification) => notification.parsed_payload?.query_name)).toEqual([
      'Alerte 7',
      'Alerte 6',
      'Alerte 5',
      'Alerte 4',
      'Alerte 3',
    ]);
    const two = NotificationListResponseSchema.parse((await server.api.call('GET', `${NOT_VIEWED}?limit=2`, as('sales@atlas.demo'))).body);
    expect(two.notification_list).toHaveLength(2);
    expect(NotificationListResponseSchema.parse((await server.api.call('GET', NOT_VIEWED, as('marketing@atlas.demo'))).body)).toEqual({
      notification_list: [],
      notification_count: 0,
    });
  });

  it('marks one notification viewed (idempotent, first time kept); another user’s or organisation’s id is 404', async () => {
    const own = (await notify('sales@atlas.demo', 'lead', {}))!.notification;
    const colleague = (await notify('marketing@atlas.demo', 'lead', {}))!.notification;
    const foreign = (await notify('sales@boreal.demo', 'lead', {}))!.notification;

    const path = (id: number) => `/v1/notification/notifications/${id}/viewed`;
    expect((await server.api.call('POST', path(own.id), as('sales@atlas.demo'))).status).toBe(204);
    const [first] = (await list('sales@atlas.demo')).notification_list;
    expect(first?.viewed_at).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await server.api.call('POST', path(own.id), as('sales@atlas.demo'))).status).toBe(204);
    expect((await list('sales@atlas.demo')).notification_list[0]?.viewed_at).toBe(first?.viewed_at);

    for (const [id, code] of [[colleague.id, 404], [foreign.id, 404], [2_000_000_000, 404]] as const) {
      const answer = await server.api.call('POST', path(id), as('sales@atlas.demo'));
      expect(answer.status).toBe(code);
      expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Nothing changed for their owners.
    expect((await list('marketing@atlas.demo')).notification_list[0]?.viewed_at).toBeNull();
    expect((await list('sales@boreal.demo')).notification_list[0]?.viewed_at).toBeNull();
    expect((await server.api.call('POST', path(0), as('sales@atlas.demo'))).status).toBe(400);
  });

  it('marks in bulk: the listed ones (all the caller’s or nothing), or every unseen one without a list', async () => {
    const mine = [];
    for (let index = 0; index < 4; index += 1) mine.push((await notify('sales@atlas.demo', 'alert', { query_name: `A${index}` }))!.notification.id);
    const colleague = (await notify('marketing@atlas.demo', 'alert', {}))!.notification.id;
    const foreign = (await notify('sales@boreal.demo', 'alert', {}))!.notification.id;

    expect((await server.api.call('POST', BULK_VIEWED, as('sales@atlas.demo', { id_list: [mine[0], mine[1], mine[1]] }))).status).toBe(204);
    expect((await list('sales@atlas.demo', '?seen=false')).notification_count).toBe(2);

    for (const intruder of [colleague, foreign]) {
      const answer = await server.api.call('POST', BULK_VIEWED, as('sales@atlas.demo', { id_list: [mine[2], intruder] }));
      expect(answer.status).toBe(404);
    }
    // All or nothing: the caller's own id in the refused lists stays unseen; the others' are untouched.
    expect((await list('sales@atlas.demo', '?seen=false')).notification_count).toBe(2);
    expect((await list('marketing@atlas.demo', '?seen=false')).notification_count).toBe(1);
    expect((await list('sales@boreal.demo', '?seen=false')).notification_count).toBe(1);

    expect((await server.api.call('POST', BULK_VIEWED, as('sales@atlas.demo', {}))).status).toBe(204);
    expect((await list('sales@atlas.demo', '?seen=false')).notification_count).toBe(0);
    expect((await list('marketing@atlas.demo', '?seen=false')).notification_count).toBe(1);
    expect((await server.api.call('POST', BULK_VIEWED, as('sales@atlas.demo', { id_list: [] }))).status).toBe(204);
    expect((await server.api.call('POST', BULK_VIEWED, as('sales@atlas.demo', { id_list: [1], other: 1 }))).status).toBe(400);
  });

  it('answers core’s default settings until saved, then the saved ones; the newsletter configuration is the same row', async () => {
    const get = async (email: string) => {
      const answer = await server.api.call('GET', SETTINGS, as(email));
      expect(answer.status).toBe(200);
      return NotificationSettingsSchema.parse(answer.body);
    };
    expect(await get('sales@atlas.demo')).toEqual({ blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false });

    const alert = (name: string) => createQuery(context.db, { organizationId: atlas, ownerUserId: ids['sales@atlas.demo']!, name, queryTypeId: 1, isAlert: true });
    const [q4, q2] = [await alert('DSI Lyon'), await alert('DAF Nantes')];
    const foreign = await createQuery(context.db, { organizationId: boreal, ownerUserId: ids['sales@boreal.demo']!, name: 'Boréal' });
    const saved = await server.api.call('PUT', SETTINGS, as('sales@atlas.demo', { blocked_query_id_list: [q4, q2, q4], newsletter_aggregated: true, newsletter_disabled: false }));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ blocked_query_id_list: [q4, q2], newsletter_aggregated: true, newsletter_disabled: false });
    expect(await get('sales@atlas.demo')).toEqual({ blocked_query_id_list: [q4, q2], newsletter_aggregated: true, newsletter_disabled: false });
    // Another organisation's query, or one that does not exist: 404, nothing saved.
    for (const blocked of [[foreign], [q4, 2_000_000_000]]) {
      const refused = await server.api.call('PUT', SETTINGS, as('sales@atlas.demo', { blocked_query_id_list: blocked, newsletter_aggregated: false, newsletter_disabled: true }));
      expect([refused.status, refused.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await get('sales@atlas.demo')).toEqual({ blocked_query_id_list: [q4, q2], newsletter_aggregated: true, newsletter_disabled: false });
    expect(await get('marketing@atlas.demo')).toEqual({ blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false });

    const newsletter = (org: number, user: number) => `/v1/newsletter/organization/${org}/user/${user}/configuration`;
    const own = newsletter(atlas, ids['sales@atlas.demo']!);
    expect((await server.api.call('GET', own, as('sales@atlas.demo'))).body).toEqual({ blocked_query_id_list: [q4, q2], newsletter_aggregated: true, newsletter_disabled: false });
    const put = await server.api.call('PUT', own, as('sales@atlas.demo', { blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: true }));
    expect(put.status).toBe(200);
    expect(await get('sales@atlas.demo')).toEqual({ blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: true });

    // Only the caller himself: a colleague, another organisation's user, a wrong organisation: 404.
    for (const path of [
      newsletter(atlas, ids['marketing@atlas.demo']!),
      newsletter(boreal, ids['sales@boreal.demo']!),
      newsletter(boreal, ids['sales@atlas.demo']!),
    ]) {
      expect((await server.api.call('GET', path, as('sales@atlas.demo'))).status).toBe(404);
      const refused = await server.api.call('PUT', path, as('sales@atlas.demo', { blocked_query_id_list: [q2], newsletter_aggregated: true, newsletter_disabled: true }));
      expect(refused.status).toBe(404);
    }
    expect(await get('marketing@atlas.demo')).toEqual({ blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false });

    // Bodies are complete and strict.
    expect((await server.api.call('PUT', SETTINGS, as('sales@atlas.demo', { newsletter_aggregated: true }))).status).toBe(400);
    expect((await server.api.call('PUT', SETTINGS, as('sales@atlas.demo', { blocked_query_id_list: [0], newsletter_aggregated: true, newsletter_disabled: true }))).status).toBe(400);
  });

  it('does not create an alert notification for a query the user blocked', async () => {
    const owner = { organizationId: atlas, ownerUserId: ids['sales@atlas.demo']!, queryTypeId: 1, isAlert: true };
    const blocked = await createQuery(context.db, { ...owner, name: 'Bloquée' });
    const allowed = await createQuery(context.db, { ...owner, name: 'Autorisée' });
    const put = await server.api.call('PUT', SETTINGS, as('sales@atlas.demo', { blocked_query_id_list: [blocked], newsletter_aggregated: false, newsletter_disabled: false }));
    expect(put.status).toBe(200);
    const notifier = server.app.realtime.notifier;
    expect(await notifier.notify(ids['sales@atlas.demo']!, 'alert', { query_name: 'Bloquée' }, { queryId: blocked })).toBeNull();
    expect(await notifier.notify(ids['sales@atlas.demo']!, 'alert', { query_name: 'Autorisée' }, { queryId: allowed })).not.toBeNull();
    expect((await list('sales@atlas.demo')).notification_list.map((notification) => notification.parsed_payload?.query_name)).toEqual(['Autorisée']);
  });

  it('notifies active colleagues of a list the caller owns; another organisation’s or a disabled user, or a list he does not own, is 404 and nobody is notified', async () => {
    const list_ = await createQuery(context.db, { organizationId: atlas, ownerUserId: ids['manager@atlas.demo']!, name: 'Cibles T3' });
    const colleagues = [ids['sales@atlas.demo'], ids['marketing@atlas.demo']];
    const answer = await server.api.call('POST', LIST_ASSIGNED, as('manager@atlas.demo', { query_id: list_, user_id_list: colleagues }));
    expect(answer.status, answer.text).toBe(204);
    const [assignment] = (await list('sales@atlas.demo')).notification_list;
    expect(assignment).toMatchObject({
      notification_type_id: 7,
      payload: { assigner_first_name: 'Sophie', assigner_last_name: 'Rousseau', query_id: list_, query_name: 'Cibles T3' },
      parsed_payload: { assigner_first_name: 'Sophie', assigner_last_name: 'Rousseau', query_name: 'Cibles T3' },
    });
    expect(notificationWordingFr(7, assignment!.parsed_payload ?? {})).toBe('Sophie Rousseau vous a assigné la liste « Cibles T3 ».');
    expect((await list('marketing@atlas.demo')).notification_count).toBe(1);

    for (const intruder of [ids['sales@boreal.demo'], ids['inactive@atlas.demo']]) {
      const refused = await server.api.call('POST', LIST_ASSIGNED, as('manager@atlas.demo', { query_id: list_, user_id_list: [ids['sales@atlas.demo'], intruder] }));
      expect(refused.status).toBe(404);
    }
    // A colleague's list, another organisation's list, a list that does not exist.
    const colleaguesList = await createQuery(context.db, { organizationId: atlas, ownerUserId: ids['marketing@atlas.demo']!, name: 'Marketing' });
    const foreignList = await createQuery(context.db, { organizationId: boreal, ownerUserId: ids['sales@boreal.demo']!, name: 'Boréal' });
    for (const query_id of [colleaguesList, foreignList, 2_000_000_000]) {
      const refused = await server.api.call('POST', LIST_ASSIGNED, as('manager@atlas.demo', { query_id, user_id_list: [ids['sales@atlas.demo']] }));
      expect([refused.status, refused.body.code], String(query_id)).toEqual([404, 'NOT_FOUND']);
    }
    expect((await list('sales@atlas.demo')).notification_count).toBe(1);
    expect((await list('sales@boreal.demo')).notification_count).toBe(0);
  });

  it('rate-limits assignment notifications: 30 per caller and hour, refused spends count nothing (429 with Retry-After)', async () => {
    const owner = ids['sales@boreal.demo']!;
    const list_ = await createQuery(context.db, { organizationId: boreal, ownerUserId: owner, name: 'Prospects' });
    const recipient = ids['manager@boreal.demo'] ?? (await userIdOf(context.db, 'manager@boreal.demo'));
    const send = (count: number) =>
      server.api.call('POST', LIST_ASSIGNED, as('sales@boreal.demo', { query_id: list_, user_id_list: Array.from({ length: count }, () => recipient) }));
    for (let sent = 0; sent < 30; sent += 1) expect((await send(1)).status).toBe(204);
    const refused = await send(1);
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const [row] = await context.db.query<{ count: number }>("SELECT count::int AS count FROM rate_limits WHERE key = $1", [`list-assigned:${owner}`]);
    expect(row?.count).toBe(30);
    const [received] = await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND notification_type_id = 7', [recipient]);
    expect(received?.count).toBe(30);
  });

  it('follows core’s matrix: a licence without the notifications subjects is refused (403)', async () => {
    // Sender: change password, email connection, my account, parameters, requests, templates, logout only.
    for (const [method, path, body] of [
      ['GET', LIST, undefined],
      ['GET', NOT_VIEWED, undefined],
      ['POST', BULK_VIEWED, {}],
      ['GET', SETTINGS, undefined],
      ['PUT', SETTINGS, { blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false }],
      ['POST', LIST_ASSIGNED, { query_id: 1, user_id_list: [ids['sales@atlas.demo']] }],
    ] as const) {
      const answer = await server.api.call(method, path, as('sender@atlas.demo', body));
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    }
    expect((await server.api.call('GET', LIST)).status).toBe(401);
  });

  it('creates a notification for the caller through the development route, with its French sentence', async () => {
    const answer = await server.api.call(
      'POST',
      '/v1/dev/notifications',
      as('sales@atlas.demo', { type: 'inquiry_done', payload: { inquiry_company_name: 'ACME', status_id: 3 } }),
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      notification: { notification_type_id: 10, viewed_at: null, parsed_payload: { inquiry_company_name: 'ACME', status_id: 3 } },
      wording_fr: 'Votre demande concernant ACME a abouti avec succès.',
    });
    const byId = await server.api.call('POST', '/v1/dev/notifications', as('sales@atlas.demo', { notification_type_id: 12 }));
    expect(byId.body).toMatchObject({ notification: { notification_type_id: 12 }, wording_fr: 'Votre séquence est terminée.' });
    expect((await list('sales@atlas.demo')).notification_count).toBe(2);
    expect((await server.api.call('POST', '/v1/dev/notifications', { body: {} })).status).toBe(401);
    const invalid = await server.api.call('POST', '/v1/dev/notifications', as('sales@atlas.demo', { payload: { contact: { id: 'x' } } }));
    expect(invalid.status).toBe(400);
  });
  });
});
