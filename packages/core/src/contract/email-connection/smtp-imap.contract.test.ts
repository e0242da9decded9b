import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusOfErrorCode } from '../../shared/error-status';
import { isMailHost, isMailboxFailureCode, MAILBOX_FAILURE_CODES, SmtpImapCredentialsBodySchema } from './smtp-imap.contract';

const server = { host: 'smtp.exemple.fr', port: 465, security: 'tls', user: 'jeanne@exemple.fr', password: 's3cret!' } as const;
const body = {
  email: 'jeanne.martin@exemple.fr',
  display_name: 'Jeanne Martin',
  smtp: server,
  imap: { ...server, host: 'imap.exemple.fr', port: 993 },
};

describe('SMTP + IMAP credentials body', () => {
  it('takes the address, display name and both servers', () => {
    expect(SmtpImapCredentialsBodySchema.parse(body)).toEqual(body);
    expect(SmtpImapCredentialsBodySchema.parse({ ...body, display_name: undefined }).display_name).toBeUndefined();
    expect(SmtpImapCredentialsBodySchema.parse({ ...body, smtp: { ...server, host: '  127.0.0.1 ' } }).smtp.host).toBe('127.0.0.1');
    expect(SmtpImapCredentialsBodySchema.parse({ ...body, imap: { ...server, host: '[::1]', security: 'none' } }).imap.host).toBe('[::1]');
  });

  it('refuses bad hosts, ports, security modes, empty logins, unknown fields and unsafe text', () => {
    const refused = [
      { ...body, email: 'pas-une-adresse' },
      { ...body, smtp: { ...server, host: 'smtp exemple.fr' } },
      { ...body, smtp: { ...server, host: 'http://smtp.exemple.fr' } },
      { ...body, smtp: { ...server, host: '-bad.exemple.fr' } },
      { ...body, smtp: { ...server, host: '' } },
      { ...body, smtp: { ...server, port: 0 } },
      { ...body, smtp: { ...server, port: 65_536 } },
      { ...body, smtp: { ...server, port: 25.5 } },
      { ...body, smtp: { ...server, port: '465' } },
      { ...body, smtp: { ...server, security: 'ssl' } },
      { ...body, imap: { ...server, user: '' } },
      { ...body, imap: { ...server, password: '' } },
      { ...body, imap: { ...server, password: 'a\u0000b' } },
      { ...body, imap: { ...server, password: 'a\uD800b' } },
      { ...body, display_name: 'x'.repeat(256) },
      { ...body, imap: { ...server, extra: 1 } },
      { ...body, extra: 1 },
      { ...body, imap: undefined },
    ];
    for (const input of refused) expect(SmtpImapCredentialsBodySchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });

  it('accepts every dotted IPv4 address and every host name of valid labels', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(fc.property(fc.tuple(octet, octet, octet, octet), (parts) => isMailHost(parts.join('.'))));
    fc.assert(fc.property(fc.domain(), (domain) => isMailHost(domain) === domain.length <= 253));
    fc.assert(fc.property(fc.string(), (text) => !/[\s/@:]/.test(text) || text.startsWith('[') || !isMailHost(text)));
  });

  it('answers every MAILBOX failure with a 422 and recognises its codes', () => {
    for (const code of MAILBOX_FAILURE_CODES) {
      expect(statusOfErrorCode(code), code).toBe(422);
      expect(isMailboxFailureCode(code)).toBe(true);
    }
    expect(isMailboxFailureCode('AUTH.FORBIDDEN')).toBe(false);
  });
});
