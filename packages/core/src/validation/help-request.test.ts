import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_HELP_REQUEST_TYPE } from '../catalogues/help-request-types';
import { PORT_LIMITS } from '../contract/shared/api-primitives';
import { HELP_ATTACHMENT_MAX_BYTES, HelpRequestBodySchema } from '../contract/help-request/help-request.contract';
import { prepareHelpRequest } from './help-request';

const file = (file_size: number) => ({ file_content: 'hello', file_name: 'log.txt', file_type: 'text/plain', file_size });

describe('prepareHelpRequest', () => {
  it('requires a message, checked before the file', () => {
    expect(prepareHelpRequest({})).toEqual({ ok: false, error: { code: 'HELP.MESSAGE_REQUIRED' } });
    expect(prepareHelpRequest({ message: '   ', attachment: file(HELP_ATTACHMENT_MAX_BYTES + 1) })).toMatchObject({
      ok: false,
      error: { code: 'HELP.MESSAGE_REQUIRED' },
    });
    expect(prepareHelpRequest({ message: 'x'.repeat(PORT_LIMITS.longText + 1) })).toMatchObject({ error: { code: 'HELP.MESSAGE_TOO_LONG' } });
  });

  it('accepts attachments up to 3 × 1048576 bytes', () => {
    expect(HELP_ATTACHMENT_MAX_BYTES).toBe(3_145_728);
    expect(prepareHelpRequest({ message: 'Bonjour', attachment: file(3_145_728) }).ok).toBe(true);
    expect(prepareHelpRequest({ message: 'Bonjour', attachment: file(3_145_729) })).toEqual({
      ok: false,
      error: { code: 'HELP.FILE_TOO_LARGE', details: { max_bytes: 3_145_728, file_size: 3_145_729 } },
    });
  });

  it('refuses an attachment that is not plain text (checkHelpAttachment), by its content, not its name', () => {
    const attach = (file_content: string, file_name: string, file_type: string) =>
      prepareHelpRequest({ message: 'Voir pièce jointe', attachment: { file_content, file_name, file_type, file_size: file_content.length } });
    expect(attach('<svg onload="alert(1)"></svg>', 'photo.txt', 'text/plain')).toEqual({
      ok: false,
      error: { code: 'HELP.FILE_TYPE_NOT_ALLOWED', details: { reason: 'markup', field: 'file_content' } },
    });
    expect(attach('MZ\uFFFD\u0000\u0003', 'outil.exe', 'application/x-msdownload')).toMatchObject({ error: { details: { reason: 'binary' } } });
    expect(attach('Bonjour', 'notes.exe', 'application/x-msdownload')).toMatchObject({ error: { details: { reason: 'declared_type' } } });
    // A text named .exe, without a declared type, is text: its name does not decide.
    expect(attach('Bonjour', 'notes.exe', '')).toMatchObject({ ok: true, value: { attachment: { file_name: 'notes.exe', file_type: 'application/octet-stream' } } });
    // The message is still checked first, the size before the content.
    expect(prepareHelpRequest({ message: ' ', attachment: { file_content: '<html>', file_name: 'a.html', file_type: 'text/html', file_size: 6 } })).toMatchObject({
      error: { code: 'HELP.MESSAGE_REQUIRED' },
    });
  });

  it('uses the first request type when none is chosen and drops empty values', () => {
    const result = prepareHelpRequest({
      request_type: -1,
      message: '  Mon export est vide  ',
      attachment: null,
      user_first_name: 'Marie',
      user_last_name: '',
      organization_name: '  ',
      direct_phone: null,
      email: 'marie@example.fr',
    });
    expect(result).toEqual({
      ok: true,
      value: { request_type: DEFAULT_HELP_REQUEST_TYPE.code, message: 'Mon export est vide', user_first_name: 'Marie', email: 'marie@example.fr' },
    });
    expect(prepareHelpRequest({ request_type: 4, message: 'Bug' })).toMatchObject({ value: { request_type: 'bug_report' } });
  });

  it('keeps the attachment without its size, and drops user data the contract would refuse', () => {
    expect(prepareHelpRequest({ message: 'Voir pièce jointe', attachment: { ...file(5), file_type: '' }, phone: '01/23/45/67/89', direct_phone: '01 23 45 67 89' })).toEqual({
      ok: true,
      value: {
        request_type: 'customer_service',
        message: 'Voir pièce jointe',
        attachment: { file_content: 'hello', file_name: 'log.txt', file_type: 'application/octet-stream' },
        direct_phone: '01 23 45 67 89',
      },
    });
  });

  it('always produces a body the contract accepts, without empty strings', () => {
    const text = fc.option(fc.string({ maxLength: 20 }), { nil: undefined });
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -2, max: 6 })), fc.string({ maxLength: 50 }), text, text, text, (request_type, message, user_first_name, email, phone) => {
        const result = prepareHelpRequest({ request_type, message, user_first_name, email, phone });
        if (message.trim() === '') return !result.ok && result.error.code === 'HELP.MESSAGE_REQUIRED';
        if (!result.ok) return false;
        return HelpRequestBodySchema.safeParse(result.value).success && Object.values(result.value).every((value) => value !== '');
      }),
    );
  });
});
