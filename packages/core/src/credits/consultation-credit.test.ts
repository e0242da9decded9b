import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_CREDIT_COST, consultationCreditCost } from './consultation-credit';

describe('consultationCreditCost', () => {
  it('takes one credit on a metered user’s first opening of visible details only', () => {
    expect(consultationCreditCost({ metered: true, alreadyConsulted: false, blurred: false })).toBe(1);
    expect(consultationCreditCost({ metered: true, alreadyConsulted: true, blurred: false })).toBe(0);
    expect(consultationCreditCost({ metered: true, alreadyConsulted: false, blurred: true })).toBe(0);
    expect(consultationCreditCost({ metered: false, alreadyConsulted: false, blurred: false })).toBe(0);
  });

  it('is the cost exactly when every condition holds', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (metered, alreadyConsulted, blurred) => {
        const cost = consultationCreditCost({ metered, alreadyConsulted, blurred });
        return cost === ([metered, !alreadyConsulted, !blurred].every(Boolean) ? CONSULTATION_CREDIT_COST : 0);
      }),
    );
  });
});
