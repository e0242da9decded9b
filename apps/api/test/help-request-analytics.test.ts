import { HELP_ATTACHMENT_MAX_BYTES } from '@cible/core';
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

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);
    const dataUrl = await server.api.call('POST', HELP, {
      token,
      body: { request_type: 'training', message: 'Capture', attachment: { file_content: `data:image/png;base64,${png.toString('base64')}`, file_name: 'capture.png', file_type: 'image/png' } },
    });
    expect(dataUrl.status).toBe(204);
    const withImage = await server.mail.catcher!.waitFor((caught) => caught.subject.includes('Demander une formation'));
    expect(withImage.attachments).toEqual([{ filename: 'capture.png', contentType: 'image/png', size: png.length }]);
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
