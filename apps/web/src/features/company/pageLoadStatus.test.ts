import { describe, expect, it } from 'vitest';
import { failedPageStatus } from './pageLoadStatus';

const api = (status: number, code: string) => ({ kind: 'api', status, error: { code, message: '' } });

describe('failedPageStatus', () => {
  it('reads 404 and 400 as not found, 409 CREDITS.INSUFFICIENT as no consultation credit left, the rest as an error', () => {
    expect(failedPageStatus(api(404, 'NOT_FOUND'))).toBe('not-found');
    expect(failedPageStatus(api(400, 'VALIDATION.INVALID_PARAMS'))).toBe('not-found');
    expect(failedPageStatus(api(409, 'CREDITS.INSUFFICIENT'))).toBe('no-credits');
    expect(failedPageStatus(api(409, 'CONFLICT'))).toBe('error');
    expect(failedPageStatus(api(500, 'INTERNAL'))).toBe('error');
    expect(failedPageStatus(new Error('offline'))).toBe('error');
  });
});
