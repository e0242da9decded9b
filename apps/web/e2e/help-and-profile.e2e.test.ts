import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/**
 * The mails an account reads in the API's development catcher (GET /v1/dev/mails), with their bodies: each account
 * reads its own mails, and the support account (a platform administrator) also the support mailbox's.
 */
async function mailsReadBy(token: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/v1/dev/mails`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return JSON.stringify(await answer.json());
}

describe('help popup and profile journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the help popup sends a message that arrives in the support mailbox', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const message = `Bonjour, test de bout en bout ${Date.now()} : pouvez-vous m’aider ?`;
    try {
      await logIn(page, 'beta@atlas.demo');
      await page.getByRole('button', { name: 'Nous contacter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Besoin d’aide ?' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /^Message/ }).fill(message);
      await screenshot(page, 'help-popup');
      await dialog.getByRole('button', { name: 'Valider' }).click();
      await page.getByText('Votre message a bien été envoyé').waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The sender does not read the support mailbox; the support account, logged in through the API, does.
      const { jwt: senderToken } = await fetchDemoUser(baseUrl, 'beta@atlas.demo');
      const { jwt: supportToken } = await fetchDemoUser(baseUrl, 'support@cible.demo');
      let mails = '';
      for (let attempt = 0; attempt < 40 && !mails.includes(message.slice(0, 40)); attempt += 1) {
        mails = await mailsReadBy(supportToken);
        if (!mails.includes(message.slice(0, 40))) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(mails).toContain(message.slice(0, 40));
      expect(mails).toContain('beta@atlas.demo');
      expect(await mailsReadBy(senderToken)).not.toContain(message.slice(0, 40));
    } finally {
      await context.close();
    }
  });

  it('a profile change persists after a reload, and the header follows at once', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const mobile = `06 ${String(Date.now() % 100).padStart(2, '0')} 34 56 78`;
    try {
      await logIn(page, 'beta@atlas.demo');
      await page.goto('/personal-space/profile');
      const firstName = page.getByRole('textbox', { name: /^Prénom/ });
      await firstName.waitFor();
      await firstName.fill('Bérénice');
      await page.getByRole('textbox', { name: 'Téléphone mobile' }).fill(mobile);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('La modification a bien été enregistrée').waitFor();
      // The session reloaded its user: the header's name changed without a page reload.
      await page.getByRole('button', { name: /^Menu du compte de Bérénice / }).waitFor();
      await screenshot(page, 'profile-saved');

      await page.reload();
      await expect(page.getByRole('textbox', { name: /^Prénom/ }).inputValue()).resolves.toBe('Bérénice');
      await expect(page.getByRole('textbox', { name: 'Téléphone mobile' }).inputValue()).resolves.toBe(mobile);
      await page.getByRole('button', { name: /^Menu du compte de Bérénice / }).waitFor();
    } finally {
      await context.close();
    }
  });
});
