import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API_ERROR_CODES } from '../index';
import { ERROR_CODE_STATUS, GENERIC_ERROR_CODES, genericErrorCodeOf, statusOfErrorCode } from './error-status';
import { DomainFailure, isDomainFailure } from './domain-failure';

describe('ERROR_CODE_STATUS', () => {
  it('gives every API error code a status, and every generic code maps back to its own status', () => {
    for (const code of API_ERROR_CODES) expect(ERROR_CODE_STATUS[code], code).toBeGreaterThanOrEqual(400);
    for (const [status, code] of Object.entries(GENERIC_ERROR_CODES)) expect(statusOfErrorCode(code), code).toBe(Number(status));
  });

  it('answers 400 for a domain refusal it does not list, and the listed status otherwise', () => {
    expect(statusOfErrorCode('PASSWORD.TOO_SHORT')).toBe(400);
    expect(statusOfErrorCode('NOT_FOUND')).toBe(404);
    expect(statusOfErrorCode('INQUIRY.QUOTA_REACHED')).toBe(409);
    expect(statusOfErrorCode('DATA.BLURRED')).toBe(403);
    fc.assert(fc.property(fc.constantFrom(...Object.keys(ERROR_CODE_STATUS)), (code) => statusOfErrorCode(code) === ERROR_CODE_STATUS[code]));
  });
});

describe('genericErrorCodeOf', () => {
  it('names the generic code of a status, by class when the status has none', () => {
    expect(genericErrorCodeOf(404)).toBe('NOT_FOUND');
    expect(genericErrorCodeOf(418)).toBe('VALIDATION.INVALID_REQUEST');
    expect(genericErrorCodeOf(502)).toBe('INTERNAL');
    fc.assert(fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
      const code = genericErrorCodeOf(status);
      return GENERIC_ERROR_CODES[status] !== undefined ? statusOfErrorCode(code) === status : statusOfErrorCode(code) === (status >= 500 ? 500 : 400);
    }));
  });
});

describe('DomainFailure', () => {
  it('carries its code, message, details and issues, and is recognised', () => {
    const failure = new DomainFailure('NOT_FOUND', 'No such user.', { details: { id: 3 } });
    expect([failure.code, failure.message, failure.details]).toEqual(['NOT_FOUND', 'No such user.', { id: 3 }]);
    expect(isDomainFailure(failure)).toBe(true);
    expect(isDomainFailure(new Error('x'))).toBe(false);
  });
});
