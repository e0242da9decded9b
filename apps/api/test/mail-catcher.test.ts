import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/mail/smtp-mailer';
import { startTestServer } from './support/start-test-server';
import type { TestServer } from './support/start-test-server';
import { createTestLogger } from './support/test-logger';

interface MailListBody {
  mails: { id: string; subject: string; to: string[]; envelope: { to: string[] }; text: string | null; html: string | null; attachments: { filename: string | null; size: number }[] }[];
}

describe('mail: nodemailer into the in-process SMTP catcher', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('runs the catcher when SMTP_URL is absent', () => {
    expect(server.config.mail.smtpUrl).toBeNull();
    expect(server.mail.catcher?.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  });

  it('delivers a real mail over SMTP and shows it at /v1/dev/mails and /v1/dev/mails/{id}', async () => {
    const { messageId } = await server.mail.mailer.send({
      to: 'Élodie Noël <elodie@client.fr>',
      subject: 'Réinitialisation de votre mot de passe',
      text: 'Bonjour Élodie,\nvotre lien : https://cible.test/reset?token=abc',
      html: '<p>Bonjour <b>Élodie</b>, <script>alert(1)</script><a href="https://cible.test/reset?token=abc">lien</a></p>',
      attachments: [{ filename: 'note.txt', content: Buffer.from('pièce jointe').toString('base64'), encoding: 'base64', contentType: 'text/plain' }],
    });
    expect(messageId).toMatch(/^<.+>$/);

    const response = await fetch(`${server.baseUrl}/v1/dev/mails?to=elodie@`);
    expect(response.status).toBe(200);
    const { mails } = (await response.json()) as MailListBody;
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail?.envelope.to).toEqual(['elodie@client.fr']);
    expect(mail?.to).toEqual(['Élodie Noël <elodie@client.fr>']);
    expect(mail?.text).toContain('https://cible.test/reset?token=abc');
    expect(mail?.attachments).toEqual([{ filename: 'note.txt', contentType: 'text/plain', size: Buffer.byteLength('pièce jointe') }]);

    const page = await fetch(`${server.baseUrl}/v1/dev/mails/${mail?.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Réinitialisation de votre mot de passe');
    // The mail's HTML is shown escaped inside a sandboxed iframe, never inline.
    expect(html).toContain('<iframe sandbox');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const list = await fetch(`${server.baseUrl}/v1/dev/mails`, { headers: { accept: 'text/html' } });
    expect(await list.text()).toContain(`/v1/dev/mails/${mail?.id}`);
  });

  it('keeps up with a burst of mails through the pooled transport', async () => {
    const before = server.mail.catcher!.list().length;
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => server.mail.mailer.send({ to: `burst${index}@client.fr`, subject: `Burst ${index}`, text: 'x' })),
    );
    await server.mail.catcher!.waitFor(() => server.mail.catcher!.list().length >= before + 30);
    const response = await fetch(`${server.baseUrl}/v1/dev/mails?to=burst`);
    const { mails } = (await response.json()) as MailListBody;
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(30);
  });

  it('answers an unknown mail id with 404 { code: NOT_FOUND } and can be emptied', async () => {
    const missing = await fetch(`${server.baseUrl}/v1/dev/mails/999999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'No such mail.' });

    const cleared = await fetch(`${server.baseUrl}/v1/dev/mails`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    const { mails } = (await (await fetch(`${server.baseUrl}/v1/dev/mails`)).json()) as MailListBody;
    expect(mails).toEqual([]);
  });

  it('reports an SMTP server that refuses the connection as a failed send', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'Cible <no-reply@cible.test>', logger: createTestLogger() });
    await expect(mailer.send({ to: 'a@b.fr', subject: 's', text: 't' })).rejects.toThrow();
    await mailer.close();
  });
});

describe('mail: no catcher when SMTP_URL is set', () => {
  it('does not expose /v1/dev/mails', async () => {
    const server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect(server.mail.catcher).toBeNull();
      const response = await fetch(`${server.baseUrl}/v1/dev/mails`);
      expect(response.status).toBe(404);
    } finally {
      await server.close();
    }
  }, 60_000);
});
