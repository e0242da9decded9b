import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import { EMAIL_PROCESSING_STATES, isEmailProcessingStateCode } from './email-processing-states';

describe('EMAIL_PROCESSING_STATES', () => {
  it('has the five spec codes with French labels', () => {
    expect(EMAIL_PROCESSING_STATES.map((s) => s.code)).toEqual(['pending', 'processing', 'success', 'failure', 'clicked']);
    expect(EMAIL_PROCESSING_STATES.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(EMAIL_PROCESSING_STATES.map((s) => frText(s.label))).toEqual(['En attente', 'En cours d’envoi', 'Envoyé', 'Échec', 'Cliqué']);
  });

  it('recognises only the catalogue codes', () => {
    for (const state of EMAIL_PROCESSING_STATES) expect(isEmailProcessingStateCode(state.code)).toBe(true);
    const codes = new Set<string>(EMAIL_PROCESSING_STATES.map((s) => s.code));
    fc.assert(fc.property(fc.string(), (s) => isEmailProcessingStateCode(s) === codes.has(s)));
    expect(isEmailProcessingStateCode(3)).toBe(false);
  });
});
