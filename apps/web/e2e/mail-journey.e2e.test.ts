import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startDeliveringSmtpServer } from '../../api/test/support/delivering-smtp-server';
import type { DeliveringSmtpServer } from '../../api/test/support/delivering-smtp-server';
import { hasDovecot, startDovecot } from '../../api/test/support/dovecot';
import type { DovecotServer } from '../../api/test/support/dovecot';
import { readInbox } from '../../api/test/support/read-inbox';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** The demo user of the journey: his own address receives the test (a dovecot user too). */
const USER = 'sales@atlas.demo';
/** The mailbox he connects: its address is its login on both local servers. */
const MAILBOX = 'envois@atlas.test';
const PASSWORD = 'Boite-Secret-2026';
const SIGNATURE = 'Signature Atlas Conseil';

interface FoundContact {
  readonly first_name: string;
  readonly last_name: string | null;
  readonly company_name: string | null;
  readonly blurred?: boolean;
}

/** Real servers are required in CI (dovecot is installed by .ci/run); elsewhere the journey needs them too. */
const describeWithDovecot = hasDovecot() || process.env.CI === 'true' ? describe : describe.skip;

describeWithDovecot('mail journey: connect a mailbox, write a template, preview it for a contact, send a test, read it over IMAP', () => {
  let browser: Browser;
  let dovecot: DovecotServer;
  let smtp: DeliveringSmtpServer;
  let contact: FoundContact;

  beforeAll(async () => {
    dovecot = await startDovecot([MAILBOX, USER].map((name) => ({ name, password: PASSWORD })));
    smtp = await startDeliveringSmtpServer(dovecot, { user: MAILBOX, password: PASSWORD }, { [USER]: PASSWORD, [MAILBOX]: PASSWORD });
    browser = await launchChromium();
    // Setup through the API: a signature (appended to every mail) and a contact of the demo data to preview for.
    const { jwt } = await fetchDemoUser(baseUrl, USER);
    const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    const signature = await fetch(`${baseUrl}/v1/email/signatures`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Standard', html_content: `<p><strong>${SIGNATURE}</strong></p>` }),
    });
    expect(signature.status, await signature.clone().text()).toBe(200);
    const search = await fetch(`${baseUrl}/v1/quick-search?text=${encodeURIComponent('a')}&column=personsActive&limit=20`, { headers });
    const found = ((await search.json()) as { personsActive: { data: FoundContact[] } }).personsActive.data;
    // Plain names (letters, spaces, hyphens): the same text in the HTML part (no entity) as in the text part.
    const plain = (text: string | null) => text !== null && /^[\p{L} -]+$/u.test(text);
    contact = found.find((card) => card.blurred !== true && plain(card.first_name) && plain(card.last_name) && plain(card.company_name))!;
    expect(contact, 'a readable contact with a company in the demo data').toBeDefined();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await smtp?.stop();
    await dovecot?.stop();
  });

  it('sends the test through the connected mailbox: variables filled for the contact, signature present', { timeout: 180_000 }, async () => {
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, USER);

      // 1. Connect the mailbox with SMTP + IMAP credentials (checked against both local servers).
      await page.goto('/personal-space/email-connection');
      await page.getByRole('heading', { level: 1, name: 'Connexion de la boîte mail' }).waitFor();
      const disconnect = page.getByRole('button', { name: 'Déconnecter' });
      if ((await disconnect.count()) > 0) {
        await disconnect.click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Déconnecter' }).click();
      }
      await page.getByLabel(/^Adresse email/).fill(MAILBOX);
      await page.getByLabel(/^Nom affiché/).fill('Équipe Atlas');
      for (const [title, server] of [
        ['Serveur d’envoi (SMTP)', smtp],
        ['Serveur de réception (IMAP)', dovecot],
      ] as const) {
        const block = page.getByRole('region', { name: title });
        await block.getByLabel(/^Serveur/).fill(server.host);
        await block.getByLabel(/^Port/).fill(String(server.port));
        await block.getByRole('radio', { name: 'Aucune' }).check({ force: true });
        await block.getByLabel(/^Mot de passe/).fill(PASSWORD);
      }
      await screenshot(page, 'mail-journey-connect');
      await page.getByRole('button', { name: 'Vérifier et connecter' }).click();
      await page.getByRole('heading', { name: 'Boîte mail connectée' }).waitFor({ timeout: 30_000 });
      await page.getByText(MAILBOX).first().waitFor();

      // 2. Write a template: a variable in the subject, another in the body, a new tag.
      await page.goto('/personal-space/templates/edit');
      await page.getByRole('heading', { level: 1, name: 'Nouveau template' }).waitFor();
      const body = page.getByRole('textbox', { name: 'Message' });
      await body.waitFor();
      await page.getByRole('textbox', { name: /Nom du template/ }).fill('Premier contact salon');
      const subject = page.getByRole('textbox', { name: 'Objet de l’e-mail' });
      await subject.fill('Rencontre avec ');
      await page.getByRole('button', { name: 'Insérer une variable dans l’objet' }).click();
      await page.getByRole('menuitem', { name: /Prénom du contact/ }).click();
      expect(await subject.inputValue()).toBe('Rencontre avec {{contact.first_name}}');
      await body.click();
      await page.keyboard.type('Bonjour, je vous écris au sujet de ');
      await page.getByRole('button', { name: 'Insérer une variable dans le message' }).click();
      await page.getByRole('menuitem', { name: /Nom de l’entreprise/ }).click();
      await page.getByLabel(/^Ou nouveau tag/).fill('Salon 2027');
      await page.getByRole('button', { name: 'Créer et ajouter' }).click();
      await page.getByRole('group', { name: 'Tags' }).getByText('Salon 2027').waitFor();

      // 3. Preview it for a contact found by name (saving it first).
      const search = page.getByRole('search');
      await search.getByRole('textbox', { name: 'Rechercher un contact' }).fill(`${contact.first_name} ${contact.last_name}`);
      await search.getByRole('button', { name: 'Rechercher' }).click();
      await page.getByRole('radio', { name: new RegExp(`${contact.first_name} ${contact.last_name}`) }).first().check({ force: true });
      await page.getByRole('button', { name: 'Afficher l’aperçu' }).click();
      await page.getByRole('heading', { level: 3, name: `Aperçu pour ${contact.first_name} ${contact.last_name}` }).waitFor();
      await page.getByTestId('preview-subject').getByText(`Rencontre avec ${contact.first_name}`).waitFor();
      const frame = page.frameLocator('iframe[title="Aperçu du message"]');
      await frame.getByText(`Bonjour, je vous écris au sujet de ${contact.company_name}`).waitFor();
      await frame.getByText(SIGNATURE).waitFor();
      expect(blocking(await runAxe(page))).toEqual([]);
      await screenshot(page, 'mail-journey-preview');

      // 4. Send the test (to the user's own address, filled for the contact chosen).
      await page.getByRole('button', { name: 'M\'envoyer un test' }).click();
      await page.getByText('Le test a été envoyé à votre adresse.').waitFor({ timeout: 30_000 });
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }

    // 5. Read it from the IMAP mailbox of the user's address.
    expect(smtp.state.received).toBe(1);
    const inbox = await readInbox(dovecot, USER, PASSWORD);
    expect(inbox.map((message) => message.subject)).toEqual([`[TEST] Rencontre avec ${contact.first_name}`]);
    const [mail] = inbox;
    expect(mail!.from).toBe(MAILBOX);
    expect(mail!.fromName).toBe('Équipe Atlas');
    expect(mail!.html).toContain(`Bonjour, je vous écris au sujet de ${contact.company_name}`);
    expect(mail!.html).toContain(SIGNATURE);
    expect(mail!.text).toContain(`Bonjour, je vous écris au sujet de ${contact.company_name}`);
    expect(mail!.text).toContain(SIGNATURE);
    expect(mail!.html).not.toContain('{{');
  });
});
