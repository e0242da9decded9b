import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTransport } from 'nodemailer';
import { QUERY_TYPE, SEQUENCE_STEP_TYPE } from '@cible/core';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser, waitForDemoData } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';
import { blocking, runAxe } from './support/axe';
import { type CaughtMail, signedInApi, type SignedInApi } from './support/signedInApi';

const baseUrl = inject('baseUrl');
const smtpCatcherPort = inject('smtpCatcherPort');

/**
 * The sequence's owner: the demo manager (sequences write, 500 sequence credits in the demo data, no mailbox of his
 * own: the journey connects his local test mailbox without touching the mailbox another journey reads).
 */
const OWNER = 'manager@atlas.demo';
/** The platform administrator, who may run the planner now (else its schedule does, every minute). */
const ADMIN = 'support@cible.demo';

/** The bell button (its name carries the unseen count). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, .* non lues?)?$/ });

/**
 * A fixed-offset time zone in which it is now between 10:00 and 16:59, so that the sequence's sending window
 * (8:00–20:00, every day) is open whatever the hour the suite runs at: "at the allowed time" is then checked
 * against that window rather than waited for. (Etc/GMT-N is UTC+N.)
 */
function zoneWhereItIsDaytime(now: Date): { zone: string; offset: number } {
  for (let offset = -10; offset <= 14; offset += 1) {
    const hour = (now.getUTCHours() + offset + 24) % 24;
    if (hour >= 10 && hour <= 16) return { zone: offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`, offset };
  }
  throw new Error('no zone');
}

describe('sequence journey: enrol a segment, the runner sends in the window from the local mailbox, a reply stops the target', () => {
  let browser: Browser;
  let owner: SignedInApi;
  let admin: SignedInApi;

  beforeAll(async () => {
    await waitForDemoData(baseUrl);
    browser = await launchChromium();
    const ownerLogin = await fetchDemoUser(baseUrl, OWNER);
    owner = signedInApi(baseUrl, ownerLogin.jwt);
    admin = signedInApi(baseUrl, (await fetchDemoUser(baseUrl, ADMIN)).jwt);
    // The owner sends from the local test mailbox (ADR 022): real SMTP into the API's catcher.
    await owner.call('POST', `/v1/email/local-test/credentials/${ownerLogin.user.id}`, {});
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the first e-mail inside the window, and the prospect’s reply stops the target and notifies the owner', { timeout: 300_000 }, async () => {
    const { zone, offset } = zoneWhereItIsDaytime(new Date());
    // 1. A sequence with an e-mail step, then a call task, in a window open now; a segment of one company's contacts.
    const sequence = await owner.call<{ id: number; name: string }>('POST', '/v1/sequence/sequences', {
      name: `Séquence e2e ${Date.now()}`,
      sendable_days: '0,1,2,3,4,5,6',
      sendable_start_hour: 8,
      sendable_end_hour: 20,
      sendable_timezone: zone,
    });
    const mail = await owner.call<{ id: number }>('POST', `/v1/sequence/sequences/${sequence.id}/steps`, {
      type_id: SEQUENCE_STEP_TYPE.email,
      email_subject: 'Rencontre avec {{contact.first_name}}',
      email_html_content: '<p>Bonjour {{contact.first_name}},</p><p>Pouvons-nous échanger sur <a href="https://atlas.example/offre">notre offre</a> ?</p>',
    });
    const call = await owner.call<{ id: number }>('POST', `/v1/sequence/sequences/${sequence.id}/steps`, {
      type_id: SEQUENCE_STEP_TYPE.task,
      task_type_id: 1,
      task_description: 'Appeler pour faire suite au premier e-mail',
    });
    await owner.call('POST', `/v1/sequence/sequences/${sequence.id}/step-links`, { step_id: mail.id, next_step_id: call.id, interval: 2 });
    const segment = await owner.call<{ id: number }>('POST', '/v2/user/queries', {
      name: `Segment e2e ${Date.now()}`,
      query_type_id: QUERY_TYPE.contact_segment,
      criteria: { company_id_list: [3] },
    });
    const check = await owner.call<{ importable_count?: number }>('POST', `/v1/sequence/sequences/${sequence.id}/check-import-targets`, { query_id: segment.id });
    const imported = await owner.call<{ imported_count: number }>('POST', `/v1/sequence/sequences/${sequence.id}/import-targets`, { query_id: segment.id });
    expect(imported.imported_count, JSON.stringify(check)).toBeGreaterThan(0);

    // 2. Start it; the planner runs now (its schedule would within a minute), the sender every second (e2e set-up).
    const started = await owner.call<{ status_id: number }>('PATCH', `/v1/sequence/sequences/${sequence.id}`, { status_id: 2 });
    expect(started.status_id).toBe(2);
    await admin.call('POST', '/v1/sequence/runner', {});

    // 3. The first mail arrives in the local mailbox, sent from the owner's address, inside the window.
    const ownerMails = async () =>
      (await owner.call<{ mails: CaughtMail[] }>('GET', '/v1/dev/mails')).mails.filter(
        (caught) => caught.envelope.from?.toLowerCase() === OWNER && caught.subject.startsWith('Rencontre avec '),
      );
    await expect.poll(async () => (await ownerMails()).length, { timeout: 90_000, interval: 1_000 }).toBeGreaterThan(0);
    const [first] = await ownerMails();
    const localHour = (new Date(first!.receivedAt).getUTCHours() + offset + 24) % 24;
    expect(localHour, 'sent inside the 8:00–20:00 window of the sequence’s zone').toBeGreaterThanOrEqual(8);
    expect(localHour).toBeLessThan(20);
    expect(first!.subject).not.toContain('{{');
    const prospect = first!.envelope.to[0]!;

    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, OWNER);
      await page.goto('/v1/dev/mails');
      await page.getByRole('link', { name: first!.subject }).first().waitFor();
      await screenshot(page, 'sequence-journey-local-mailbox');
      await page.goto('/');
      await bell(page).waitFor();

      // 4. The prospect replies from his mailbox (a mail client writing to the same local SMTP server).
      const transport = createTransport({ host: '127.0.0.1', port: smtpCatcherPort, secure: false, ignoreTLS: true });
      await transport.sendMail({
        from: prospect,
        to: OWNER,
        subject: `RE: ${first!.subject}`,
        text: 'Bonjour, oui avec plaisir, appelez-moi jeudi.\n\n> Pouvons-nous échanger sur notre offre ?',
        inReplyTo: first!.messageId!,
        references: [first!.messageId!],
      });
      transport.close();

      // 5. The reply reader (every minute) stops the target: done on "mail_replied"; the bell says so without reload.
      const targets = () =>
        owner.call<{ target_list: { contact: { email?: string | null } | null; done_event: string | null }[] }>(
          'POST',
          `/v1/sequence/sequences/${sequence.id}/targets/search`,
          { email_event_list: ['replied'] },
        );
      await expect.poll(async () => (await targets()).target_list.map((target) => target.done_event), { timeout: 150_000, interval: 2_000 }).toEqual(['mail_replied']);
      await expect.poll(async () => bell(page).getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/non lue/);
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByText(new RegExp(`a répondu à votre email \\(séquence « ${sequence.name} »\\)`)).first().waitFor();
      await screenshot(page, 'sequence-journey-reply-notification');

      // 6. The sequence's record lists the reply and the send, newest first, with the prospect.
      await page.goto(`/sequence-details/${sequence.id}/record`);
      const history = page.getByRole('grid', { name: 'Événements de la séquence, du plus récent au plus ancien' });
      await history.getByRole('row').filter({ hasText: 'Réponse reçue' }).first().waitFor();
      await history.getByRole('row').filter({ hasText: 'E-mail envoyé' }).first().waitFor();
      await screenshot(page, 'sequence-journey-record');

      // 7. The results page charts the send and the reply on the day they happened (recharts, by week over 30 days),
      // a labelled figure whose figures are in a table behind "Voir les données".
      await page.goto('/sequences/results');
      await page.getByRole('heading', { level: 1, name: 'Résultats des séquences' }).waitFor();
      const chart = page.getByRole('figure', { name: /^E-mails envoyés : .*, réponses : .* \(par semaine\)$/ });
      await chart.locator('.recharts-bar-rectangle').first().waitFor();
      await chart.getByText('Voir les données').click();
      const figures = chart.getByRole('table', { name: 'Activité des séquences sur la période' });
      const week = figures.getByRole('row').filter({ hasText: /^semaine du / }).last();
      const cells = (await week.getByRole('cell').allTextContents()).map((text) => Number(text.replace(/\s/g, '')));
      expect(cells[0], 'e-mails sent this week').toBeGreaterThanOrEqual(1);
      expect(cells[3], 'replies this week').toBeGreaterThanOrEqual(1);
      // The chart, its legend and its data table meet WCAG 2.1 AA (axe), the figures shown.
      expect(blocking(await runAxe(page))).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'sequence-results-chart');
      expect(record.consoleErrors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'sequence-journey-failure');
      throw error;
    } finally {
      await context.close();
    }
    // The sequence's statistics count the send and the reply.
    const steps = await owner.call<{ step_statistics_list?: unknown[] }>('GET', `/v1/sequence/sequences/${sequence.id}/steps-statistics`);
    expect(JSON.stringify(steps)).toMatch(/"mail_replied":1\b/);
  });
});
