import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import { enText } from '../testing/texts';
import { AVAILABLE_COMMUNICATION_TYPES, COMMUNICATION_TYPE } from './communication-types';

describe('AVAILABLE_COMMUNICATION_TYPES', () => {
  it('has ids 1 to 5 in the spec order', () => {
    expect(AVAILABLE_COMMUNICATION_TYPES.map((t) => [t.id, enText(t.label)])).toEqual([
      [1, 'Direct email'],
      [2, 'Direct line'],
      [3, 'At least one phone number'],
      [4, 'Assistant details'],
      [5, 'Mobile phone'],
    ]);
    expect(frText(AVAILABLE_COMMUNICATION_TYPES[0]?.label)).toBe('Email direct');
    expect(frText(AVAILABLE_COMMUNICATION_TYPES[3]?.label)).toBe('Coordonnées de l’assistant(e)');
  });

  it('maps codes to ids, codes unique', () => {
    expect(new Set(AVAILABLE_COMMUNICATION_TYPES.map((t) => t.code)).size).toBe(5);
    for (const type of AVAILABLE_COMMUNICATION_TYPES) expect(COMMUNICATION_TYPE[type.code]).toBe(type.id);
  });
});
