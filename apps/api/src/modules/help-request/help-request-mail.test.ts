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
  it('keeps a text attachment as UTF-8 and decodes a base64 data URL', () => {
    expect(helpAttachmentOf({ file_content: 'héllo', file_name: 'a.txt', file_type: 'text/plain' })).toMatchObject({ size: 6, contentType: 'text/plain' });
    const decoded = helpAttachmentOf({ file_content: 'data:application/pdf;base64,JVBERi0x', file_name: 'a.pdf', file_type: 'application/pdf' });
    expect(decoded.content).toEqual(Buffer.from('%PDF-1'));
    expect(decoded.contentType).toBe('application/pdf');
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
});
