import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ContactSearchResponseSchema } from '@cible/core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser, waitForDemoData } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** Opens a criteria group of the panel (a <details> section) by its name. */
async function openGroup(page: Page, name: string): Promise<void> {
  const summary = page.locator('summary', { hasText: new RegExp(`^${name}$`) });
  const details = summary.locator('xpath=..');
  if ((await details.getAttribute('open')) === null) await summary.click();
}

describe('advanced search journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await waitForDemoData(baseUrl);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('builds a search with three criteria, saves it, sees it with its preview, turns it into an alert that fires, adds three contacts to a list', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.getByRole('link', { name: 'Recherche avancée' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Recherche avancée' }).waitFor();
      await page.getByText('Choisissez vos critères').waitFor();

      // Three criteria: a direct e-mail, a phone number, at most 3 contacts per company.
      await openGroup(page, 'Contact');
      await page.getByRole('checkbox', { name: 'Email direct' }).check({ force: true });
      await page.getByRole('list', { name: 'Contacts', exact: true }).waitFor();
      await page.getByRole('checkbox', { name: 'Au moins un numéro de téléphone' }).check({ force: true });
      const perCompany = page.getByRole('textbox', { name: 'Contacts par entreprise' });
      await perCompany.fill('3');
      await perCompany.press('Enter');
      const tags = page.getByRole('group', { name: 'Contact', exact: true });
      await tags.getByRole('button', { name: /Retirer le critère/ }).nth(2).waitFor();
      expect(new URL(page.url()).pathname).toBe('/advanced-search');
      const criteria = new URL(page.url()).searchParams.get('criteria');
      expect(JSON.parse(criteria ?? '{}')).toMatchObject({ has_direct_email: true, has_phone: true, max_contact_per_company: 3 });
      const results = page.getByRole('list', { name: 'Contacts', exact: true });
      await results.getByRole('listitem').first().waitFor();
      expect(await results.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      await screenshot(page, 'advanced-search-results');
      expect(blocking(await runAxe(page))).toEqual([]);

      // Save it as a saved search.
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      const saveDialog = page.getByRole('dialog', { name: 'Enregistrer la recherche' });
      await saveDialog.getByRole('textbox', { name: 'Nom' }).fill('Décideurs joignables');
      await saveDialog.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('« Décideurs joignables » a bien été enregistrée dans vos recherches sauvegardées').waitFor();
      await saveDialog.waitFor({ state: 'detached' });

      // Three contacts to a new list.
      for (let index = 0; index < 3; index += 1) await results.getByRole('listitem').nth(index).getByRole('checkbox').check({ force: true });
      await page.getByRole('button', { name: 'Ajouter 3 résultats à une liste' }).click();
      const listDialog = page.getByRole('dialog', { name: 'Ajouter 3 résultats à une liste' });
      await listDialog.getByRole('textbox', { name: 'Nom de la nouvelle liste' }).fill('Salon Lyon 2027');
      await listDialog.getByRole('button', { name: 'Ajouter' }).click();
      await page.getByText('3 éléments ont bien été ajoutés à « Salon Lyon 2027 »').waitFor();

      // The saved search with its preview, then turned into an alert.
      await page.goto('/personal-space/saved-searches');
      const card = page.locator('li', { has: page.getByRole('heading', { level: 2, name: 'Décideurs joignables' }) });
      await card.getByRole('list', { name: 'Aperçu' }).waitFor();
      expect(await card.getByRole('list', { name: 'Aperçu' }).getByRole('listitem').count()).toBe(3);
      await page.getByText('1 recherche(s) sauvegardée(s) sur 10 possibles.').waitFor();
      await screenshot(page, 'saved-searches');
      expect(blocking(await runAxe(page))).toEqual([]);
      await card.getByRole('button', { name: 'Activer l’alerte' }).click();
      await card.getByText('Alerte', { exact: true }).waitFor();
      await page.goto('/personal-space/alerts');
      await page.getByRole('heading', { level: 2, name: 'Décideurs joignables' }).waitFor();

      // The alert fires: a news piece about the company of a contact it finds (the development route adds it and runs
      // the matching job); the notification arrives in the bell without a reload.
      const { jwt } = await fetchDemoUser(baseUrl, 'sales@atlas.demo');
      const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
      const found = ContactSearchResponseSchema.parse(
        await (await fetch(`${baseUrl}/v1/aggregator-user-data/contacts/search/full`, { method: 'POST', headers, body: JSON.stringify({ criteria: JSON.parse(criteria!), limit: 1 }) })).json(),
      );
      const companyId = found.contact_list[0]?.company_id;
      expect(companyId).toBeTypeOf('number');
      const added = await fetch(`${baseUrl}/v1/dev/news`, { method: 'POST', headers, body: JSON.stringify({ company_id: companyId, title: 'Nomination au comité de direction' }) });
      expect(added.status).toBe(201);
      await page.getByRole('button', { name: /^Notifications, .* non lues?$/ }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByText(/votre alerte « Décideurs joignables »/).waitFor({ timeout: 30_000 });
      await screenshot(page, 'alert-notification');
      await page.keyboard.press('Escape');

      // The list holds the three contacts.
      await page.goto('/my-lists');
      const listCard = page.locator('li', { has: page.getByRole('heading', { level: 2, name: 'Salon Lyon 2027' }) });
      await listCard.getByRole('list', { name: 'Aperçu' }).waitFor();
      expect(await listCard.getByRole('list', { name: 'Aperçu' }).getByRole('listitem').count()).toBe(3);
      await listCard.getByText('3 contacts').waitFor();
      await screenshot(page, 'my-lists');
      expect(blocking(await runAxe(page))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
