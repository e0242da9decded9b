import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InquiryQuota, OperatorInquiryListResponse, QuickSearchResponse } from '@cible/core';
import type { Browser } from 'playwright-core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');
const USER = 'alpha@atlas.demo';
/** The spec's tooltip (docs/rules/session-formatting-validation.md "Inquiries"), written out here, not read from the app's files. */
const QUOTA_TOOLTIP = 'Vous avez déjà 15 demandes en cours. Afin de fluidifier la qualité de leurs traitements, veuillez patienter pour faire votre prochaine demande.';

async function api<T>(jwt: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${jwt}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

describe('customer inquiries journey (/reports, the popup, the quota, the support staff’s desk)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates inquiries from /reports?open-inquiry-popup=true up to the quota, then the button is disabled with the spec’s tooltip', async () => {
    const { jwt, user } = await fetchDemoUser(baseUrl, USER);
    // A visible company with a one-word search that finds it.
    const search = await api<QuickSearchResponse>(jwt, 'GET', '/v1/quick-search?text=a&column=companies&limit=6');
    const company = search.body.companies.data.find((card) => card.name !== null && card.blurred !== true)!;
    const word = company.name!.split(/\s+/).find((part) => part.length >= 3)!;
    // 13 open inquiries through the API: the journey makes the 14th and the 15th.
    const quota = await api<InquiryQuota>(jwt, 'GET', `/v1/customer-inquiry/users/${user.id}/quota`);
    for (let open = quota.body.open_inquiry_count; open < 13; open += 1) {
      const created = await api(jwt, 'POST', '/v1/customer-inquiry/customer-inquiries', { company_id: company.id, inquiry_type_id: 2 });
      expect(created.status).toBe(200);
    }

    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, USER);
      // The user menu's "Mes demandes" entry leads to /reports.
      await page.getByRole('button', { name: /^Menu du compte de / }).click();
      await page.getByRole('menuitem', { name: 'Mes demandes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mes demandes' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/reports');
      await expect.poll(() => page.getByRole('grid', { name: 'Demandes d’enquête' }).getByRole('row').count()).toBe(14);

      // ?open-inquiry-popup=true opens the popup: the 14th inquiry, a company inquiry with a sub-type.
      await page.goto('/reports?open-inquiry-popup=true');
      const dialog = page.getByRole('dialog', { name: 'Demander une enquête' });
      await dialog.waitFor();
      await dialog.getByRole('searchbox', { name: 'Entreprise' }).fill(word);
      await dialog.getByRole('list', { name: 'Entreprises trouvées' }).getByRole('button').first().click();
      await dialog.getByText(/^Entreprise : /).waitFor();
      await dialog.getByRole('button', { name: /Motif \(facultatif\)/ }).click();
      await page.getByRole('option', { name: 'Adresse de l’entreprise' }).click();
      await dialog.getByRole('textbox', { name: 'Votre message (facultatif)' }).fill('Nouvelle adresse du siège ?');
      await screenshot(page, 'inquiries-popup');
      await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByRole('grid', { name: 'Demandes d’enquête' }).getByRole('row').count()).toBe(15);
      await page.getByRole('gridcell', { name: 'Adresse de l’entreprise' }).first().waitFor();

      // The 15th through the button.
      await page.getByRole('button', { name: 'Nouvelle demande' }).click();
      await dialog.waitFor();
      await dialog.getByRole('searchbox', { name: 'Entreprise' }).fill(word);
      await dialog.getByRole('list', { name: 'Entreprises trouvées' }).getByRole('button').first().click();
      await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
      await dialog.waitFor({ state: 'detached' });

      // At 15 open: the button is disabled and its tooltip says the spec's text on hover.
      const quotaReached = page.getByTestId('inquiry-quota-reached');
      await quotaReached.waitFor();
      await expect(page.getByRole('button', { name: 'Nouvelle demande' }).isDisabled()).resolves.toBe(true);
      await quotaReached.hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(QUOTA_TOOLTIP);
      await screenshot(page, 'inquiries-quota-reached');
      // The popup no longer opens from the address either.
      await page.goto('/reports?open-inquiry-popup=true');
      await quotaReached.waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);

      // The status filter: "À traiter" (todo with draft) holds the 15.
      await page.getByRole('button', { name: 'Tous les statuts Statut' }).click();
      await page.getByRole('option', { name: 'À traiter' }).click();
      await page.getByRole('button', { name: 'À traiter Statut' }).waitFor();
      await expect.poll(() => page.getByRole('navigation', { name: /pagination/i }).count()).toBe(0);
      await page.mouse.move(5, 700);
      expect(blocking(await runAxe(page))).toEqual([]);
      await screenshot(page, 'inquiries-reports');
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
    const after = await api<InquiryQuota>(jwt, 'GET', `/v1/customer-inquiry/users/${user.id}/quota`);
    expect(after.body).toEqual({ open_inquiry_count: 15, max_quota: 15, is_reached: true });
  });

  it('the support account moves an inquiry on its desk; the author is told it succeeded', async () => {
    const { jwt: supportJwt } = await fetchDemoUser(baseUrl, 'support@cible.demo');
    const { jwt, user } = await fetchDemoUser(baseUrl, USER);
    const list = await api<OperatorInquiryListResponse>(supportJwt, 'GET', '/v1/customer-inquiry/operator/inquiries?limit=100');
    const target = list.body.inquiry_list.find((item) => item.user_id === user.id && item.status === 1)!;
    const support = await openPage(browser, baseUrl);
    try {
      await logIn(support.page, 'support@cible.demo');
      await support.page.getByRole('button', { name: /^Menu du compte de / }).click();
      await support.page.getByRole('menuitem', { name: 'Demandes d’enquête' }).click();
      await support.page.getByRole('heading', { level: 1, name: 'Demandes d’enquête des clients' }).waitFor();
      expect(new URL(support.page.url()).pathname).toBe('/support/inquiries');
      const label = `Statut de la demande sur ${target.company_name}`;
      await support.page.getByRole('grid', { name: 'Demandes d’enquête de toutes les organisations' }).waitFor();
      // Through the API for the exact row, then on screen: in progress, then pre-done (the notifying verdict).
      expect((await api(supportJwt, 'PATCH', `/v1/customer-inquiry/operator/inquiries/${target.id}`, { status: 2 })).status).toBe(200);
      await support.page.reload();
      await support.page.getByRole('button', { name: `En cours ${label}`, exact: true }).click();
      await support.page.getByRole('option', { name: 'Pré-terminée' }).click();
      await support.page.getByText('La modification a bien été enregistrée').waitFor();
      await support.page.mouse.move(5, 700);
      expect(blocking(await runAxe(support.page))).toEqual([]);
      await screenshot(support.page, 'inquiries-operator');
      expect(support.record.consoleErrors).toEqual([]);
    } finally {
      await support.context.close();
    }
    // The author's notification says the spec's words.
    const notifications = await api<{ notification_list: { notification_type_id: number; parsed_payload: { status_id?: number } | null }[] }>(jwt, 'GET', '/v1/notification/notifications/list');
    expect(notifications.body.notification_list.some((item) => item.notification_type_id === 10 && item.parsed_payload?.status_id === 3)).toBe(true);
    const author = await openPage(browser, baseUrl);
    try {
      await logIn(author.page, USER);
      await author.page.goto('/personal-space/notifications');
      await author.page.getByText(/a abouti avec succès\.$/).first().waitFor();
    } finally {
      await author.context.close();
    }
  });
});
