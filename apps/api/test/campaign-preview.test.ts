import { CampaignPreviewSchema, CampaignSchema } from '@cible/core';
import type { Campaign } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer } from './support/seeded-server';
import { signedInCalls } from './support/signed-in-calls';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const CAMPAIGNS = '/v1/smart-mailing/campaigns';
const PREVIEW = (id: number) => `${CAMPAIGNS}/${id}/preview`;
const MARKETING = 'marketing@atlas.demo';
const STRANGER = 'manager@boreal.demo';

describeEachDatabase('smart-mailing campaign preview: the responsive mail as its first target gets it', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  let contact: { id: number; first_name: string };

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 2, contacts: 5, news: 1, conferences: 1 }, { referenceDate: '2026-05-01', seed: 7 });
    server = await startSeededServer(context.db);
    for (const email of [MARKETING, STRANGER]) tokens[email] = await server.api.login(email);
    const [row] = await context.db.query<{ id: string; first_name: string }>('SELECT id, first_name FROM contacts ORDER BY id LIMIT 1');
    contact = { id: Number(row!.id), first_name: row!.first_name };
    await context.db.query(`UPDATE contacts SET email = 'preview@client.test' WHERE id = $1`, [contact.id]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, ok, refused } = signedInCalls(() => server.api, tokens);
  const preview = (id: number, body: unknown = {}, email = MARKETING) => ok(call('POST', PREVIEW(id), email, body), (value) => CampaignPreviewSchema.parse(value));

  it('lays the saved content out in the MJML layout between the header and the footer, variables empty without a target', async () => {
    const campaign = await ok(
      call('POST', CAMPAIGNS, MARKETING, {
        name: 'Aperçu',
        email_subject: 'Bonjour {{contact.first_name}}',
        email_pre_header: 'Nos offres du mois',
        email_header: '<p>EN-TÊTE ATLAS</p>',
        email_footer: '<p><a href="{{unsubscribe_link}}">Se désinscrire</a></p>',
        email_html_content: '<p>Bonjour {{contact.first_name}}, voici nos offres.</p>',
        mirror_link: true,
      }),
      (value) => CampaignSchema.parse(value) as Campaign,
    );
    const mail = await preview(campaign.id);
    expect(mail.subject).toBe('Bonjour');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/i);
    // MJML's responsive column and the mobile media query.
    expect(mail.html).toMatch(/@media only screen and \(min-width:480px\)/);
    const order = ['Voir cet e-mail dans votre navigateur', 'EN-TÊTE ATLAS', 'voici nos offres', 'Se désinscrire'].map((text) => mail.html.indexOf(text));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(mail.html).toContain('Nos offres du mois');
    expect(mail.html).toContain('/unsubscribe?preview=1');
    expect(mail.html).not.toContain('{{');

    // With a target, the first target's contact fills the variables.
    await ok(call('POST', '/v1/smart-mailing/import-targets', MARKETING, { campaign_id: campaign.id, contact_id_list: [contact.id] }), (value) => value);
    const personal = await preview(campaign.id);
    expect(personal.subject).toBe(`Bonjour ${contact.first_name}`);
    expect(personal.html).toContain(`Bonjour ${contact.first_name}, voici nos offres.`);
  });

  it('previews the unsaved content sanitised as a save would, and stores nothing', async () => {
    const campaign = await ok(call('POST', CAMPAIGNS, MARKETING, { name: 'Brouillon', email_html_content: '<p>Ancien contenu</p>' }), (value) => CampaignSchema.parse(value) as Campaign);
    const mail = await preview(campaign.id, { email_html_content: '<p>Nouveau contenu<script>alert(1)</script><img src=x onerror="alert(2)"></p>', email_pre_header: 'Pré-en-tête en cours' });
    expect(mail.html).toContain('Nouveau contenu');
    expect(mail.html).not.toContain('Ancien contenu');
    expect(mail.html).not.toMatch(/<script|onerror/i);
    expect(mail.html).toContain('Pré-en-tête en cours');
    const saved = await ok(call('GET', `${CAMPAIGNS}/${campaign.id}`, MARKETING), (value) => CampaignSchema.parse(value) as Campaign);
    expect(saved.email_html_content).toBe('<p>Ancien contenu</p>');
    expect(saved.email_pre_header).toBeNull();
  });

  it("refuses another organisation's campaign (404) and content over the size limit (413)", async () => {
    const campaign = await ok(call('POST', CAMPAIGNS, MARKETING, { name: 'Privée' }), (value) => CampaignSchema.parse(value) as Campaign);
    await refused(call('POST', PREVIEW(campaign.id), STRANGER, {}), 404, 'NOT_FOUND');
    await refused(call('POST', PREVIEW(campaign.id), MARKETING, { email_html_content: `<p>${'é'.repeat(600_000)}</p>` }), 413, 'EMAIL.HTML_TOO_LARGE');
  });
});
