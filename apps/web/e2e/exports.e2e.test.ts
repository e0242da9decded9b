import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { QUERY_TYPE, SOCKET_MESSAGE_TYPE } from '@cible/core';
import { readXlsxRows } from '../../api/test/support/read-xlsx-rows';
import { join } from 'node:path';
import { ARTIFACTS_DIR, launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser, waitForDemoData } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** The demo manager: can_export and can_export_location, export credits (topped up below for the big list). */
const USER = 'manager@atlas.demo';

/**
 * The list exported: a contact segment (a prospecting list by criteria) of the demo data's contacts of companies in
 * Île-de-France, about 8 300 contacts (the demo data is generated from a fixed seed), so that the job writes several
 * batches of 2 000 rows and the progress moves before the end. A list of picked contacts holds at most 1 000 ids
 * (one batch: its bar would only go from 0 to 100).
 */
const LIST_CRITERIA = { company_office_region_id_list: [107] };

/** Header of a contacts export file (core's export columns). */
const CONTACT_HEADERS = ['Civilité', 'Prénom', 'Nom', 'Fonction', 'Entreprise', 'E-mail', 'Ligne directe', 'Mobile', 'LinkedIn'];

interface ContactCard {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string | null;
  readonly company_name: string | null;
}

/** Every contact the list holds, as the advanced search pages them (100 at a time). */
async function listContacts(headers: Record<string, string>): Promise<ContactCard[]> {
  const contacts: ContactCard[] = [];
  for (let offset = 0; ; offset += 100) {
    const answer = await fetch(`${baseUrl}/v1/aggregator-user-data/contacts/search/full`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ criteria: LIST_CRITERIA, sort: 'name_asc', limit: 100, offset }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const page = (await answer.json()) as { contact_list: ContactCard[]; contact_count: number };
    contacts.push(...page.contact_list);
    if (page.contact_list.length < 100 || contacts.length >= page.contact_count) return contacts;
  }
}

/** Records every `aria-valuenow` the export's progress bar shows, from now on (a MutationObserver in the page). */
async function recordProgressValues(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    const read = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const value = bar.getAttribute('aria-valuenow');
        if (value !== null && seen[seen.length - 1] !== value) seen.push(value);
      }
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.map(Number));

const key = (firstName: string, lastName: string | null, company: string | null) => `${firstName}|${lastName ?? ''}|${company ?? ''}`;

describe('exports journey: export a list to XLSX, watch it progress, download it and read its rows', () => {
  let browser: Browser;
  let headers: Record<string, string>;
  let listName: string;
  let contacts: ContactCard[];

  beforeAll(async () => {
    await waitForDemoData(baseUrl);
    browser = await launchChromium();
    const { jwt, user } = await fetchDemoUser(baseUrl, USER);
    expect(user.can_export && user.can_export_location).toBe(true);
    headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    contacts = await listContacts(headers);
    expect(contacts.length, 'a list of several batches of rows').toBeGreaterThan(2_000);
    // One export credit per row: the manager's credits are topped up for the list (the credits' manager route).
    const topUp = await fetch(`${baseUrl}/v1/credits/export/organization/${user.organization.id}/manage`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_id_list: [user.id], total_amount_for_user_id_list: 100_000, comment: 'e2e exports' }),
    });
    expect(topUp.status, await topUp.clone().text()).toBe(200);
    listName = `Export e2e ${Date.now()}`;
    const created = await fetch(`${baseUrl}/v2/user/queries`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: listName, query_type_id: QUERY_TYPE.contact_segment, criteria: LIST_CRITERIA }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('exports a contact segment from its page, the bar moving with the socket, then downloads the file with the list’s contacts', { timeout: 240_000 }, async () => {
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      const pushes: number[] = [];
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { type_id?: number; payload?: { export?: { processed_row_count: number } } };
          if (message.type_id === SOCKET_MESSAGE_TYPE.exportProgress && message.payload?.export) pushes.push(message.payload.export.processed_row_count);
        }),
      );
      await logIn(page, USER);

      // 1. The followed contacts (contact segments): the list's "Exporter" action opens the dialog; XLSX by default.
      await page.goto('/personal-space/contact-segments');
      const card = page.getByRole('group', { name: `Actions sur « ${listName} »` });
      await card.getByRole('button', { name: 'Exporter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Exporter la liste' });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByRole('radio', { name: 'XLSX (Excel)' }).isChecked()).toBe(true);
      await screenshot(page, 'exports-dialog');

      // 2. Confirm: the export's page opens and its bar moves with the pushes, up to the download button.
      await recordProgressValues(page);
      await dialog.getByRole('button', { name: 'Exporter' }).click();
      await page.waitForURL(/\/personal-space\/exports\/\d+$/);
      const exportId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 1, name: `Export n° ${exportId}` }).waitFor();
      // A picture while it runs (taken at once: the job may end within seconds).
      const bar = page.getByRole('progressbar', { name: `Avancement de l’export n° ${exportId}` });
      await bar
        .waitFor({ timeout: 5_000 })
        .then(() => page.screenshot({ path: join(ARTIFACTS_DIR, 'exports-detail-progress.png') }))
        .catch(() => undefined);
      const download = page.getByRole('button', { name: `Télécharger l’export n° ${exportId}` });
      await download.waitFor({ timeout: 120_000 });
      const seen = await progressSeen(page);
      console.log(`exports e2e: aria-valuenow seen ${JSON.stringify(seen)}; pushed rows ${JSON.stringify(pushes)}`);
      expect(seen.length, 'the progress bar was shown').toBeGreaterThan(0);
      expect([...seen].sort((a, b) => a - b), 'the bar never goes back').toEqual(seen);
      expect(seen.some((value) => value > 0 && value < 100), 'the bar moved before the end').toBe(true);
      await page.getByText(`${new Intl.NumberFormat('fr-FR').format(contacts.length)} lignes`).waitFor();
      await screenshot(page, 'exports-detail-done');

      // 3. The file: downloaded through the page (bytes fetched with the token, saved under the server's name).
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
      const rows = await readXlsxRows((await file.path())!);
      expect(rows[0]).toEqual(CONTACT_HEADERS);
      const body = rows.slice(1);
      expect(body).toHaveLength(contacts.length);
      const exported = body.map((row) => key(row[1]!, row[2]!, row[4]!)).sort();
      const listed = contacts.map((contact) => key(contact.first_name, contact.last_name, contact.company_name)).sort();
      expect(exported).toEqual(listed);

      // 4. The exports page lists it first (newest start first), done, with its format and rows.
      await page.goto('/personal-space/exports');
      const table = page.getByRole('table', { name: 'Exports' });
      await table.waitFor();
      const first = table.getByRole('row').nth(1);
      await first.getByRole('link', { name: 'Export de listes' }).waitFor();
      expect(await first.getByRole('link', { name: 'Export de listes' }).getAttribute('href')).toBe(`/personal-space/exports/${exportId}`);
      await first.getByText('Terminé').waitFor();
      await first.getByText('XLSX (Excel)').waitFor();
      await screenshot(page, 'exports-list');

      // 5. Email rental (can_export_location): rent the e-mails of a small list of the segment's contacts from my
      // lists (email-rental credits), then the usage history lists it with its export id, user and e-mail count.
      const picked = contacts.slice(0, 40).map((contact) => contact.id);
      const rentalList = `Location e2e ${Date.now()}`;
      const createdList = await fetch(`${baseUrl}/v2/user/queries`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: rentalList, query_type_id: QUERY_TYPE.prospecting_contact, criteria: { person_id_list: picked } }),
      });
      expect(createdList.status, await createdList.clone().text()).toBe(200);
      await page.goto('/my-lists');
      await page.getByRole('group', { name: `Actions sur « ${rentalList} »` }).getByRole('button', { name: 'Louer les e-mails' }).click();
      const rental = page.getByRole('dialog', { name: 'Louer les e-mails' });
      await rental.getByRole('button', { name: 'Exporter' }).click();
      await page.waitForURL(/\/personal-space\/email-rental\/\d+$/);
      const rentalId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('button', { name: `Télécharger l’export n° ${rentalId}` }).waitFor({ timeout: 120_000 });
      await page.getByRole('link', { name: 'Retour à la location d’e-mails' }).click();
      await page.getByRole('heading', { level: 1, name: "Location d'emails" }).waitFor();
      const usage = page.getByRole('table', { name: 'Historique des locations d’e-mails' });
      const usageRow = usage.getByRole('row').filter({ has: page.getByRole('link', { name: `Export n° ${rentalId}` }) });
      await usageRow.waitFor();
      expect(await usageRow.getByRole('link').getAttribute('href')).toBe(`/personal-space/email-rental/${rentalId}`);
      await usageRow.getByText('Sophie Rousseau').waitFor();
      expect(Number((await usageRow.getByRole('cell').last().textContent())!.replace(/\s/g, ''))).toBeGreaterThan(0);
      await screenshot(page, 'exports-email-rental');
      expect(record.consoleErrors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'exports-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
