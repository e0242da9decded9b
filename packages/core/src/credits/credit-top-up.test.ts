import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditTopUpComment, creditTopUpDelta, planCreditTopUp } from './credit-top-up';

describe('credit top-up', () => {
  it('changes the amount by new minus old with the comment "{n} credits added"', () => {
    expect(creditTopUpDelta(40, 100)).toBe(60);
    expect(creditTopUpComment(60)).toBe('60 credits added');
    expect(creditTopUpComment(-10)).toBe('-10 credits added');
    expect(creditTopUpComment(0)).toBe('0 credits added');
    expect(creditTopUpComment(-1)).toBe('-1 credits added');
    expect(planCreditTopUp({ amount: 40 }, 100)).toEqual({ ok: true, value: [{ kind: 'manage', total_amount: 60, comment: '60 credits added' }] });
  });

  it('first creates a record with zero initial and renewal amounts when none exists', () => {
    expect(planCreditTopUp(null, 50)).toEqual({
      ok: true,
      value: [
        { kind: 'create', initial_amount: 0, renewal_amount: 0 },
        { kind: 'manage', total_amount: 50, comment: '50 credits added' },
      ],
    });
    expect(planCreditTopUp(null, 0)).toEqual({ ok: true, value: [{ kind: 'create', initial_amount: 0, renewal_amount: 0 }] });
  });

  it('does nothing for an unchanged amount and refuses invalid amounts', () => {
    expect(planCreditTopUp({ amount: 7 }, 7)).toEqual({ ok: true, value: [] });
    expect(planCreditTopUp({ amount: 7 }, -1)).toEqual({ ok: false, error: { code: 'CREDIT.INVALID_AMOUNT', details: { new_amount: -1 } } });
    expect(planCreditTopUp({ amount: 7 }, 1.5).ok).toBe(false);
  });

  it('writes the spec’s form in both directions, n being new minus old', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (old, target) => {
        const comment = creditTopUpComment(creditTopUpDelta(old, target));
        const match = /^(-?\d+) credits added$/.exec(comment);
        return match !== null && Number(match[1]) === target - old;
      }),
    );
  });

  it('always lands on the new amount', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(1_000_000), { nil: null }), fc.nat(1_000_000), (old, target) => {
        const plan = planCreditTopUp(old === null ? null : { amount: old }, target);
        if (!plan.ok) return false;
        const final = plan.value.reduce((amount, step) => (step.kind === 'manage' ? amount + step.total_amount : 0), old ?? 0);
        return final === target;
      }),
    );
  });
});
