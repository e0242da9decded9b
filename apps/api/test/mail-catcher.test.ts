import { SESSION_COOKIE_NAME } from '@cible/core';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaughtMail } from '../src/mail/caught-mail';
import { createSmtpMailer } from '../src/mail/smtp-mailer';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { startTestServer } from './support/start-test-server';
import { describeEachDatabase } from './support/test-database';
import { createTestLogger } from './support/test-logger';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

interface MailListBody {
  mails: { id: string; subject: string; to: string[]; envelope: { to: string[] }; text: string | null; html: string | null; attachments: { filename: string | null; size: number }[] }[];
}

const MAILS = '/v1/dev/mails';
const SUPPORT_MAILBOX = 'aide@cible.test';
const RESET = '/v1/authentication/auth/reset-password';

describeEachDatabase('development mailbox: each account reads its own mails', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const tokenOf = async (email: string) => (tokens[email] ??= await server.api.login(email));
  /** The mails the account reads at GET /v1/dev/mails (bearer token). */
  const mailsOf = async (email: string, query = '') => {
    const answer = await server.api.call<MailListBody>('GET', `${MAILS}${query}`, { token: await tokenOf(email) });
    expect(answer.status).toBe(200);
    return answer.body.mails;
  };
  /** Asks for a password-reset link for `email` and waits until the catcher holds it. */
  const resetMailFor = async (email: string): Promise<CaughtMail> => {
    const before = new Set(server.mail.catcher!.list().map((mail) => mail.id));
    expect((await server.api.call('POST', RESET, { body: { login: email } })).status).toBe(204);
    return server.mail.catcher!.waitFor((mail) => !before.has(mail.id) && mail.envelope.to.includes(email));
  };

  beforeAll(async () => {
    server = await startSeededServer(context.db, { env: { SUPPORT_MAILBOX } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('requires a session: 401 without a token or with a bad one, on every route', async () => {
    await server.mail.mailer.send({ to: 'kam@atlas.demo', subject: 'Pour kam', text: 'x' });
    for (const [method, path] of [['GET', MAILS], ['GET', `${MAILS}/1`], ['DELETE', MAILS]] as const) {
      const anonymous = await server.api.call(method, path);
      expect([anonymous.status, anonymous.body.code], `${method} ${path}`).toEqual([401, 'AUTH.TOKEN_MISSING']);
      const forged = await server.api.call(method, path, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' });
      expect([forged.status, forged.body.code], `${method} ${path}`).toEqual([401, 'AUTH.TOKEN_INVALID']);
    }
    // A browser without the session cookie gets a page telling it to log in, not the mails.
    const page = await server.api.call('GET', MAILS, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(401);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('log in');
    expect(page.text).not.toContain('Pour kam');
    // The cookie is for reads only: DELETE needs the bearer token.
    const cookieDelete = await server.api.call('DELETE', MAILS, { headers: { cookie: `${SESSION_COOKIE_NAME}=${await tokenOf('kam@atlas.demo')}` } });
    expect(cookieDelete.status).toBe(401);
    expect((await mailsOf('kam@atlas.demo')).map((mail) => mail.subject)).toContain('Pour kam');
  });

  it('delivers a real mail over SMTP and shows it to its recipient as JSON, and as HTML with the session cookie', async () => {
    const { messageId } = await server.mail.mailer.send({
      to: 'Chloé Thomas <kam@atlas.demo>',
      subject: 'Réinitialisation de votre mot de passe',
      text: 'Bonjour Chloé,\nvotre lien : https://cible.test/reset?token=abc',
      html: '<p>Bonjour <b>Chloé</b>, <script>alert(1)</script><a href="https://cible.test/reset?token=abc">lien</a></p>',
      attachments: [{ filename: 'note.txt', content: Buffer.from('pièce jointe').toString('base64'), encoding: 'base64', contentType: 'text/plain' }],
    });
    expect(messageId).toMatch(/^<.+>$/);
    await server.mail.catcher!.waitFor((mail) => mail.messageId === messageId);

    const mails = await mailsOf('kam@atlas.demo', '?to=kam@');
    const mail = mails.find((candidate) => candidate.subject === 'Réinitialisation de votre mot de passe');
    expect(mail?.envelope.to).toEqual(['kam@atlas.demo']);
    expect(mail?.to).toEqual(['Chloé Thomas <kam@atlas.demo>']);
    expect(mail?.text).toContain('https://cible.test/reset?token=abc');
    expect(mail?.attachments).toEqual([{ filename: 'note.txt', contentType: 'text/plain', size: Buffer.byteLength('pièce jointe') }]);
    expect(await mailsOf('kam@atlas.demo', '?to=nobody@')).toEqual([]);

    const cookie = { cookie: `theme=dark; ${SESSION_COOKIE_NAME}=${await tokenOf('kam@atlas.demo')}` };
    const page = await server.api.call('GET', `${MAILS}/${mail?.id}`, { headers: { accept: 'text/html', ...cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('Réinitialisation de votre mot de passe');
    // The mail's HTML is shown escaped inside a sandboxed iframe, never inline.
    expect(page.text).toContain('<iframe sandbox');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const list = await server.api.call('GET', MAILS, { headers: { accept: 'text/html', ...cookie } });
    expect(list.text).toContain(`/v1/dev/mails/${mail?.id}`);
    const anotherReader = await server.api.call('GET', MAILS, { headers: { accept: 'text/html', cookie: `${SESSION_COOKIE_NAME}=${await tokenOf('sales@atlas.demo')}` } });
    expect(anotherReader.status).toBe(200);
    expect(anotherReader.text).not.toContain(`/v1/dev/mails/${mail?.id}"`);
  });

  it('keeps the unsubscribe headers of a bulk mail (RFC 2369 / RFC 8058) and shows them in the JSON and HTML views', async () => {
    const transport = createTransport({ url: server.mail.catcher!.url });
    const sent = await transport.sendMail({
      from: 'kam@atlas.demo',
      to: 'prospect@example.com',
      subject: 'Lettre de novembre',
      text: 'Bonjour',
      headers: { 'List-Unsubscribe': '<https://cible.test/v1/t/u/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const plain = await transport.sendMail({ from: 'kam@atlas.demo', to: 'prospect@example.com', subject: 'Sans liste', text: 'Bonjour' });
    transport.close();
    expect((await server.mail.catcher!.waitFor((mail) => mail.messageId === plain.messageId)).listUnsubscribe).toBeNull();
    const caught = await server.mail.catcher!.waitFor((mail) => mail.messageId === sent.messageId);
    expect(caught.listUnsubscribe).toBe('<https://cible.test/v1/t/u/abc>');
    const mail = (await mailsOf('kam@atlas.demo')).find((candidate) => candidate.id === caught.id) as { listUnsubscribe?: string; listUnsubscribePost?: string } | undefined;
    expect(mail).toMatchObject({ listUnsubscribe: '<https://cible.test/v1/t/u/abc>', listUnsubscribePost: 'List-Unsubscribe=One-Click' });
    const page = await server.api.call('GET', `${MAILS}/${caught.id}`, { headers: { accept: 'text/html', cookie: `${SESSION_COOKIE_NAME}=${await tokenOf('kam@atlas.demo')}` } });
    expect(page.text).toContain('<th>List-Unsubscribe-Post</th><td>List-Unsubscribe=One-Click</td>');
  });

  it("never shows a user another user's password-reset link (list, id, HTML page)", async () => {
    const reset = await resetMailFor('marketing@atlas.demo');
    const link = /https?:\/\/\S+/.exec(reset.text ?? '')?.[0];
    expect(link).toBeDefined();

    const asColleague = await mailsOf('kam@atlas.demo');
    expect(asColleague.map((mail) => mail.id)).not.toContain(reset.id);
    expect(JSON.stringify(asColleague)).not.toContain(link);
    // The recipient filter cannot widen what a reader sees.
    expect(await mailsOf('kam@atlas.demo', '?to=marketing@')).toEqual([]);
    const byId = await server.api.call('GET', `${MAILS}/${reset.id}`, { token: await tokenOf('kam@atlas.demo') });
    expect([byId.status, byId.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(byId.text).not.toContain(link);

    // The recipient reads it.
    const own = await mailsOf('marketing@atlas.demo');
    expect(own.find((mail) => mail.id === reset.id)?.text).toContain(link);
    const ownPage = await server.api.call('GET', `${MAILS}/${reset.id}`, { token: await tokenOf('marketing@atlas.demo') });
    expect(ownPage.status).toBe(200);
  });

  it("hides another organisation's mails from every reader of this one, and DELETE leaves them", async () => {
    const reset = await resetMailFor('sales@boreal.demo');
    for (const reader of ['manager@atlas.demo', 'kam@atlas.demo', 'support@cible.demo']) {
      expect((await mailsOf(reader)).map((mail) => mail.id), reader).not.toContain(reset.id);
      const byId = await server.api.call('GET', `${MAILS}/${reset.id}`, { token: await tokenOf(reader) });
      expect(byId.status, reader).toBe(404);
      expect((await server.api.call('DELETE', MAILS, { token: await tokenOf(reader) })).status).toBe(204);
    }
    expect(server.mail.catcher!.get(reset.id)).toBeDefined();
    expect((await mailsOf('sales@boreal.demo')).map((mail) => mail.id)).toContain(reset.id);
    expect((await mailsOf('manager@boreal.demo')).map((mail) => mail.id)).not.toContain(reset.id);
  });

  it('shows the support account the help requests sent to the support mailbox, and not their senders', async () => {
    const message = `Aide ${Date.now()} : la recherche ne répond plus.`;
    const sent = await server.api.call('POST', '/v1/email/help-request', {
      token: await tokenOf('kam@atlas.demo'),
      body: { request_type: 'bug_report', message, email: 'kam@atlas.demo' },
    });
    expect(sent.status).toBe(204);
    const help = await server.mail.catcher!.waitFor((mail) => mail.text?.includes(message) === true);
    expect(help.envelope.to).toEqual([SUPPORT_MAILBOX]);

    expect((await mailsOf('support@cible.demo')).find((mail) => mail.id === help.id)?.text).toContain(message);
    expect((await mailsOf('support@cible.demo', `?to=${SUPPORT_MAILBOX}`)).map((mail) => mail.id)).toContain(help.id);
    // The sender (reply-to, not a recipient) and his manager do not see it.
    for (const reader of ['kam@atlas.demo', 'manager@atlas.demo']) {
      expect((await mailsOf(reader)).map((mail) => mail.id), reader).not.toContain(help.id);
    }
  });

  it("shows an administrator connected as a user his own mails, never the user's", async () => {
    const reset = await resetMailFor('beta@atlas.demo');
    const connected = await server.api.call<{ jwt: string }>('POST', '/v1/authentication/auth/connect-as', {
      token: await tokenOf('support@cible.demo'),
      body: { user_id: await userIdOf(context.db, 'beta@atlas.demo') },
    });
    expect(connected.status).toBe(200);
    const asUser = await server.api.call<MailListBody>('GET', MAILS, { token: connected.body.jwt });
    expect(asUser.status).toBe(200);
    expect(asUser.body.mails.map((mail) => mail.id)).not.toContain(reset.id);
    expect((await server.api.call('GET', `${MAILS}/${reset.id}`, { token: connected.body.jwt })).status).toBe(404);
  });

  it("DELETE removes exactly the caller's mails", async () => {
    await server.mail.mailer.send({ to: 'kam@atlas.demo', subject: 'À effacer', text: 'x' });
    await server.mail.mailer.send({ to: 'sales@atlas.demo', subject: 'À garder', text: 'x' });
    await server.mail.catcher!.waitFor((mail) => mail.subject === 'À garder');
    await server.mail.catcher!.waitFor((mail) => mail.subject === 'À effacer');
    expect((await mailsOf('kam@atlas.demo')).length).toBeGreaterThan(0);

    expect((await server.api.call('DELETE', MAILS, { token: await tokenOf('kam@atlas.demo') })).status).toBe(204);
    expect(await mailsOf('kam@atlas.demo')).toEqual([]);
    expect((await mailsOf('sales@atlas.demo')).map((mail) => mail.subject)).toContain('À garder');
    expect(server.mail.catcher!.list().some((mail) => mail.envelope.to.includes('kam@atlas.demo'))).toBe(false);
  });
});

describeEachDatabase('development routes: off beyond loopback unless DEV_MAILBOX=on', (context) => {
  const served = async (env: Record<string, string>) => {
    const server = await startTestServer({ database: context.db, env });
    try {
      const mails = await fetch(`${server.baseUrl}${MAILS}`);
      const notifications = await fetch(`${server.baseUrl}/v1/dev/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return { mails: mails.status, notifications: notifications.status, devMailbox: server.config.devMailbox, catcher: server.mail.catcher !== null };
    } finally {
      await server.close();
    }
  };

  it('serves them (behind a session) on a loopback HOST', async () => {
    expect(await served({ HOST: '127.0.0.1' })).toEqual({ mails: 401, notifications: 401, devMailbox: true, catcher: true });
    expect(await served({ HOST: 'localhost' })).toEqual({ mails: 401, notifications: 401, devMailbox: true, catcher: true });
  }, 60_000);

  it('does not serve them when HOST=0.0.0.0, unless DEV_MAILBOX=on', async () => {
    expect(await served({ HOST: '0.0.0.0' })).toEqual({ mails: 404, notifications: 404, devMailbox: false, catcher: true });
    expect(await served({ HOST: '0.0.0.0', DEV_MAILBOX: 'on' })).toEqual({ mails: 401, notifications: 401, devMailbox: true, catcher: true });
    expect(await served({ HOST: '127.0.0.1', DEV_MAILBOX: 'off' })).toEqual({ mails: 404, notifications: 404, devMailbox: false, catcher: true });
  }, 60_000);

  it('does not serve them with SMTP_URL (no catcher)', async () => {
    expect(await served({ SMTP_URL: 'smtp://127.0.0.1:2525', DEV_MAILBOX: 'on' })).toEqual({ mails: 404, notifications: 404, devMailbox: true, catcher: false });
  }, 60_000);
});

describe('mail: nodemailer into the in-process SMTP catcher', () => {
  it('runs the catcher when SMTP_URL is absent and keeps up with a burst through the pooled transport', async () => {
    const server = await startTestServer();
    try {
      expect(server.config.mail.smtpUrl).toBeNull();
      expect(server.mail.catcher?.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      const catcher = server.mail.catcher!;
      await Promise.all(
        Array.from({ length: 30 }, (_, index) => server.mail.mailer.send({ to: `burst${index}@client.fr`, subject: `Burst ${index}`, text: 'x' })),
      );
      await catcher.waitFor(() => catcher.list().length >= 30);
      expect(new Set(catcher.list().map((mail) => mail.subject)).size).toBe(30);
      expect(catcher.remove((mail) => mail.envelope.to[0] === 'burst0@client.fr')).toBe(1);
      expect(catcher.list()).toHaveLength(29);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('reports an SMTP server that refuses the connection as a failed send', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'Cible <no-reply@cible.test>', logger: createTestLogger() });
    await expect(mailer.send({ to: 'a@b.fr', subject: 's', text: 't' })).rejects.toThrow();
    await mailer.close();
  });
});
