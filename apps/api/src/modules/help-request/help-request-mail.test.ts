import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../users/user-record';
import { helpAttachmentOf, helpRequestMail } from './help-request-mail';

const SENDER: UserRecord = {
  id: 5,
  organizationId: 1,
  organizationName: 'Atlas Conseil',
  email: 'kam@atlas.demo',
  firstName: 'Chloé',
  lastName: 'Thomas',
  phone: null,
  mobilePhone: null,
  civilityId: null,
  status: 1,
  testerLevel: null,
  isOrganizationManager: false,
  canExport: false,
  canExportLocation: false,
  isPlatformAdmin: false,
  tokensValidAfter: null,
  creationDate: new Date('2026-01-01T00:00:00Z'),
  licenceIds: [4],
};

describe('help request mail', () => {
  it('keeps a text attachment as UTF-8, forwarded as text/plain under a text extension', () => {
    expect(helpAttachmentOf({ file_content: 'héllo', file_name: 'a.txt', file_type: 'text/plain' })).toMatchObject({
      filename: 'a.txt',
      size: 6,
      contentType: 'text/plain; charset=utf-8',
      text: 'héllo',
      declaredTypes: ['text/plain'],
    });
    expect(helpAttachmentOf({ file_content: 'x', file_name: 'outil.exe', file_type: '' }).filename).toBe('outil.exe.txt');
    expect(helpAttachmentOf({ file_content: 'x', file_name: ' \r\n', file_type: '' }).filename).toBe('piece-jointe.txt');
  });

  it('decodes a base64 data URL: its text when the bytes are UTF-8, none otherwise, and its declared type', () => {
    const text = helpAttachmentOf({ file_content: `data:text/csv;base64,${Buffer.from('a;é\n').toString('base64')}`, file_name: 'a.csv', file_type: 'text/csv' });
    expect(text).toMatchObject({ text: 'a;é\n', size: 5, declaredTypes: ['text/csv', 'text/csv'] });
    const binary = helpAttachmentOf({ file_content: 'data:application/octet-stream;base64,TVqQAAMAAAAEAAAA', file_name: 'a.exe', file_type: 'text/plain' });
    expect(binary.content.subarray(0, 2).toString('latin1')).toBe('MZ');
    expect(binary).toMatchObject({ text: null, declaredTypes: ['text/plain', 'application/octet-stream'] });
  });

  it('never lets a typed name inject a header, and replies to the typed e-mail or the account', () => {
    const mail = helpRequestMail({
      to: 'support@cible.test',
      body: { request_type: 'training', message: 'Bonjour', user_first_name: 'Eve\r\nBcc: victim@example.com' },
      sender: { ...SENDER, lastName: 'Thomas\nBcc: x@y.z' },
      impersonatorId: 9,
      attachment: null,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('[Cible] Demander une formation : Chloé Thomas Bcc: x@y.z (Atlas Conseil)');
    expect(mail.text).toContain('Prénom : Eve Bcc: victim@example.com');
    expect(mail.text).toContain("l'administrateur n° 9");
    expect(mail.replyTo).toBe('kam@atlas.demo');
    expect(helpRequestMail({ to: 's@c.t', body: { request_type: 'training', message: 'x', email: 'c@d.fr' }, sender: SENDER, impersonatorId: null, attachment: null }).replyTo).toBe('c@d.fr');
  });

  it('writes the mail to support in French from core\'s texts', () => {
    const mail = helpRequestMail({ to: 's@c.t', body: { request_type: 'bug_report', message: 'Rien ne va', phone: '0601020304' }, sender: SENDER, impersonatorId: null, attachment: null });
    expect(mail.subject).toBe(`[Cible] Signaler un bug : ${SENDER.firstName} ${SENDER.lastName} (${SENDER.organizationName})`);
    expect(mail.text.split('\n').slice(0, 9)).toEqual([
      'Type de demande : Signaler un bug',
      '',
      'Message :',
      'Rien ne va',
      '',
      'Coordonnées saisies dans le formulaire :',
      '  Prénom : —',
      '  Nom : —',
      '  Organisation : —',
    ]);
    expect(mail.text).toContain('  Téléphone : 0601020304');
    expect(mail.text).toContain(`  Utilisateur n° ${SENDER.id} : ${SENDER.firstName} ${SENDER.lastName} <${SENDER.email}>`);
  });
});
