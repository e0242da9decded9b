import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { QUERY_TYPE } from '@cible/core';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser, waitForDemoData } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';
import { blocking, runAxe } from './support/axe';
import { type CaughtMail, signedInApi, type SignedInApi } from './support/signedInApi';

const baseUrl = inject('baseUrl');

/**
 * The marketing licence's demo user (campaigns are its home). The campaign goes out from the user's own address
 * (sending domain atlas.demo, local part "marketing"), so the local mailbox (GET /v1/dev/mails: what the reader
 * sent and received) shows the campaign's mails to him, as it shows the test mail sent to his own address.
 */
const MARKETER = 'marketing@atlas.demo';

/** The sending domain atlas.demo and the sender "marketing@atlas.demo", created unless the organisation has them. */
async function ensureOwnSender(api: SignedInApi): Promise<string> {
  const { domain_list: domainList } = await api.call<{ domain_list: { name: string }[] }>('GET', '/v1/smart-mailing/domains');
  if (!domainList.some((domain) => domain.name === 'atlas.demo')) await api.call('POST', '/v1/smart-mailing/domains', { name: 'atlas.demo' });
  const { sender_list: senderList } = await api.call<{ sender_list: SenderRow[] }>('GET', '/v1/smart-mailing/senders');
  const own = senderList.find((sender) => sender.sender_email_local_part === 'marketing' && sender.sender_email_domain_name_part === 'atlas.demo');
  if (own) return own.sender_name;
  const name = 'Léa de Atlas';
  await api.call('POST', '/v1/smart-mailing/senders', {
    sender_name: name,
    sender_email_local_part: 'marketing',
    sender_email_domain_name_part: 'atlas.demo',
    reply_to_email: null,
    is_default: false,
  });
  return name;
}

interface SenderRow {
  readonly sender_name: string;
  readonly sender_email_local_part: string;
  readonly sender_email_domain_name_part: string;
}

/** The campaign details tab of that name. */
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

describe('campaign journey: a segment targeted, content written, a test, the send, the mails with their unsubscribe headers, an unsubscription counted', () => {
  let browser: Browser;
  let marketer: SignedInApi;

  beforeAll(async () => {
    await waitForDemoData(baseUrl);
    browser = await launchChromium();
    marketer = signedInApi(baseUrl, (await fetchDemoUser(baseUrl, MARKETER)).jwt);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a campaign to a segment once per contact, and an unsubscription from one mail shows in its results', { timeout: 300_000 }, async () => {
    const senderName = await ensureOwnSender(marketer);
    const stamp = Date.now();
    const campaignName = `Campagne e2e ${stamp}`;
    const subject = `Nouveautés de novembre ${stamp}`;
    const segment = await marketer.call<{ id: number; name: string }>('POST', '/v2/user/queries', {
      name: `Segment campagne e2e ${stamp}`,
      query_type_id: QUERY_TYPE.contact_segment,
      criteria: { company_id_list: [3] },
    });
    const mailsOfMarketer = async () => (await marketer.call<{ mails: CaughtMail[] }>('GET', '/v1/dev/mails')).mails;

    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      // 1. The marketing licence lands on the campaigns' results; a draft is created from the list page.
      await logIn(page, MARKETER);
      await page.waitForURL(/\/campaigns\/results$/);
      await page.goto('/campaigns/lists/draft');
      await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
      const create = page.getByRole('dialog', { name: 'Nouvelle campagne' });
      await create.getByLabel('Nom de la campagne').fill(campaignName);
      await create.getByRole('button', { name: 'Créer le brouillon' }).click();
      await page.waitForURL(/\/campaign-details\/\d+/);
      const campaignId = Number(/\/campaign-details\/(\d+)/.exec(page.url())![1]);

      // 2. Settings: the sender (the user's own address) and the subject.
      await tab(page, 'Paramètres').click();
      await page.getByRole('button', { name: /Expéditeur/ }).click();
      await page.getByRole('option', { name: new RegExp(senderName) }).click();
      await page.getByLabel('Objet de l’e-mail').fill(subject);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('La modification a bien été enregistrée').waitFor();

      // 3. Content: a greeting with the contact's first name and the unsubscribe link, from the variable menu.
      await tab(page, 'Contenu').click();
      const editor = page.getByRole('textbox', { name: 'Contenu de l’e-mail' });
      await editor.click();
      await page.keyboard.type('Bonjour, découvrez nos nouveautés de novembre. Pour ne plus recevoir nos e-mails : ');
      await page.getByRole('button', { name: 'Insérer une variable' }).click();
      await page.getByRole('menuitem', { name: /désinscription/i }).click();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('La modification a bien été enregistrée').waitFor();
      // The preview is the server's rendering of the mail (responsive layout), at a desktop or a phone width.
      const desktop = page.frameLocator('iframe[title="Aperçu de l’e-mail sur ordinateur"]');
      await desktop.getByText('découvrez nos nouveautés de novembre', { exact: false }).waitFor();
      // (from the keyboard: the arrow key moves the choice)
      await page.getByRole('radio', { name: 'Ordinateur' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: 'Mobile' }).isChecked()).toBe(true);
      const mobile = page.frameLocator('iframe[title="Aperçu de l’e-mail sur mobile"]');
      await mobile.getByText('découvrez nos nouveautés de novembre', { exact: false }).waitFor();
      expect(await page.locator('iframe[title="Aperçu de l’e-mail sur mobile"]').evaluate((frame) => frame.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
      await screenshot(page, 'campaign-journey-content');

      // 4. Targets: the segment's contacts, checked then imported.
      await tab(page, 'Cibles').click();
      await page.getByRole('button', { name: 'Importer des contacts' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Importer une liste ou un segment' });
      await importDialog.getByRole('button', { name: /Liste, segment ou liste d’ouvreurs et de cliqueurs/ }).click();
      await page.getByRole('option', { name: new RegExp(`^${segment.name} — `) }).click();
      await importDialog.getByRole('button', { name: 'Vérifier' }).click();
      await importDialog.getByRole('status').waitFor();
      await importDialog.getByRole('button', { name: 'Importer' }).click();
      await importDialog.getByText(/contacts importés/).waitFor();
      await importDialog.getByRole('button', { name: 'Fermer' }).last().click();
      const targetTable = page.getByRole('grid', { name: 'Cibles de la campagne' });
      await targetTable.getByRole('row').nth(1).waitFor();
      const { target_count: targetCount } = await marketer.call<{ target_count: number }>('GET', `/v1/smart-mailing/campaigns/${campaignId}/targets?limit=20&offset=0`);
      expect(targetCount).toBeGreaterThan(1);
      await screenshot(page, 'campaign-journey-targets');

      // 5. Summary: every check met; a test to the user's own address (BAT), then the send, confirmed.
      await tab(page, 'Récapitulatif').click();
      const checklist = page.getByRole('region', { name: 'Avant l’envoi' });
      await expect.poll(async () => checklist.getByText('À faire').count()).toBe(0);
      await page.getByRole('button', { name: 'Envoyer le test' }).click();
      await page.getByText('Le test est parti.').waitFor();
      await expect.poll(async () => (await mailsOfMarketer()).filter((mail) => mail.subject === `[TEST] ${subject}`).length, { timeout: 30_000 }).toBe(1);
      // The test mail's unsubscribe link says it records nothing (no send behind a test).
      const testMail = (await mailsOfMarketer()).find((mail) => mail.subject === `[TEST] ${subject}`)!;
      const testLink = /https?:\/\/[^\s"<>]*\/unsubscribe\?preview=1/.exec(testMail.html ?? '')?.[0];
      expect(testLink, 'the test mail’s unsubscribe link').toBeTruthy();
      const testPage = await context.newPage();
      await testPage.goto(testLink!);
      await testPage.getByText('il n’enregistre rien', { exact: false }).waitFor();
      await testPage.close();
      await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Envoyer la campagne maintenant ?' });
      await confirm.getByText(`partira vers ${targetCount} cibles`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Envoyer maintenant' }).click();
      await page.getByText('La campagne est partie.').waitFor();

      // 6. The mails arrive in the local mailbox: one per target, from the user's address, each with its own
      // List-Unsubscribe link and the one-click header (RFC 8058).
      const campaignMails = async () => (await mailsOfMarketer()).filter((mail) => mail.subject === subject && mail.envelope.from === MARKETER);
      await expect.poll(async () => (await campaignMails()).length, { timeout: 120_000, interval: 1_000 }).toBe(targetCount);
      const mails = await campaignMails();
      expect(new Set(mails.flatMap((mail) => mail.envelope.to)).size, 'one mail per target').toBe(targetCount);
      for (const mail of mails) {
        expect(mail.listUnsubscribe).toMatch(/^<https?:\/\/[^>]+>/);
        expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      }
      expect(new Set(mails.map((mail) => mail.listUnsubscribe)).size, 'a link of its own per mail').toBe(targetCount);

      // 7. The first recipient unsubscribes through the link in the mail's body.
      const link = /https?:\/\/[^\s"<>]*unsubscribe[^\s"<>]*|https?:\/\/[^\s"<>]*\/v1\/t\/u\/[^\s"<>]+/.exec(mails[0]!.html ?? '')?.[0];
      expect(link, 'the unsubscribe link in the body').toBeTruthy();
      const unsubscribing = await context.newPage();
      await unsubscribing.goto(link!.replace(/&amp;/g, '&'));
      await unsubscribing.getByRole('button', { name: /désabonner|désinscri/i }).click();
      await unsubscribing.getByText(/désinscri|désabonn/i).first().waitFor();
      await screenshot(unsubscribing, 'campaign-journey-unsubscribed');
      await unsubscribing.close();

      // 8. The campaign's results count the sends and the unsubscription.
      await expect
        .poll(async () => (await marketer.call<{ unsubscribed_count: number }>('GET', `/v1/smart-mailing/campaigns/${campaignId}/statistics`)).unsubscribed_count, { timeout: 30_000 })
        .toBe(1);
      await page.reload();
      await tab(page, 'Résultats').click();
      const unsubscribed = page.getByRole('term').filter({ hasText: 'Désinscriptions' }).locator('xpath=following-sibling::dd[1]');
      await expect.poll(async () => (await unsubscribed.textContent())?.trim()).toBe('1');
      expect(blocking(await runAxe(page))).toEqual([]);
      await screenshot(page, 'campaign-journey-results');
      expect(record.consoleErrors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'campaign-journey-failure').catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});
