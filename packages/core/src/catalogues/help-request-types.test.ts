import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import { DEFAULT_HELP_REQUEST_TYPE, HELP_REQUEST_TYPES, helpRequestTypeOrDefault } from './help-request-types';

describe('HELP_REQUEST_TYPES', () => {
  it('lists the four request types in the spec order', () => {
    expect(HELP_REQUEST_TYPES.map((t) => [t.id, frText(t.label)])).toEqual([
      [1, 'Contacter le service client'],
      [2, 'Demander un paramétrage de profil'],
      [3, 'Demander une formation'],
      [4, 'Signaler un bug'],
    ]);
  });

  it('defaults to the first option', () => {
    expect(DEFAULT_HELP_REQUEST_TYPE).toBe(HELP_REQUEST_TYPES[0]);
    expect(DEFAULT_HELP_REQUEST_TYPE.code).toBe('customer_service');
    expect(helpRequestTypeOrDefault(undefined)).toBe(DEFAULT_HELP_REQUEST_TYPE);
    expect(helpRequestTypeOrDefault(null)).toBe(DEFAULT_HELP_REQUEST_TYPE);
    expect(helpRequestTypeOrDefault(-1)).toBe(DEFAULT_HELP_REQUEST_TYPE);
    expect(helpRequestTypeOrDefault(4).code).toBe('bug_report');
  });

  it('keeps a known choice, falls back to the first otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), (n) => {
        const chosen = helpRequestTypeOrDefault(n);
        return n >= 1 && n <= 4 ? chosen.id === n : chosen === DEFAULT_HELP_REQUEST_TYPE;
      }),
    );
  });
});
