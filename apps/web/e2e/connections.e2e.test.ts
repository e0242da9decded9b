import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

describe('connections overview journey (/personal-space/connections)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('marketing sees the connected mailbox from the sidebar, disconnects it after confirmation, and sees the new state', async () => {
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'marketing@atlas.demo');
      await page.goto('/personal-space/my-contract');
      const sidebar = page.getByRole('navigation', { name: 'Navigation de l’espace personnel' });
      await sidebar.getByRole('link', { name: 'Connexions' }).click();
      await page.waitForURL('**/personal-space/connections');
      await page.getByRole('heading', { level: 1, name: 'Connexions' }).waitFor();
      expect(await sidebar.getByRole('link', { name: 'Connexions' }).getAttribute('aria-current')).toBe('page');

      await page.getByText('lea.bernard@atlas-conseil.fr').waitFor();
      expect(await page.getByText('Connectée', { exact: true }).count()).toBe(1);
      expect(await page.getByText('Google', { exact: true }).count()).toBe(1);
      // Marketing is no beta tester: no LinkedIn card.
      expect(await page.getByRole('heading', { name: 'LinkedIn' }).count()).toBe(0);
      expect(blocking(await runAxe(page))).toEqual([]);
      await screenshot(page, 'connections-connected');

      await page.getByRole('button', { name: 'Déconnecter' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Déconnecter votre boîte mail ?' });
      await dialog.waitFor();
      await screenshot(page, 'connections-confirm');
      await dialog.getByRole('button', { name: 'Déconnecter' }).click();

      await page.getByText('La modification a bien été enregistrée').waitFor();
      await page.getByText('Synchronisation perdue').waitFor();
      await page
        .getByText("Votre boîte mail lea.bernard@atlas-conseil.fr n'est plus synchronisée. Veuillez la reconnecter depuis votre profil.", { exact: false })
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Déconnecter', exact: true }).count()).toBe(0);
      await screenshot(page, 'connections-disconnected');

      // The state is the server's: a reload shows it too.
      await page.reload();
      await page.getByText('Synchronisation perdue').waitFor();
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the alpha tester sees his LinkedIn account and a never-connected mailbox', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'alpha@atlas.demo');
      await page.goto('/personal-space/connections');
      await page.getByRole('heading', { name: 'Aucune boîte mail connectée' }).waitFor();
      await page.getByText('Paul Fournier').waitFor();
      expect(await page.getByRole('link', { name: /Voir le profil/ }).getAttribute('href')).toBe('https://www.linkedin.com/in/paul-fournier-demo');
      await screenshot(page, 'connections-linkedin');
    } finally {
      await context.close();
    }
  });
});
