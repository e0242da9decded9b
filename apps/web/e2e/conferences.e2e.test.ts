import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ConferenceListResponseSchema, ConferenceProgramSchema } from '@cible/core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser, waitForDemoData } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');
const KAM = 'kam@atlas.demo';

/** RFC 5545 unfolding and TEXT unescaping (the reading a calendar application makes). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

describe('conferences journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await waitForDemoData(baseUrl);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('as the key account manager: the upcoming conferences, a program, the .ics file, its speakers to a list, a speaker’s contact page', async () => {
    // What the API lists first (from today, by start date): the page must show the same.
    const { jwt } = await fetchDemoUser(baseUrl, KAM);
    const answer = await fetch(`${baseUrl}/v1/news/conferences`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ criteria: {} }),
    });
    const first = ConferenceListResponseSchema.parse(await answer.json());
    expect(first.conference_list.length).toBeGreaterThan(0);

    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, KAM);
      await page.getByRole('link', { name: 'Conférences', exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Conférences' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/conferences');
      const results = page.getByRole('region', { name: 'Conférences' }).getByRole('list', { name: 'Conférences à venir' });
      await results.getByRole('listitem').first().waitFor();
      expect(await results.getByRole('listitem').count()).toBe(Math.min(12, first.conference_count));
      const names = await results.getByRole('listitem').getByRole('link').allTextContents();
      expect(names).toEqual(first.conference_list.map((conference) => conference.name));
      await screenshot(page, 'conferences-list');
      expect(blocking(await runAxe(page))).toEqual([]);

      // A conference with a program: its page lists the sessions in time order with their speakers.
      let chosen: { id: number; name: string; speakerIds: number[] } | null = null;
      for (const conference of first.conference_list) {
        const program = ConferenceProgramSchema.parse(await (await fetch(`${baseUrl}/v1/news/conferences/${conference.id}`, { headers: { authorization: `Bearer ${jwt}` } })).json());
        const speakerIds = [...new Set(program.sessions.filter((session) => session.speaker.blurred !== true).map((session) => session.speaker.id))];
        if (speakerIds.length > 0) {
          chosen = { id: conference.id, name: conference.name, speakerIds };
          break;
        }
      }
      expect(chosen).not.toBeNull();
      await results.getByRole('link', { name: chosen!.name, exact: true }).first().click();
      await page.waitForURL(new RegExp(`/conference/${chosen!.id}/program$`));
      await page.getByRole('heading', { level: 1, name: chosen!.name }).waitFor();
      const sessions = page.getByRole('region', { name: 'Programme' });
      await sessions.getByRole('listitem').first().waitFor();
      const times = await sessions.locator('time').evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime') ?? ''));
      expect(times).toEqual([...times].sort());
      await page.getByText('Organisateurs', { exact: true }).waitFor();
      await screenshot(page, 'conference-program');
      expect(blocking(await runAxe(page))).toEqual([]);

      // The calendar file: one all-day event with the conference's name.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const calendar = readFileSync((await download.path())!, 'utf8');
      expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      const summary = unfold(calendar).split('\r\n').find((line) => line.startsWith('SUMMARY:'));
      expect(unescape(summary!.slice('SUMMARY:'.length))).toBe(chosen!.name);

      // The speakers to a new contact list (the advanced search's dialog), checked through the API.
      await page.getByRole('button', { name: /^Ajouter (l’intervenant|les intervenants) à une liste$/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Ajouter \d+ résultats? à une liste$/ });
      await dialog.waitFor();
      const newList = dialog.getByRole('radio', { name: 'Une nouvelle liste' });
      if (await newList.count()) await newList.check({ force: true });
      const listName = `Intervenants ${chosen!.id}`;
      await dialog.getByRole('textbox', { name: 'Nom de la nouvelle liste' }).fill(listName);
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await page.getByText(new RegExp(`intervenants? ajoutés? à « ${listName} »`)).waitFor();
      const lists = (await (await fetch(`${baseUrl}/v2/user/queries?limit=100`, { headers: { authorization: `Bearer ${jwt}` } })).json()) as {
        query_list: { name: string; criteria: { person_id_list?: number[] } }[];
      };
      const saved = lists.query_list.find((list) => list.name === listName);
      expect([...(saved?.criteria.person_id_list ?? [])].sort((a, b) => a - b)).toEqual([...chosen!.speakerIds].sort((a, b) => a - b));

      // A speaker's name leads to the contact page (a new tab, as every contact link).
      const speaker = sessions.getByRole('link').first();
      const speakerName = (await speaker.textContent())!.trim();
      const [contactTab] = await Promise.all([context.waitForEvent('page'), speaker.click()]);
      await contactTab.waitForURL(/\/contact\/\d+\/profile$/);
      await contactTab.getByRole('heading', { level: 1, name: speakerName }).waitFor();
      await screenshot(contactTab, 'conference-speaker-contact');
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says a conference that does not exist does not exist', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, KAM);
      await page.goto('/conference/2147483647/program');
      await page.getByRole('heading', { level: 1, name: 'Cette conférence n’existe pas' }).waitFor();
      // Not a number: no route matches (core's route table converts numeric parameters), the app's "page not found".
      await page.goto('/conference/abc/program');
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
