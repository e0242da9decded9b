import { copyFileSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { estimateSequenceEndDate, formatDateFr, type SequenceStep } from '@cible/core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** Screenshots are also copied where the sequences' review reads them, when that folder is asked for. */
async function shot(page: Page, name: string): Promise<void> {
  const path = await screenshot(page, name);
  const extra = process.env.SEQUENCE_SHOTS_DIR;
  if (extra) {
    mkdirSync(extra, { recursive: true });
    copyFileSync(path, `${extra}/${name}.png`);
  }
}

const stepTitles = (page: Page) => page.getByRole('list', { name: 'Étapes, dans l’ordre d’envoi' }).locator('[data-testid^="step-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

/** Core's estimated end date of a draft without mails to send whose steps wait `intervals` days, from `start`. */
function expectedEndDate(intervals: number[], sendableDays: string, start: string): string {
  const steps: SequenceStep[] = [...intervals, null].map((interval, index) => ({
    id: index + 1,
    position: index + 1,
    type_id: 2,
    link_list: interval === null ? [] : [{ id: index + 1, step_id: index + 1, next_step_id: index + 2, interval, trigger_event: null }],
  }));
  const input = {
    mailToSend: 0,
    dailyThreshold: 50,
    ownerOngoingSequenceCount: 0,
    isOngoing: false,
    sendableDays,
    steps,
    startDate: DateTime.fromISO(start, { zone: 'Europe/Paris' }).toUTC().toISO(),
    now: DateTime.now(),
    timezone: 'Europe/Paris',
    startHour: 9,
    endHour: 18,
  };
  return formatDateFr(estimateSequenceEndDate(input)!.toISO(), 'Europe/Paris');
}

describe('sequences journey (/sequences, /sequence-details)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner creates a sequence from a model, adds an e-mail and a call, reorders, changes the settings and sees the estimated end date', { timeout: 180_000 }, async () => {
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'marketing@atlas.demo');
      await page.goto('/sequences/lists/draft');
      await page.getByRole('heading', { level: 1, name: 'Mes séquences' }).waitFor();
      await page.getByRole('tab', { name: /^Brouillon \(\d+\)$/ }).waitFor();
      await shot(page, 'sequences-list');

      // Create from the "after a trade show" model: an e-mail, then a call.
      await page.getByRole('button', { name: 'Nouvelle séquence' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle séquence' });
      await dialog.getByRole('textbox', { name: /Nom de la séquence/ }).fill('Relance salon e2e');
      await dialog.getByText('Relance après un salon').click();
      await shot(page, 'sequences-create');
      await dialog.getByRole('button', { name: 'Créer la séquence' }).click();
      await page.waitForURL(/\/sequence-details\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Relance salon e2e' }).waitFor();
      await page.getByText('Étape 2 : Tâche').waitFor();
      expect(await stepTitles(page)).toEqual(['Étape 1 : E-mail', 'Étape 2 : Tâche']);

      // Add an e-mail step, write its subject; add a call task.
      await page.getByRole('button', { name: 'Ajouter un e-mail' }).click();
      await page.getByText('Étape 3 : E-mail').waitFor();
      const subject = page.getByRole('textbox', { name: 'Objet' });
      await subject.fill('Dernière relance {{contact.first_name}}');
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      await page.getByTitle('Aperçu').waitFor();
      await shot(page, 'sequences-email-step');
      await page.getByRole('button', { name: 'Enregistrer l’étape' }).click();
      await page.getByText('Dernière relance {{contact.first_name}}').first().waitFor();
      await page.getByRole('button', { name: 'Ajouter une tâche' }).click();
      await page.getByText('Étape 4 : Tâche').waitFor();
      await page.getByRole('textbox', { name: 'Description' }).fill('Appeler le décideur après la relance');
      await page.getByRole('button', { name: 'Enregistrer l’étape' }).click();
      await page.getByText('Appeler le décideur après la relance').first().waitFor();
      await shot(page, 'sequences-steps');

      // Reorder from the keyboard: the call moves before the last e-mail; the order holds after a reload.
      await page.getByRole('group', { name: 'Étape 4 : Tâche' }).focus();
      await page.keyboard.press('Alt+ArrowUp');
      await page.getByRole('status').filter({ hasText: 'Étape déplacée en position 3' }).waitFor();
      await page.getByRole('button', { name: 'Descendre l’étape 2' }).waitFor();
      await expect.poll(() => stepTitles(page)).toEqual(['Étape 1 : E-mail', 'Étape 2 : Tâche', 'Étape 3 : Tâche', 'Étape 4 : E-mail']);
      await page.reload();
      await page.getByText('Étape 4 : E-mail').waitFor();
      expect(await stepTitles(page)).toEqual(['Étape 1 : E-mail', 'Étape 2 : Tâche', 'Étape 3 : Tâche', 'Étape 4 : E-mail']);
      await expect.poll(() => page.getByText('Appeler le décideur après la relance').count()).toBeGreaterThan(0);

      // step_position opens a step.
      const detailsUrl = new URL(page.url());
      await page.goto(`${detailsUrl.pathname}?step_position=4`);
      await expect.poll(() => page.getByRole('textbox', { name: 'Objet' }).inputValue()).toBe('Dernière relance {{contact.first_name}}');

      // Settings: Monday to Wednesday, 8 to 12, start on a later day; the estimated end date follows.
      const endDate = page.getByTestId('estimated-end-date');
      await endDate.filter({ hasText: /^Fin estimée : \d{2}\/\d{2}\/\d{4}$/ }).waitFor();
      const before = await endDate.textContent();
      await page.getByRole('tab', { name: 'Paramètres' }).click();
      await page.waitForURL(/\/settings$/);
      await page.getByRole('textbox', { name: /^Nom/ }).fill('Relance salon e2e (3 jours)');
      for (const day of ['Jeudi', 'Vendredi']) await page.getByRole('checkbox', { name: day }).uncheck({ force: true });
      await page.getByLabel('Date de début').fill('2030-01-07');
      await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
      await page.getByRole('status').filter({ hasText: 'La modification a bien été enregistrée' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Relance salon e2e (3 jours)' }).waitFor();
      // From Monday 7 January 2030, along the steps' waits (2, 1 and 1 days) on Monday to Wednesday, 9 to 18 h: core's
      // estimate for this sequence (no mail to send yet, so one sending day after the last step).
      await endDate.filter({ hasText: `Fin estimée : ${expectedEndDate([2, 1, 1], '1,2,3', '2030-01-07')}` }).waitFor();
      expect(await endDate.textContent()).not.toBe(before);
      expect(blocking(await runAxe(page))).toEqual([]);
      await shot(page, 'sequences-settings');

      // Launching without targets is refused, in French.
      await page.getByRole('button', { name: 'Lancer', exact: true }).first().click();
      await page.getByRole('alert').filter({ hasText: /avant de lancer la séquence/ }).waitFor();
      await page.getByRole('tab', { name: 'Cibles' }).click();
      await page.getByRole('heading', { level: 2, name: 'Cibles de la séquence' }).waitFor();
      await shot(page, 'sequences-targets');

      // The sequence home (results across sequences, core's period grouping) and the daily thresholds.
      await page.getByRole('link', { name: 'Résultats' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Résultats des séquences' }).waitFor();
      // The timeline of the last 30 days (weeks): the chart, or "no activity" when no sequence sent anything yet.
      await page.getByRole('heading', { level: 2, name: 'Activité des séquences sur la période' }).waitFor();
      await page.getByText('Aucune activité sur la période.').or(page.getByRole('figure', { name: /^E-mails envoyés : .* \(par semaine\)$/ })).waitFor();
      await shot(page, 'sequences-results');
      await page.goto('/sequences/settings');
      await page.getByRole('heading', { level: 1, name: 'Paramètres des séquences' }).waitFor();
      const threshold = page.getByRole('spinbutton', { name: 'E-mails par jour pour Léa Bernard' });
      await threshold.fill('120');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByRole('status').filter({ hasText: 'La modification a bien été enregistrée' }).waitFor();
      await page.reload();
      await expect.poll(() => threshold.inputValue()).toBe('120');
      await shot(page, 'sequences-thresholds');
      expect(record.consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
