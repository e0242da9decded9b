import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import { CONTACT_INTERACTION_TYPE, CONTACT_INTERACTION_TYPES } from './interaction-types';

describe('CONTACT_INTERACTION_TYPES', () => {
  it('has ids 1 to 8 in the spec order', () => {
    expect(CONTACT_INTERACTION_TYPES.map((t) => [t.id, t.code])).toEqual([
      [1, 'mail_sent'],
      [2, 'mail_clicked'],
      [3, 'mail_opened'],
      [4, 'called'],
      [5, 'no_potential'],
      [6, 'appointment'],
      [7, 'mail_replied'],
      [8, 'mail_bounced'],
    ]);
    expect(new Set(CONTACT_INTERACTION_TYPES.map((t) => frText(t.label))).size).toBe(8);
  });

  it('maps codes to ids', () => {
    for (const type of CONTACT_INTERACTION_TYPES) expect(CONTACT_INTERACTION_TYPE[type.code]).toBe(type.id);
  });
});
