import { describe, expect, it } from 'vitest';
import { parseJournalImapUrl } from './campaign-journal';

describe('parseJournalImapUrl', () => {
  it('reads host, port (143 / 993 by default), TLS, the percent-encoded login and the folder (INBOX by default)', () => {
    expect(parseJournalImapUrl('imap://journal%40cible.fr:p%40ss%2Fw@127.0.0.1:1143/Journal%20campagnes')).toEqual({
      host: '127.0.0.1',
      port: 1143,
      secure: false,
      user: 'journal@cible.fr',
      password: 'p@ss/w',
      folder: 'Journal campagnes',
    });
    expect(parseJournalImapUrl('imaps://j:s@imap.cible.fr')).toMatchObject({ host: 'imap.cible.fr', port: 993, secure: true, folder: 'INBOX' });
    expect(parseJournalImapUrl('imap://j:s@[::1]/')).toMatchObject({ host: '::1', port: 143, folder: 'INBOX' });
  });

  it('refuses another scheme', () => {
    expect(() => parseJournalImapUrl('https://imap.cible.fr/INBOX')).toThrow(/imap/);
  });
});
