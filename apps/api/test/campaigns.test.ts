import { CampaignListResponseSchema, CampaignSchema, CampaignStatisticsSchema, CampaignsStatisticsResponseSchema } from '@cible/core';
import type { Campaign } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { signedInCalls } from './support/signed-in-calls';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const CAMPAIGNS = '/v1/smart-mailing/campaigns';
const CAMPAIGN = (id: number) => `${CAMPAIGNS}/${id}`;

const MARKETING = 'marketing@atlas.demo';
const SMART_CAMPAIGN_V2 = 'smart-campaign-v2@atlas.demo';
const SALES = 'sales@atlas.demo';
const STRANGER = 'manager@boreal.demo';

describeEachDatabase('smart-mailing campaigns: list, create, change, copy, delete, statistics', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 2, contacts: 5, news: 1, conferences: 1 }, { referenceDate: '2026-05-01', seed: 11 });
    server = await startSeededServer(context.db);
    for (const email of [MARKETING, SMART_CAMPAIGN_V2, SALES, STRANGER]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, ok, refused } = signedInCalls(() => server.api, tokens);
  const create = (email: string, body: Record<string, unknown>): Promise<Campaign> => ok(call('POST', CAMPAIGNS, email, body), (value) => CampaignSchema.parse(value));
  /** Marks a campaign sent at `at` (the send is another helper's route). */
  const markSent = (id: number, at: string) => context.db.query('UPDATE campaigns SET status_id = 3, sent_date = $2 WHERE id = $1', [id, at]);

  it('creates a draft owned by the caller with the content given, and reads it back', async () => {
    const campaign = await create(MARKETING, {
      name: '  Lancement printemps ',
      email_subject: 'Nos nouveautés',
      email_html_content: '<p>Bonjour</p><script>alert(1)</script><a href="{{unsubscribe_link}}">Se désabonner</a>',
      topol_template: { rows: [1, 2] },
      mirror_link: true,
    });
    expect(campaign).toMatchObject({ name: 'Lancement printemps', status_id: 1, owner_user_id: ids[MARKETING], sender_id: null, sent_date: null, mirror_link: true, editor: 'html' });
    expect(campaign.topol_template).toEqual({ rows: [1, 2] });
    expect(campaign.email_html_content).not.toContain('<script');
    expect(campaign.email_html_content).toContain('{{unsubscribe_link}}');
    expect(await ok(call('GET', CAMPAIGN(campaign.id), SALES), (value) => CampaignSchema.parse(value))).toEqual(campaign);
  });

  it('lists by status: drafts last changed first, sent ones newest sending first; paging and counts', async () => {
    const first = await create(SMART_CAMPAIGN_V2, { name: 'Liste A' });
    const second = await create(SMART_CAMPAIGN_V2, { name: 'Liste B' });
    await ok(call('PATCH', CAMPAIGN(first.id), SMART_CAMPAIGN_V2, { email_subject: 'Changé' }), (value) => CampaignSchema.parse(value));
    const drafts = await ok(call('GET', `${CAMPAIGNS}?status_id=1`, SALES), (value) => CampaignListResponseSchema.parse(value));
    const draftIds = drafts.campaign_list.map((item) => item.id);
    expect(draftIds.indexOf(first.id)).toBeLessThan(draftIds.indexOf(second.id));
    expect(drafts.campaign_list.every((item) => item.status_id === 1)).toBe(true);
    expect(drafts.campaign_count).toBe(drafts.campaign_list.length);

    const older = await create(MARKETING, { name: 'Envoyée en mars' });
    const newer = await create(MARKETING, { name: 'Envoyée en avril' });
    await markSent(newer.id, '2026-04-02T08:00:00Z');
    await markSent(older.id, '2026-03-02T08:00:00Z');
    const sent = await ok(call('GET', `${CAMPAIGNS}?status_id=3&sort=-updated_at`, MARKETING), (value) => CampaignListResponseSchema.parse(value));
    expect(sent.campaign_list.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(sent.campaign_list[0]!.sent_date).toBe('2026-04-02T08:00:00.000Z');

    const page = await ok(call('GET', `${CAMPAIGNS}?limit=1&offset=1`, MARKETING), (value) => CampaignListResponseSchema.parse(value));
    expect(page.campaign_list).toHaveLength(1);
    expect(page.campaign_count).toBeGreaterThanOrEqual(5);
    const stranger = await ok(call('GET', CAMPAIGNS, STRANGER), (value) => CampaignListResponseSchema.parse(value));
    expect(stranger.campaign_list.map((item) => item.id)).not.toContain(first.id);
  });

  it('changes the given fields of a draft; a sent campaign is read-only and cannot be deleted', async () => {
    const campaign = await create(MARKETING, { name: 'À modifier', email_subject: 'Avant' });
    const changed = await ok(call('PATCH', CAMPAIGN(campaign.id), MARKETING, { email_pre_header: 'Aperçu', editor: 'topol' }), (value) => CampaignSchema.parse(value));
    expect(changed).toMatchObject({ name: 'À modifier', email_subject: 'Avant', email_pre_header: 'Aperçu', editor: 'topol', status_id: 1 });
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(campaign.updated_at));
    await markSent(campaign.id, '2026-01-05T09:00:00Z');
    const refusal = await refused(call('PATCH', CAMPAIGN(campaign.id), MARKETING, { name: 'Trop tard' }), 409, 'CAMPAIGN.READ_ONLY');
    expect(refusal.details).toEqual({ status_id: 3 });
    await refused(call('DELETE', CAMPAIGN(campaign.id), MARKETING), 409, 'CAMPAIGN.NOT_DELETABLE');
    const [row] = await context.db.query<{ name: string }>('SELECT name FROM campaigns WHERE id = $1', [campaign.id]);
    expect(row!.name).toBe('À modifier');
  });

  it('refuses a status in the change (the send call moves it), unknown fields and bad values: 400', async () => {
    const campaign = await create(MARKETING, { name: 'Entrées' });
    for (const body of [{ status_id: 3 }, { name: '' }, { editor: 'word' }, { sender_id: 0 }, { unknown: 1 }, { name: 'a\u0000b' }]) {
      const answer = await call('PATCH', CAMPAIGN(campaign.id), MARKETING, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', `${CAMPAIGNS}?status_id=4`, MARKETING)).status).toBe(400);
    expect((await call('POST', CAMPAIGNS, MARKETING, {})).status).toBe(400);
  });

  it('deletes drafts and scheduled campaigns', async () => {
    const draft = await create(MARKETING, { name: 'Brouillon à supprimer' });
    const scheduled = await create(MARKETING, { name: 'Programmée à supprimer' });
    await context.db.query("UPDATE campaigns SET status_id = 2, scheduled_at = '2030-01-01T09:00:00Z' WHERE id = $1", [scheduled.id]);
    for (const id of [draft.id, scheduled.id]) {
      expect((await call('DELETE', CAMPAIGN(id), MARKETING)).status).toBe(204);
      await refused(call('GET', CAMPAIGN(id), MARKETING), 404, 'NOT_FOUND');
    }
  });

  it('copies a campaign (a sent one too) as a draft of the caller named "<name> (copie)", without targets or dates', async () => {
    const original = await create(MARKETING, { name: 'Originale', email_subject: 'Objet', email_html_content: '<p>Texte</p>', topol_template: { a: 1 } });
    await markSent(original.id, '2026-02-01T10:00:00Z');
    const copy = await ok(call('POST', `${CAMPAIGN(original.id)}/duplicate`, SMART_CAMPAIGN_V2), (value) => CampaignSchema.parse(value));
    expect(copy).toMatchObject({
      name: 'Originale (copie)',
      status_id: 1,
      sent_date: null,
      owner_user_id: ids[SMART_CAMPAIGN_V2],
      email_subject: 'Objet',
      email_html_content: original.email_html_content,
      topol_template: { a: 1 },
    });
    expect(copy.id).not.toBe(original.id);
  });

  it('refuses writes to read-only licences (403) and another organisation’s campaign (404), changing nothing', async () => {
    const campaign = await create(MARKETING, { name: 'Protégée' });
    await refused(call('POST', CAMPAIGNS, SALES, { name: 'Interdite' }), 403, 'AUTH.FORBIDDEN');
    await refused(call('PATCH', CAMPAIGN(campaign.id), SALES, { name: 'Interdite' }), 403, 'AUTH.FORBIDDEN');
    await refused(call('DELETE', CAMPAIGN(campaign.id), SALES), 403, 'AUTH.FORBIDDEN');
    await refused(call('POST', `${CAMPAIGN(campaign.id)}/duplicate`, SALES), 403, 'AUTH.FORBIDDEN');
    for (const [method, path] of [
      ['GET', CAMPAIGN(campaign.id)],
      ['PATCH', CAMPAIGN(campaign.id)],
      ['DELETE', CAMPAIGN(campaign.id)],
      ['POST', `${CAMPAIGN(campaign.id)}/duplicate`],
      ['GET', `${CAMPAIGN(campaign.id)}/statistics`],
    ] as const) {
      await refused(call(method, path, STRANGER, method === 'PATCH' ? { name: 'Volée' } : undefined), 404, 'NOT_FOUND');
    }
    const [row] = await context.db.query<{ name: string }>('SELECT name FROM campaigns WHERE id = $1', [campaign.id]);
    expect(row!.name).toBe('Protégée');
    await refused(call('GET', CAMPAIGN(2_000_000), MARKETING), 404, 'NOT_FOUND');
  });

  describe('statistics', () => {
    it('counts targets, sends that left and distinct recipients per event, bot hits left out; over a period, the campaigns sent in it', async () => {
      const campaign = await create(MARKETING, { name: 'Mesurée' });
      const organizationId = (await context.db.query<{ organization_id: number }>('SELECT organization_id FROM campaigns WHERE id = $1', [campaign.id]))[0]!.organization_id;
      const contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 3')).map((row) => Number(row.id));
      expect(contacts).toHaveLength(3);
      const targets: number[] = [];
      for (const contact of contacts) {
        const [target] = await context.db.query<{ id: number }>('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3) RETURNING id', [
          organizationId,
          campaign.id,
          contact,
        ]);
        targets.push(target!.id);
      }
      for (const [index, contact] of contacts.entries()) {
        await context.db.query(
          `INSERT INTO campaign_sends (organization_id, campaign_id, contact_id, status, due_at, message_id, tracking_token)
           VALUES ($1, $2, $3, $4, now(), $5, $6)`,
          [organizationId, campaign.id, contact, index < 2 ? 'sent' : 'failed_perm', `<m${campaign.id}-${index}@test>`, `tok-${campaign.id}-${index}`],
        );
      }
      const event = (target: number, type: string, isBot = false) =>
        context.db.query('INSERT INTO campaign_events (organization_id, campaign_id, target_id, type, is_bot) VALUES ($1, $2, $3, $4, $5)', [
          organizationId,
          campaign.id,
          target,
          type,
          isBot,
        ]);
      await event(targets[0]!, 'opened');
      await event(targets[0]!, 'opened');
      await event(targets[0]!, 'clicked');
      await event(targets[1]!, 'opened', true);
      await event(targets[1]!, 'clicked', true);
      await event(targets[1]!, 'unsubscribed');
      await event(targets[2]!, 'bounced');
      const counters = await ok(call('GET', `${CAMPAIGN(campaign.id)}/statistics`, SALES), (value) => CampaignStatisticsSchema.parse(value));
      expect(counters).toEqual({
        target_count: 3,
        sent_count: 2,
        delivered_count: 2,
        opened_count: 1,
        clicked_count: 1,
        replied_count: 0,
        bounced_count: 1,
        unsubscribed_count: 1,
      });
      // A delivery report bounces the second mail later (the send becomes failed_perm; its events name the send): it
      // still left, it is no longer delivered, and it is one more bounce.
      const [second] = await context.db.query<{ id: number }>('SELECT id FROM campaign_sends WHERE campaign_id = $1 AND contact_id = $2', [campaign.id, contacts[1]]);
      await context.db.query(`UPDATE campaign_sends SET status = 'failed_perm' WHERE id = $1`, [second!.id]);
      await context.db.query(`INSERT INTO campaign_events (organization_id, campaign_id, send_id, type) VALUES ($1, $2, $3, 'sent'), ($1, $2, $3, 'bounced')`, [organizationId, campaign.id, second!.id]);
      const bounced = await ok(call('GET', `${CAMPAIGN(campaign.id)}/statistics`, SALES), (value) => CampaignStatisticsSchema.parse(value));
      expect(bounced).toMatchObject({ sent_count: 2, delivered_count: 1, bounced_count: 2, unsubscribed_count: 1 });
      await context.db.query(`DELETE FROM campaign_events WHERE send_id = $1`, [second!.id]);
      await context.db.query(`UPDATE campaign_sends SET status = 'sent' WHERE id = $1`, [second!.id]);

      // Sent on 1 June 2026 at 23:30 in Paris (21:30 UTC): in the day of 1 June, not of 2 June.
      await markSent(campaign.id, '2026-06-01T21:30:00Z');
      const june = await ok(call('GET', '/v1/smart-mailing/statistics?date_from=2026-06-01&date_to=2026-06-01', MARKETING), (value) => CampaignsStatisticsResponseSchema.parse(value));
      expect(june).toEqual({ ...counters, campaign_count: 1 });
      const after = await ok(call('GET', '/v1/smart-mailing/statistics?date_from=2026-06-02&date_to=2026-06-30', MARKETING), (value) => CampaignsStatisticsResponseSchema.parse(value));
      expect(after).toMatchObject({ campaign_count: 0, target_count: 0, opened_count: 0 });
      const stranger = await ok(call('GET', '/v1/smart-mailing/statistics?date_from=2026-06-01&date_to=2026-06-01', STRANGER), (value) => CampaignsStatisticsResponseSchema.parse(value));
      expect(stranger.campaign_count).toBe(0);
      await refused(call('GET', '/v1/smart-mailing/statistics?date_from=2026-06-02&date_to=2026-06-01', MARKETING), 400, 'DATE_RANGE.START_AFTER_END');
      expect((await call('GET', '/v1/smart-mailing/statistics?date_from=2026-06-01', MARKETING)).status).toBe(400);
    });
  });
});
