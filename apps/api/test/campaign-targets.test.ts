import { CampaignImportResponseSchema, CampaignTargetListListResponseSchema, CampaignSchema, CampaignTargetCheckResponseSchema, CampaignTargetListResponseSchema, CampaignTargetSchema } from '@cible/core';
import type { Campaign } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { createQuery } from './support/create-query';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { signedInCalls } from './support/signed-in-calls';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const CAMPAIGNS = '/v1/smart-mailing/campaigns';
const TARGETS = (id: number) => `${CAMPAIGNS}/${id}/targets`;
const CHECK = '/v1/smart-mailing/check-targets';
const IMPORT = '/v1/smart-mailing/import-targets';

const MARKETING = 'marketing@atlas.demo';
const COLLEAGUE = 'smart-campaign-v2@atlas.demo';
const SALES = 'sales@atlas.demo';
const STRANGER = 'manager@boreal.demo';

describeEachDatabase('smart-mailing campaign targets: import with exclusions, list, status', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const users: Record<string, number> = {};
  const organizations: Record<string, number> = {};
  let contacts: number[] = [];

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 4, contacts: 40, news: 1, conferences: 1 }, { referenceDate: '2026-05-01', seed: 5 });
    server = await startSeededServer(context.db);
    for (const email of [MARKETING, COLLEAGUE, SALES, STRANGER]) {
      tokens[email] = await server.api.login(email);
      const userId = await userIdOf(context.db, email);
      users[email] = userId;
      organizations[email] = (await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [userId]))[0]!.organization_id;
    }
    contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 40')).map((row) => Number(row.id));
    await context.db.query(`UPDATE contacts SET email = 'contact-' || id || '@client.test' WHERE id = ANY($1::bigint[])`, [contacts]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, ok, refused } = signedInCalls(() => server.api, tokens);
  const create = (name: string, email = MARKETING): Promise<Campaign> => ok(call('POST', CAMPAIGNS, email, { name }), (value) => CampaignSchema.parse(value));
  const importTargets = (campaignId: number, contactIds: readonly number[], email = MARKETING) =>
    ok(call('POST', IMPORT, email, { campaign_id: campaignId, contact_id_list: contactIds }), (value) => CampaignImportResponseSchema.parse(value));
  const targetsOf = (campaignId: number, query = '', email = MARKETING) =>
    ok(call('GET', `${TARGETS(campaignId)}${query}`, email), (value) => CampaignTargetListResponseSchema.parse(value));

  it('checks then imports: no e-mail or bounced (2), opted out in the organisation by a sequence or a campaign (3), already a target', async () => {
    const organizationId = organizations[MARKETING]!;
    const [clean, noEmail, bounced, campaignBounced, sequenceOptOut, campaignOptOut, foreignOptOut, already] = contacts;
    await context.db.query('UPDATE contacts SET email = NULL WHERE id = $1', [noEmail]);
    await context.db.query(`INSERT INTO email_bounces (organization_id, email) VALUES ($1, 'CONTACT-' || $2::bigint || '@client.test')`, [organizationId, bounced]);
    // An earlier campaign of the organisation: one target bounced, one unsubscribed.
    const earlier = await create('Campagne précédente');
    await importTargets(earlier.id, [campaignBounced!, campaignOptOut!]);
    const earlierTargets = await targetsOf(earlier.id);
    const targetOf = (contact: number) => earlierTargets.target_list.find((target) => target.contact_id === contact)!.id;
    await context.db.query(
      `INSERT INTO campaign_events (organization_id, campaign_id, target_id, type) VALUES ($1, $2, $3, 'bounced'), ($1, $2, $4, 'unsubscribed')`,
      [organizationId, earlier.id, targetOf(campaignBounced!), targetOf(campaignOptOut!)],
    );
    // A sequence of the organisation the contact unsubscribed from.
    const [sequence] = await context.db.query<{ id: number }>("INSERT INTO sequences (organization_id, owner_user_id, name) SELECT organization_id, id, 'Séquence' FROM users WHERE email = $1 RETURNING id", [MARKETING]);
    await context.db.query("INSERT INTO sequence_targets (organization_id, sequence_id, contact_id, done_event, done_at) VALUES ($1, $2, $3, 'unsubscribed', now())", [
      organizationId,
      sequence!.id,
      sequenceOptOut,
    ]);
    // Another organisation's opt-out does not count here.
    const foreign = await create('Campagne boréale', STRANGER);
    await importTargets(foreign.id, [foreignOptOut!], STRANGER);
    const foreignTarget = (await targetsOf(foreign.id, '', STRANGER)).target_list[0]!;
    await context.db.query("INSERT INTO campaign_events (organization_id, campaign_id, target_id, type) VALUES ($1, $2, $3, 'unsubscribed')", [
      organizations[STRANGER],
      foreign.id,
      foreignTarget.id,
    ]);

    const campaign = await create('Import');
    expect(await importTargets(campaign.id, [already!])).toEqual({ imported_count: 1, excluded_count: 0 });
    const offered = [clean!, noEmail!, bounced!, campaignBounced!, sequenceOptOut!, campaignOptOut!, foreignOptOut!, already!, clean!];
    // The owner's (marketing's) mailing credits, shown beside what the import would need.
    await context.db.query(
      `INSERT INTO credits (organization_id, user_id, kind, amount) VALUES ($1, $2, 'sequence', 7)
       ON CONFLICT (user_id, kind) DO UPDATE SET amount = 7`,
      [organizations[MARKETING]!, await userIdOf(context.db, MARKETING)],
    );
    const check = await ok(call('POST', CHECK, SALES, { campaign_id: campaign.id, contact_id_list: offered }), (value) => CampaignTargetCheckResponseSchema.parse(value));
    expect(check).toEqual({
      contact_count: 8,
      importable_count: 2,
      already_targeted_count: 1,
      excluded_list: [
        { contact_id: noEmail, reason_id: 2 },
        { contact_id: bounced, reason_id: 2 },
        { contact_id: campaignBounced, reason_id: 2 },
        { contact_id: sequenceOptOut, reason_id: 3 },
        { contact_id: campaignOptOut, reason_id: 3 },
      ].sort((a, b) => a.contact_id! - b.contact_id!),
      required_credit_count: 2,
      available_credit_count: 7,
    });
    expect((await targetsOf(campaign.id)).target_count).toBe(1);
    expect(await importTargets(campaign.id, offered)).toEqual({ imported_count: 2, excluded_count: 5 });
    const list = await targetsOf(campaign.id);
    expect(list.target_list.map((target) => target.contact_id).sort((a, b) => a - b)).toEqual([clean!, foreignOptOut!, already!].sort((a, b) => a - b));
    expect(await importTargets(campaign.id, [clean!])).toEqual({ imported_count: 0, excluded_count: 0 });
  });

  it('lists 20 per page with the contact and e-mail events (bot hits left out), filters by status and event', async () => {
    const organizationId = organizations[MARKETING]!;
    const campaign = await create('Liste des cibles');
    const chosen = contacts.slice(10, 35);
    expect(await importTargets(campaign.id, chosen)).toEqual({ imported_count: 25, excluded_count: 0 });
    const first = await targetsOf(campaign.id);
    expect(first.target_count).toBe(25);
    expect(first.target_list).toHaveLength(20);
    expect(first.target_list[0]!.contact).toMatchObject({ id: first.target_list[0]!.contact_id, email: `contact-${first.target_list[0]!.contact_id}@client.test` });
    expect((await targetsOf(campaign.id, '?offset=20')).target_list).toHaveLength(5);
    const [opened, clicked] = first.target_list;
    await context.db.query(
      `INSERT INTO campaign_events (organization_id, campaign_id, target_id, type, is_bot) VALUES ($1, $2, $3, 'opened', false), ($1, $2, $4, 'clicked', true), ($1, $2, $4, 'opened', false)`,
      [organizationId, campaign.id, opened!.id, clicked!.id],
    );
    await context.db.query(
      `INSERT INTO campaign_sends (organization_id, campaign_id, contact_id, status, due_at, message_id, tracking_token) VALUES ($1, $2, $3, 'sent', now(), $4, $5)`,
      [organizationId, campaign.id, opened!.contact_id, `<t-${campaign.id}@test>`, `t-${campaign.id}`],
    );
    const withEvents = await targetsOf(campaign.id, '?email_event_list=opened');
    expect(withEvents.target_list.map((target) => [target.id, target.email_event_list])).toEqual(
      [
        [opened!.id, ['opened', 'sent']],
        [clicked!.id, ['opened']],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    expect((await targetsOf(campaign.id, '?email_event_list=clicked')).target_count).toBe(0);

    const changed = await ok(call('PATCH', `${TARGETS(campaign.id)}/${opened!.id}`, MARKETING, { status_id: 4 }), (value) => CampaignTargetSchema.parse(value));
    expect(changed).toMatchObject({ id: opened!.id, status_id: 4 });
    const selected = first.target_list.slice(1, 4).map((target) => target.id);
    expect(await ok(call('PATCH', TARGETS(campaign.id), MARKETING, { target_id_list: [...selected, selected[0]], status_id: 2 }), (value) => value)).toEqual({ updated_count: 3 });
    expect((await targetsOf(campaign.id, '?status_id=2')).target_list.map((target) => target.id)).toEqual(selected);
    expect((await targetsOf(campaign.id, '?status_id=4')).target_count).toBe(1);
  });

  it('refuses an import into a sent campaign (409), a target of another campaign (404), other organisations (404), read-only licences (403), bad input (400)', async () => {
    const campaign = await create('Envoyée');
    const other = await create('Autre');
    await importTargets(campaign.id, [contacts[36]!]);
    await importTargets(other.id, [contacts[37]!]);
    const otherTarget = (await targetsOf(other.id)).target_list[0]!;
    const ownTarget = (await targetsOf(campaign.id)).target_list[0]!;
    await context.db.query("UPDATE campaigns SET status_id = 3, sent_date = now() WHERE id = $1", [campaign.id]);
    await refused(call('POST', IMPORT, MARKETING, { campaign_id: campaign.id, contact_id_list: [contacts[38]] }), 409, 'CAMPAIGN.READ_ONLY');
    await refused(call('POST', CHECK, MARKETING, { campaign_id: campaign.id, contact_id_list: [contacts[38]] }), 409, 'CAMPAIGN.READ_ONLY');
    // The prospect status of a sent campaign's targets still changes (it is the follow-up, not the e-mail).
    expect((await ok(call('PATCH', `${TARGETS(campaign.id)}/${ownTarget.id}`, MARKETING, { status_id: 3 }), (value) => CampaignTargetSchema.parse(value))).status_id).toBe(3);
    await refused(call('PATCH', `${TARGETS(campaign.id)}/${otherTarget.id}`, MARKETING, { status_id: 2 }), 404, 'NOT_FOUND');
    await refused(call('PATCH', TARGETS(campaign.id), MARKETING, { target_id_list: [ownTarget.id, otherTarget.id], status_id: 2 }), 404, 'NOT_FOUND');
    expect((await targetsOf(other.id)).target_list[0]!.status_id).toBe(1);

    await refused(call('GET', TARGETS(other.id), STRANGER), 404, 'NOT_FOUND');
    await refused(call('POST', IMPORT, STRANGER, { campaign_id: other.id, contact_id_list: [contacts[38]] }), 404, 'NOT_FOUND');
    await refused(call('PATCH', TARGETS(other.id), STRANGER, { target_id_list: [otherTarget.id], status_id: 2 }), 404, 'NOT_FOUND');
    await refused(call('POST', IMPORT, SALES, { campaign_id: other.id, contact_id_list: [contacts[38]] }), 403, 'AUTH.FORBIDDEN');
    await refused(call('PATCH', TARGETS(other.id), SALES, { target_id_list: [otherTarget.id], status_id: 2 }), 403, 'AUTH.FORBIDDEN');
    await refused(call('POST', IMPORT, MARKETING, { campaign_id: other.id, contact_id_list: [2_000_000_000] }), 404, 'NOT_FOUND');
    for (const body of [{ campaign_id: other.id, contact_id_list: [] }, { campaign_id: other.id }, { campaign_id: 'x', contact_id_list: [1] }]) {
      expect((await call('POST', IMPORT, MARKETING, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PATCH', TARGETS(other.id), MARKETING, { target_id_list: [otherTarget.id], status_id: 7 })).status).toBe(400);
    expect((await call('GET', `${TARGETS(other.id)}?email_event_list=seen`, MARKETING)).status).toBe(400);
    expect((await targetsOf(other.id)).target_count).toBe(1);
  });

  it('lists the caller’s contact and company lists and segments and the organisation’s openers and clickers lists, with their contacts, by kind and name', async () => {
    const organizationId = organizations[MARKETING]!;
    const mine = await createQuery(context.db, { organizationId, ownerUserId: users[MARKETING]!, name: 'Décideurs du salon', queryTypeId: 4 });
    await context.db.query('UPDATE queries SET criteria = $2 WHERE id = $1', [mine, { person_id_list: contacts.slice(0, 3) }]);
    const companies = await createQuery(context.db, { organizationId, ownerUserId: users[MARKETING]!, name: 'Clients du salon', queryTypeId: 5 });
    // A contact segment (criteria): listed with the contact lists, its contacts those of its criteria.
    const segment = await createQuery(context.db, { organizationId, ownerUserId: users[MARKETING]!, name: 'Segment salon', queryTypeId: 2 });
    await context.db.query('UPDATE queries SET criteria = $2 WHERE id = $1', [segment, { person_id_list: contacts.slice(3, 5) }]);
    const alert = await createQuery(context.db, { organizationId, ownerUserId: users[MARKETING]!, name: 'Alerte salon', queryTypeId: 4, isAlert: true });
    const colleagues = await createQuery(context.db, { organizationId, ownerUserId: users[COLLEAGUE]!, name: 'Liste du collègue', queryTypeId: 4 });
    const openers = await createQuery(context.db, { organizationId, ownerUserId: users[COLLEAGUE]!, name: 'Ouvreurs salon', queryTypeId: 4 });
    await context.db.query('UPDATE queries SET criteria = $2 WHERE id = $1', [openers, { person_id_list: contacts.slice(5, 7) }]);
    const campaign = await create('Salon', COLLEAGUE);
    await context.db.query('UPDATE campaigns SET openers_query_id = $2 WHERE id = $1', [campaign.id, openers]);
    const lists = (type: string, search = 'salon') =>
      ok(call('GET', `/v1/smart-mailing/target-lists?list_type=${type}&search=${search}`, MARKETING), (value) => CampaignTargetListListResponseSchema.parse(value));
    const all = await lists('all');
    expect(all.target_list_list).toEqual([
      { query_id: openers, name: 'Ouvreurs salon', list_type: 'openers_clickers', contact_count: 2 },
      { query_id: segment, name: 'Segment salon', list_type: 'my_contact_lists', contact_count: 2 },
      { query_id: companies, name: 'Clients du salon', list_type: 'my_company_lists', contact_count: expect.any(Number) },
      { query_id: mine, name: 'Décideurs du salon', list_type: 'my_contact_lists', contact_count: 3 },
    ]);
    expect(all.target_list_count).toBe(4);
    expect(all.target_list_list.map((list) => list.query_id)).not.toContain(alert);
    expect((await lists('my_contact_lists')).target_list_list.map((list) => list.query_id)).toEqual([segment, mine]);
    expect((await lists('openers_clickers')).target_list_list.map((list) => list.query_id)).toEqual([openers]);
    expect((await lists('unsubscribed')).target_list_count).toBe(0);
    expect((await lists('all', 'coll%C3%A8gue')).target_list_list.map((list) => list.query_id)).not.toContain(colleagues);
    const stranger = await ok(call('GET', '/v1/smart-mailing/target-lists?search=salon', STRANGER), (value) => CampaignTargetListListResponseSchema.parse(value));
    expect(stranger.target_list_count).toBe(0);
    expect((await call('GET', '/v1/smart-mailing/target-lists?list_type=mine', MARKETING)).status).toBe(400);
  });
});
