import { describe, expect, it } from 'vitest';
import { signatureFieldIssues } from './signature-field-issues';
import type { SignatureFields } from './signature-fields';

const EMPTY: SignatureFields = { fullName: '', jobTitle: '', company: '', phone: '', email: '', logoUrl: '', website: '', linkedinUrl: '', accentColour: '' };

describe('signatureFieldIssues', () => {
  it('names the filled fields whose link or colour is refused, in form order; empty fields are fine', () => {
    expect(signatureFieldIssues(EMPTY)).toEqual([]);
    expect(signatureFieldIssues({ ...EMPTY, fullName: '<b>', phone: '12', email: 'x', logoUrl: 'http://a.fr/l.png', website: 'https://atlas.fr', linkedinUrl: 'javascript:x', accentColour: 'red' })).toEqual([
      'phone',
      'email',
      'logoUrl',
      'linkedinUrl',
      'accentColour',
    ]);
  });
});
