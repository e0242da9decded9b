import {
  CampaignEngagementListsResponseSchema,
  CampaignImportResponseSchema,
  CampaignSchema,
  CampaignStatisticsSchema,
  CampaignTargetCheckResponseSchema,
  CampaignTargetListListResponseSchema,
  CampaignTargetListResponseSchema,
  SequenceImportCheckResponseSchema,
} from '@cible/core';
import type { Campaign } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { createQuery } from './support/create-query';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { signedInCalls } from './support/signed-in-calls';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const CAMPAIGNS = '/v1/smart-mailing/campaigns';
const CHECK = '/v1/smart-mailing/check-targets';
const IMPORT = '/v1/smart-mailing/import-targets';
const ENGAGEMENT = (id: number) => `${CAMPAIGNS}/${id}/engagement-lists`;

const MARKETING = 'marketing@atlas.demo';
const COLLEAGUE = 'smart-campaign-v2@atlas.demo';
const SALES = 'sales@atlas.demo';
const SEQUENCER = 'sales-automation@atlas.demo';
const STRANGER = 'manager@boreal.demo';

/** A mail client's user agent (a person), and what link scanners and image proxies send (bots). */
const PERSON = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Thunderbird/128.0';
const IMAGE_PROXY = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';
const SCANNER = 'python-requests/2.31.0';

describeEachDatabase('smart-mailing campaign targets from lists and segments; openers and clickers saved as lists', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const users: Record<string, number> = {};
  const organizations: Record<string, number> = {};
  let contacts: number[] = [];

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 4, contacts: 40, news: 1, conferences: 1 }, { referenceDate: '2026-05-01', seed: 7 });
    server = await startSeededServer(context.db);
    for (const email of [MARKETING, COLLEAGUE, SALES, SEQUENCER, STRANGER]) {
      tokens[email] = await server.api.login(email);
      users[email] = await userIdOf(context.db, email);
      organizations[email] = (await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [users[email]]))[0]!.organization_id;
    }
    contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 40')).map((row) => Number(row.id));
    await context.db.query(`UPDATE contacts SET email = 'contact-' || id || '@client.test' WHERE id = ANY($1::bigint[])`, [contacts]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, ok, refused } = signedInCalls(() => server.api, tokens);
  const create = (name: string, email = MARKETING): Promise<Campaign> => ok(call('POST', CAMPAIGNS, email, { name }), (value) => CampaignSchema.parse(value));
  const get = (id: number, email = MARKETING): Promise<Campaign> => ok(call('GET', `${CAMPAIGNS}/${id}`, email), (value) => CampaignSchema.parse(value));
  const check = (body: Record<string, unknown>, email = MARKETING) => ok(call('POST', CHECK, email, body), (value) => CampaignTargetCheckResponseSchema.parse(value));
  const importTargets = (body: Record<string, unknown>, email = MARKETING) => ok(call('POST', IMPORT, email, body), (value) => CampaignImportResponseSchema.parse(value));
  const targetContacts = async (campaignId: number, email = MARKETING) =>
    (await ok(call('GET', `${CAMPAIGNS}/${campaignId}/targets?limit=100`, email), (value) => CampaignTargetListResponseSchema.parse(value))).target_list
      .map((target) => target.contact_id)
      .sort((a, b) => a - b);
  const contactList = async (email: string, name: string, members: readonly number[], queryTypeId = 4) => {
    const id = await createQuery(context.db, { organizationId: organizations[email]!, ownerUserId: users[email]!, name, queryTypeId });
    await context.db.query('UPDATE queries SET criteria = $2 WHERE id = $1', [id, { person_id_list: members }]);
    return id;
  };
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

  it('imports every contact of a contact list, then of a segment, with the usual exclusions; records the lists on the campaign', async () => {
    const [noEmail] = contacts;
    await context.db.query('UPDATE contacts SET email = NULL WHERE id = $1', [noEmail]);
    const listMembers = contacts.slice(0, 5);
    const segmentMembers = contacts.slice(3, 8);
    const list = await contactList(MARKETING, 'Décideurs du salon', listMembers);
    // A segment: criteria, its members read by the advanced search (here: named contacts).
    const segment = await contactList(MARKETING, 'Segment salon', segmentMembers, 2);
    const campaign = await create('Depuis une liste');

    expect(await check({ campaign_id: campaign.id, query_id: list })).toEqual({
      contact_count: 5,
      importable_count: 4,
      already_targeted_count: 0,
      excluded_list: [{ contact_id: noEmail, reason_id: 2 }],
      required_credit_count: 4,
      available_credit_count: expect.any(Number),
    });
    expect(await importTargets({ campaign_id: campaign.id, query_id: list })).toEqual({ imported_count: 4, excluded_count: 1 });
    expect(await targetContacts(campaign.id)).toEqual(sorted(listMembers.slice(1)));
    expect(await get(campaign.id)).toMatchObject({ used_query_id: list, target_query_id: list });

    // The segment overlaps the list on two contacts: already targeted, not imported twice.
    const segmentCheck = await check({ campaign_id: campaign.id, query_id: segment });
    expect(segmentCheck).toMatchObject({ contact_count: 5, importable_count: 3, already_targeted_count: 2, excluded_list: [] });
    expect(await importTargets({ campaign_id: campaign.id, query_id: segment })).toEqual({ imported_count: 3, excluded_count: 0 });
    expect(await targetContacts(campaign.id)).toEqual(sorted([...new Set([...listMembers.slice(1), ...segmentMembers])]));
    // The last list used; the campaign's target list stays the first one.
    expect(await get(campaign.id)).toMatchObject({ used_query_id: segment, target_query_id: list });

    // Importing the list again adds nothing: every importable contact is already a target.
    expect(await check({ campaign_id: campaign.id, query_id: list })).toMatchObject({ importable_count: 0, already_targeted_count: 4 });
    expect(await importTargets({ campaign_id: campaign.id, query_id: list })).toEqual({ imported_count: 0, excluded_count: 1 });
    // An empty list imports nothing.
    const empty = await createQuery(context.db, { organizationId: organizations[MARKETING]!, ownerUserId: users[MARKETING]!, name: 'Liste vide' });
    expect(await importTargets({ campaign_id: campaign.id, query_id: empty })).toEqual({ imported_count: 0, excluded_count: 0 });
  });

  it('saves the openers and clickers of a sent campaign from tracked hits, bot hits left out, as lists usable as targets', async () => {
    const organizationId = organizations[MARKETING]!;
    const campaign = await create('Lancement produit');
    const [opener, proxied, clicker, scanned, silent, late] = contacts.slice(10, 16);
    const recipients = [opener!, proxied!, clicker!, scanned!, silent!, late!];
    expect(await importTargets({ campaign_id: campaign.id, contact_id_list: recipients })).toEqual({ imported_count: 6, excluded_count: 0 });
    await context.db.query("UPDATE campaigns SET status_id = 3, sent_date = now() - interval '1 hour' WHERE id = $1", [campaign.id]);
    const tokenOf = (contact: number) => `cmp${campaign.id}x${contact}token`;
    for (const contact of recipients) {
      await context.db.query(
        `INSERT INTO campaign_sends (organization_id, campaign_id, contact_id, status, due_at, sent_at, message_id, tracking_token, tracked_links)
         VALUES ($1, $2, $3, 'sent', now() - interval '1 hour', now() - interval '1 hour', $4, $5, $6::jsonb)`,
        [organizationId, campaign.id, contact, `<${tokenOf(contact)}@test>`, tokenOf(contact), JSON.stringify(['https://atlas.test/offres'])],
      );
    }
    const hit = async (kind: 'o' | 'c', contact: number, userAgent: string) => {
      const answer = await fetch(`${server.baseUrl}/v1/t/${kind}/${tokenOf(contact)}${kind === 'c' ? '/0' : ''}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
      await answer.arrayBuffer();
      expect(answer.status).toBe(kind === 'o' ? 200 : 302);
    };
    await hit('o', opener!, PERSON);
    await hit('o', proxied!, IMAGE_PROXY); // a privacy proxy: not a proof of reading
    await hit('o', clicker!, PERSON);
    await hit('c', clicker!, PERSON);
    await hit('c', scanned!, SCANNER); // a link scanner's click: not a person's
    const recorded = await context.db.query<{ type: string; is_bot: boolean }>('SELECT type, is_bot FROM campaign_events WHERE campaign_id = $1 ORDER BY id', [campaign.id]);
    expect(recorded.filter((event) => event.is_bot)).toHaveLength(2);

    const saved = await ok(call('POST', ENGAGEMENT(campaign.id), COLLEAGUE), (value) => CampaignEngagementListsResponseSchema.parse(value));
    expect(saved).toMatchObject({ opener_count: 2, clicker_count: 1, is_truncated: false, max_contact_count: 1000 });
    const statistics = await ok(call('GET', `${CAMPAIGNS}/${campaign.id}/statistics`, MARKETING), (value) => CampaignStatisticsSchema.parse(value));
    expect([statistics.opened_count, statistics.clicked_count]).toEqual([saved.opener_count, saved.clicker_count]);
    expect(await get(campaign.id)).toMatchObject({ openers_query_id: saved.openers_query_id, clickers_query_id: saved.clickers_query_id });
    // Contact lists of the campaign's owner, named after the campaign.
    const queries = await context.db.query<{ id: number; name: string; owner_user_id: number; query_type_id: number; criteria: { person_id_list?: number[] } }>(
      'SELECT id, name, owner_user_id, query_type_id, criteria FROM queries WHERE id = ANY($1::int[]) ORDER BY id',
      [[saved.openers_query_id, saved.clickers_query_id]],
    );
    expect(queries.map(({ name, owner_user_id, query_type_id }) => ({ name, owner_user_id, query_type_id }))).toEqual([
      { name: 'Ouvreurs — Lancement produit', owner_user_id: users[MARKETING], query_type_id: 4 },
      { name: 'Cliqueurs — Lancement produit', owner_user_id: users[MARKETING], query_type_id: 4 },
    ]);

    // The openers list feeds a colleague's campaign (list type openers/clickers) …
    const lists = await ok(call('GET', '/v1/smart-mailing/target-lists?list_type=openers_clickers&search=lancement', COLLEAGUE), (value) =>
      CampaignTargetListListResponseSchema.parse(value),
    );
    expect(lists.target_list_list).toEqual([
      { query_id: saved.clickers_query_id, name: 'Cliqueurs — Lancement produit', list_type: 'openers_clickers', contact_count: 1 },
      { query_id: saved.openers_query_id, name: 'Ouvreurs — Lancement produit', list_type: 'openers_clickers', contact_count: 2 },
    ]);
    const relaunch = await create('Relance des ouvreurs', COLLEAGUE);
    expect(await importTargets({ campaign_id: relaunch.id, query_id: saved.openers_query_id }, COLLEAGUE)).toEqual({ imported_count: 2, excluded_count: 0 });
    expect(await targetContacts(relaunch.id, COLLEAGUE)).toEqual(sorted([opener!, clicker!]));
    expect(await importTargets({ campaign_id: relaunch.id, query_id: saved.clickers_query_id }, COLLEAGUE)).toEqual({ imported_count: 0, excluded_count: 0 });
    // … and a sequence, its owner's or a colleague's.
    for (const email of [MARKETING, SEQUENCER]) {
      const [sequence] = await context.db.query<{ id: number }>("INSERT INTO sequences (organization_id, owner_user_id, name) VALUES ($1, $2, 'Séquence cliqueurs') RETURNING id", [
        organizationId,
        users[email],
      ]);
      const sequenceCheck = await ok(call('POST', `/v1/sequence/sequences/${sequence!.id}/check-import-targets`, email, { query_id: saved.clickers_query_id }), (value) =>
        SequenceImportCheckResponseSchema.parse(value),
      );
      expect(sequenceCheck).toMatchObject({ contact_count: 1, importable_count: 1 });
    }

    // A later person's open, asked again: the same lists, refreshed.
    await hit('o', late!, PERSON);
    const refreshed = await ok(call('POST', ENGAGEMENT(campaign.id), MARKETING), (value) => CampaignEngagementListsResponseSchema.parse(value));
    expect(refreshed).toEqual({ ...saved, opener_count: 3 });
    const [openers] = await context.db.query<{ criteria: { person_id_list: number[] } }>('SELECT criteria FROM queries WHERE id = $1', [saved.openers_query_id]);
    expect(sorted(openers!.criteria.person_id_list)).toEqual(sorted([opener!, clicker!, late!]));
    expect(await check({ campaign_id: relaunch.id, query_id: saved.openers_query_id }, COLLEAGUE)).toMatchObject({ importable_count: 1, already_targeted_count: 2 });
  });

  it('refuses another organisation’s list or campaign (404), a colleague’s own list (404), both or neither source (400), a sent campaign (409), read-only licences (403)', async () => {
    const campaign = await create('Refus');
    const foreignList = await contactList(STRANGER, 'Liste boréale', contacts.slice(20, 22));
    const colleaguesList = await contactList(COLLEAGUE, 'Liste du collègue', contacts.slice(22, 24));
    const mine = await contactList(MARKETING, 'Ma liste', contacts.slice(24, 26));
    await refused(call('POST', IMPORT, MARKETING, { campaign_id: campaign.id, query_id: foreignList }), 404, 'NOT_FOUND');
    await refused(call('POST', CHECK, MARKETING, { campaign_id: campaign.id, query_id: foreignList }), 404, 'NOT_FOUND');
    await refused(call('POST', IMPORT, MARKETING, { campaign_id: campaign.id, query_id: colleaguesList }), 404, 'NOT_FOUND');
    await refused(call('POST', IMPORT, MARKETING, { campaign_id: campaign.id, query_id: mine, contact_id_list: [contacts[24]] }), 400, 'IMPORT.CONTACTS_OR_QUERY');
    await refused(call('POST', CHECK, MARKETING, { campaign_id: campaign.id }), 400, 'IMPORT.CONTACTS_OR_QUERY');
    expect((await call('POST', IMPORT, MARKETING, { campaign_id: campaign.id, query_id: 'x' })).status).toBe(400);
    await refused(call('POST', IMPORT, SALES, { campaign_id: campaign.id, query_id: mine }), 403, 'AUTH.FORBIDDEN');
    await refused(call('POST', ENGAGEMENT(campaign.id), SALES), 403, 'AUTH.FORBIDDEN');
    await refused(call('POST', ENGAGEMENT(campaign.id), STRANGER), 404, 'NOT_FOUND');
    expect(await targetContacts(campaign.id)).toEqual([]);
    await context.db.query('UPDATE campaigns SET status_id = 3, sent_date = now() WHERE id = $1', [campaign.id]);
    await refused(call('POST', IMPORT, MARKETING, { campaign_id: campaign.id, query_id: mine }), 409, 'CAMPAIGN.READ_ONLY');
    expect(await get(campaign.id)).toMatchObject({ used_query_id: null, target_query_id: null, openers_query_id: null, clickers_query_id: null });
    // Nobody opened: two empty lists.
    expect(await ok(call('POST', ENGAGEMENT(campaign.id), MARKETING), (value) => CampaignEngagementListsResponseSchema.parse(value))).toMatchObject({
      opener_count: 0,
      clicker_count: 0,
    });
  });
});
