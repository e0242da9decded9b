import { describe, expect, it } from 'vitest';
import { sequenceOwnerLabel } from './sequenceOwnerLabel';

describe('sequenceOwnerLabel', () => {
  const email = 'marie.durand@atlas.demo';

  it('names the owner "Prénom Nom"', () => {
    expect(sequenceOwnerLabel({ email, first_name: 'Marie', last_name: 'Durand' })).toBe('Marie Durand');
  });

  it('uses the one name given, trimmed', () => {
    expect(sequenceOwnerLabel({ email, first_name: '  Marie ', last_name: '' })).toBe('Marie');
    expect(sequenceOwnerLabel({ email, first_name: '', last_name: ' Durand' })).toBe('Durand');
  });

  it('falls back to the e-mail when both names are empty or blank', () => {
    expect(sequenceOwnerLabel({ email, first_name: '', last_name: '' })).toBe(email);
    expect(sequenceOwnerLabel({ email, first_name: ' ', last_name: '\t' })).toBe(email);
  });
});
