import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, ApiErrorSchema, isApiErrorCode } from './api-error';

describe('ApiErrorSchema', () => {
  it('parses an error answer with code, message and issues', () => {
    const error = { code: 'VALIDATION.INVALID_BODY', message: 'Invalid body', issues: [{ path: ['phone'], message: 'PHONE.TOO_SHORT' }] };
    expect(ApiErrorSchema.parse(error)).toEqual(error);
    expect(ApiErrorSchema.parse({ code: 'SEQUENCE.TOO_MANY_EMAIL_STEPS', message: 'x' }).code).toBe('SEQUENCE.TOO_MANY_EMAIL_STEPS');
  });

  it('refuses lower-case codes and a missing message', () => {
    expect(ApiErrorSchema.safeParse({ code: 'auth.forbidden', message: 'x' }).success).toBe(false);
    expect(ApiErrorSchema.safeParse({ code: 'NOT_FOUND' }).success).toBe(false);
  });

  it('every foreseen code fits the code format and is recognised', () => {
    for (const code of API_ERROR_CODES) {
      expect(ApiErrorSchema.safeParse({ code, message: '' }).success).toBe(true);
      expect(isApiErrorCode(code)).toBe(true);
    }
    expect(API_ERROR_CODES).toEqual(expect.arrayContaining(['AUTH.INVALID_CREDENTIALS', 'AUTH.TOKEN_EXPIRED', 'AUTH.TOO_MANY_ATTEMPTS', 'AUTH.FORBIDDEN', 'VALIDATION.INVALID_BODY', 'NOT_FOUND']));
    // The server's platform answers: malformed JSON, content type, other 4xx, 405, database down.
    expect(API_ERROR_CODES).toEqual(
      expect.arrayContaining(['VALIDATION.MALFORMED_JSON', 'VALIDATION.UNSUPPORTED_MEDIA_TYPE', 'VALIDATION.INVALID_REQUEST', 'METHOD_NOT_ALLOWED', 'DATABASE.UNAVAILABLE']),
    );
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(isApiErrorCode('AUTH.UNKNOWN')).toBe(false);
  });
});
