import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INQUIRY_STATUSES } from '../catalogues/inquiry-statuses';
import { INQUIRY_TRANSITIONS, inquiryTransitionOutcome, inquiryTransitionRefusal, nextInquiryStatuses } from './inquiry-transitions';

/** The oracle: every allowed move as "from>to" (docs/adr/026-inquiry-operator-transitions.md), written out by hand. */
const ALLOWED = new Set([
  '6>1',
  '1>6', '1>2',
  '2>1', '2>3', '2>7', '2>8', '2>10',
  '3>4',
  '7>5',
  '8>9', '8>2',
  '10>11', '10>2',
]);
/** The oracle of notifications: success on reaching pre-done, failure on reaching pre-fail. */
const NOTIFIED: Record<string, 'success' | 'failure'> = { '2>3': 'success', '2>7': 'failure' };

const statusId = fc.integer({ min: 1, max: 11 });
const anyId = fc.integer({ min: -3, max: 20 });

describe('inquiry status transitions (operator)', () => {
  it('INQUIRY_TRANSITIONS covers every status and lists no status twice', () => {
    expect(Object.keys(INQUIRY_TRANSITIONS).map(Number).sort((a, b) => a - b)).toEqual(INQUIRY_STATUSES.map((status) => status.id));
    for (const next of Object.values(INQUIRY_TRANSITIONS)) expect(new Set(next).size).toBe(next.length);
  });

  it('inquiryTransitionRefusal matches the oracle table for every pair, ids out of range included', () => {
    fc.assert(
      fc.property(anyId, anyId, (from, to) => {
        const expected = from === to ? 'same-status' : ALLOWED.has(`${from}>${to}`) ? null : 'not-allowed';
        expect(inquiryTransitionRefusal(from, to)).toBe(expected);
        expect(nextInquiryStatuses(from).includes(to as never)).toBe(expected === null);
      }),
    );
  });

  it('inquiryTransitionOutcome matches the oracle on every allowed move', () => {
    fc.assert(
      fc.property(statusId, statusId, (from, to) => {
        fc.pre(inquiryTransitionRefusal(from, to) === null);
        expect(inquiryTransitionOutcome(from, to)).toBe(NOTIFIED[`${from}>${to}`] ?? null);
      }),
    );
  });

  it('along any walk of allowed moves an inquiry notifies at most once, and done or fail only after its notified verdict', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), fc.constantFrom(1, 6), (choices, start) => {
        let status: number = start;
        let notified = 0;
        for (const choice of choices) {
          const next = nextInquiryStatuses(status);
          if (next.length === 0) break;
          const to = next[choice % next.length]!;
          if (inquiryTransitionOutcome(status, to) !== null) notified += 1;
          if (to === 4) expect(status).toBe(3);
          if (to === 5) expect(status).toBe(7);
          status = to;
        }
        expect(notified).toBeLessThanOrEqual(1);
        if (status === 4 || status === 5) expect(notified).toBe(1);
      }),
    );
  });

  it('final statuses have no way out', () => {
    for (const final of [4, 5, 9, 11]) expect(nextInquiryStatuses(final)).toEqual([]);
    expect(nextInquiryStatuses(42)).toEqual([]);
  });
});
