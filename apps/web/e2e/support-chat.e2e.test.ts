import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** The chat launcher (its name carries the unread answers: "Discuter avec le support, 1 réponse non lue"). */
const launcher = (page: Page) => page.getByRole('button', { name: /^Discuter avec le support/ });

describe('support chat journey (launcher, real-time socket, support inbox)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a user writes from the launcher; support answers from /support/inbox in another browser; the answer arrives live', async () => {
    const user = await openPage(browser, baseUrl);
    const support = await openPage(browser, baseUrl);
    try {
      await logIn(user.page, 'marketing@atlas.demo');
      await launcher(user.page).waitFor();
      await expect.poll(() => user.record.webSockets.length, { timeout: 10_000 }).toBeGreaterThan(0);

      // Keyboard: focus the launcher and open it with Enter.
      await launcher(user.page).focus();
      await user.page.keyboard.press('Enter');
      const panel = user.page.getByRole('dialog', { name: 'Support Cible' });
      await panel.getByText('Aucun message pour l’instant. Écrivez-nous, nous vous répondrons ici.').waitFor();
      await panel.getByText(/2\s000 caractères au plus, 10 messages par minute/).waitFor();
      await screenshot(user.page, 'support-chat-panel-empty');
      const question = `Mon export échoue <b>toujours</b> (${Date.now()})`;
      await panel.getByRole('textbox', { name: 'Votre message' }).fill(question);
      await panel.getByRole('button', { name: 'Envoyer' }).click();
      const log = panel.getByRole('log', { name: 'Messages de la conversation' });
      await log.getByText(question).waitFor();
      // Plain text: the markup is shown as typed, never made an element.
      expect(await log.locator('b').count()).toBe(0);
      expect(blocking(await runAxe(user.page))).toEqual([]);

      // Support, in a second browser context: the inbox lists the conversation first, unread.
      await logIn(support.page, 'support@cible.demo');
      await support.page.goto(`${baseUrl}/support/inbox`);
      await support.page.getByRole('heading', { level: 1, name: 'Messagerie du support' }).waitFor();
      const list = support.page.getByRole('navigation', { name: 'Conversations' });
      const row = list.getByRole('button').filter({ hasText: question });
      await row.waitFor();
      await row.getByLabel('1 message non lu').waitFor();
      await screenshot(support.page, 'support-inbox-unread');
      await row.click();
      const conversation = support.page.getByRole('region', { name: /^Conversation avec / });
      await conversation.getByRole('log').getByText(question).waitFor();
      // Opened: read, its count gone.
      await expect.poll(() => row.getByLabel('1 message non lu').count()).toBe(0);

      const navigations: string[] = [];
      user.page.on('framenavigated', (frame) => {
        if (frame === user.page.mainFrame()) navigations.push(frame.url());
      });
      const answer = `Bonjour, nous regardons votre export tout de suite. (${Date.now()})`;
      await conversation.getByRole('textbox', { name: 'Votre réponse' }).fill(answer);
      await support.page.keyboard.press('Control+Enter');
      await conversation.getByRole('log').getByText(answer).waitFor();
      expect(blocking(await runAxe(support.page))).toEqual([]);
      await screenshot(support.page, 'support-inbox-answered');

      // The user's open panel shows the answer live, without a reload.
      await log.getByText(answer).waitFor({ timeout: 10_000 });
      expect(navigations).toEqual([]);
      await screenshot(user.page, 'support-chat-panel-answered');

      // Closed, the next answer shows as a badge on the launcher.
      await user.page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      const second = `Pouvez-vous nous dire quel fichier ? (${Date.now()})`;
      await conversation.getByRole('textbox', { name: 'Votre réponse' }).fill(second);
      await conversation.getByRole('button', { name: 'Envoyer' }).click();
      await user.page.getByRole('button', { name: 'Discuter avec le support, 1 réponse non lue' }).waitFor({ timeout: 10_000 });
      await screenshot(user.page, 'support-chat-launcher-badge');
      expect(navigations).toEqual([]);

      // The away e-mail's link opens the app with the panel open: the whole conversation, read (the badge goes).
      await user.page.goto(`${baseUrl}/?support-chat=open`);
      const reopened = user.page.getByRole('dialog', { name: 'Support Cible' });
      await reopened.getByRole('log').getByText(second).waitFor();
      await reopened.getByRole('log').getByText(question).waitFor();
      await expect.poll(() => new URL(user.page.url()).search).toBe('');
      await user.page.getByRole('button', { name: 'Discuter avec le support' }).waitFor();
    } finally {
      await user.context.close();
      await support.context.close();
    }
  });

  it('the inbox is not for other users: /support/inbox sends them away', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.goto(`${baseUrl}/support/inbox`);
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/support/inbox');
      expect(await page.getByRole('heading', { name: 'Messagerie du support' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
