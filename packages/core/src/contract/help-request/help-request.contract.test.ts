import { describe, expect, it } from 'vitest';
import { HELP_ATTACHMENT_MAX_BYTES, HELP_REQUEST_ENDPOINTS, HelpRequestBodySchema, HelpRequestTypeCodeSchema } from './help-request.contract';
import { HELP_REQUEST_TYPES } from '../../catalogues/help-request-types';

const request = {
  request_type: 'bug_report',
  message: 'La page des séquences ne charge pas.',
  attachment: { file_content: 'trace…', file_name: 'trace.txt', file_type: 'text/plain' },
  user_first_name: 'Jeanne',
  user_last_name: 'Martin',
  organization_name: 'Exemple SA',
  direct_phone: '01 23 45 67 89',
  email: 'jeanne.martin@exemple.fr',
  phone: '06 12 34 56 78',
};

describe('help-request port', () => {
  it('parses a help request with the spec’s fields', () => {
    expect(HelpRequestBodySchema.parse(request)).toEqual(request);
    expect(HelpRequestBodySchema.parse({ request_type: 'training', message: 'Bonjour' })).toEqual({ request_type: 'training', message: 'Bonjour' });
  });

  it('uses the request-type codes of the catalogue', () => {
    expect(HelpRequestTypeCodeSchema.options).toEqual(HELP_REQUEST_TYPES.map((type) => type.code));
  });

  it('refuses a blank message, an unknown field, a bad phone and an unknown request type', () => {
    expect(HelpRequestBodySchema.safeParse({ ...request, message: '  ' }).error?.issues[0]?.message).toBe('HELP.MESSAGE_REQUIRED');
    expect(HelpRequestBodySchema.safeParse({ ...request, message: 'a'.repeat(20_001) }).error?.issues[0]?.message).toBe('HELP.MESSAGE_TOO_LONG');
    expect(HelpRequestBodySchema.safeParse({ ...request, cc: 'x@y.fr' }).success).toBe(false);
    expect(HelpRequestBodySchema.safeParse({ ...request, phone: '123' }).success).toBe(false);
    expect(HelpRequestBodySchema.safeParse({ ...request, request_type: 'complaint' }).success).toBe(false);
  });

  it('refuses an attachment that is not plain text, or whose declared type is not a text type', () => {
    const attach = (file_content: string, file_type: string) =>
      HelpRequestBodySchema.safeParse({ ...request, attachment: { file_content, file_name: 'f.txt', file_type } }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(attach('<html><script>alert(1)</script></html>', 'text/plain')).toEqual([['attachment.file_content', 'HELP.FILE_TYPE_NOT_ALLOWED']]);
    expect(attach('#!/bin/sh', 'text/plain')).toEqual([['attachment.file_content', 'HELP.FILE_TYPE_NOT_ALLOWED']]);
    expect(attach('journal', 'image/svg+xml')).toEqual([['attachment.file_type', 'HELP.FILE_TYPE_NOT_ALLOWED']]);
    expect(attach('journal', 'text/csv; charset=utf-8')).toBeUndefined();
  });

  it('limits the attachment to 3 MB of text', () => {
    expect(HELP_ATTACHMENT_MAX_BYTES).toBe(3 * 1048576);
    const at = (length: number) => ({ ...request, attachment: { ...request.attachment, file_content: 'a'.repeat(length) } });
    expect(HelpRequestBodySchema.safeParse(at(HELP_ATTACHMENT_MAX_BYTES)).success).toBe(true);
    expect(HelpRequestBodySchema.safeParse(at(HELP_ATTACHMENT_MAX_BYTES + 1)).error?.issues[0]?.message).toBe('HELP.FILE_TOO_LARGE');
  });

  it('posts to the designed /v1/email/help-request and reads no answer', () => {
    const endpoint = HELP_REQUEST_ENDPOINTS.sendHelpRequest;
    expect(`${endpoint.method} ${endpoint.path}`).toBe('POST /v1/email/help-request');
    expect(endpoint.responseType).toBe('none');
    expect(endpoint.designed).toBe(true);
  });
});
