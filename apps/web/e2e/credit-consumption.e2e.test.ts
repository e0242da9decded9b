import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

describe('credit consumption journey (/personal-space/credit-consumption)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the demo manager sees his balances and history, tops up a colleague after confirmation and sees the new balance', { timeout: 120_000 }, async () => {
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'manager@atlas.demo');
      await page.goto('/personal-space/credit-consumption');
      await page.getByRole('heading', { level: 1, name: 'Consommation de crédits' }).waitFor();
      await page.getByText('Renouvelé : 500 crédits').first().waitFor();
      // The last 30 days span more than 2 weeks: core's period grouping gives weeks.
      await page.getByRole('img', { name: /crédits consommés, par semaine/ }).waitFor();
      await page.getByRole('table', { name: 'Historique' }).waitFor();
      const colleague = page.getByRole('checkbox', { name: 'Sélectionner Camille Martin' });
      await colleague.waitFor();
      expect(blocking(await runAxe(page))).toEqual([]);
      await screenshot(page, 'credit-consumption');

      const table = page.getByRole('table', { name: 'Crédits des utilisateurs' });
      const row = table.getByRole('row').filter({ hasText: 'Camille Martin' });
      expect((await row.getByRole('cell').last().textContent())?.trim()).toBe('0');
      await colleague.check({ force: true });
      await page.getByRole('textbox', { name: 'Nouveau solde' }).fill('150');
      await page.getByRole('button', { name: 'Appliquer à 1 utilisateur(s)' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Confirmer le rechargement' });
      await dialog.waitFor();
      await screenshot(page, 'credit-consumption-confirm');
      await dialog.getByRole('button', { name: 'Confirmer' }).click();
      await page.getByText('Le solde de 1 utilisateur(s) est maintenant de 150 crédits.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect((await row.getByRole('cell').last().textContent())?.trim()).toBe('150');
      await screenshot(page, 'credit-consumption-topped-up');

      // The server's state: a reload shows it too.
      await page.reload();
      await table.getByRole('row').filter({ hasText: 'Camille Martin' }).getByRole('cell').last().filter({ hasText: '150' }).waitFor();
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
