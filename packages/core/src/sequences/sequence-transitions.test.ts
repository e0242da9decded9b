import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { SEQUENCE_STATUS, SEQUENCE_STATUSES } from '../catalogues/sequence-statuses';
import {
  SEQUENCE_STATISTICS_STATUS_IDS,
  SEQUENCE_STATUS_TRANSITIONS,
  allowedSequenceTransitions,
  canTransitionSequence,
  checkSequenceLaunch,
  isCountedInSequenceStatistics,
  isTerminalSequenceStatus,
  sequenceLaunchStatus,
  transitionSequence,
} from './sequence-transitions';

const { draft, ongoing, paused, finished, archived, programmed } = SEQUENCE_STATUS;
const statusIds = SEQUENCE_STATUSES.map((s) => s.id);

describe('sequence transitions', () => {
  it('follows the designed table', () => {
    expect(SEQUENCE_STATUS_TRANSITIONS).toEqual({
      1: [6, 2],
      6: [2, 1],
      2: [3, 4],
      3: [2, 4],
      4: [5],
      5: [],
    });
    expect(allowedSequenceTransitions(draft)).toEqual([programmed, ongoing]);
    expect(allowedSequenceTransitions(99)).toEqual([]);
    expect(canTransitionSequence(ongoing, paused)).toBe(true);
    expect(canTransitionSequence(paused, ongoing)).toBe(true);
    expect(canTransitionSequence(draft, finished)).toBe(false);
    expect(canTransitionSequence(archived, finished)).toBe(false);
    expect(canTransitionSequence(ongoing, ongoing)).toBe(false);
  });

  it('returns the new status or SEQUENCE.TRANSITION_NOT_ALLOWED', () => {
    expect(transitionSequence(finished, archived)).toEqual({ ok: true, value: archived });
    expect(transitionSequence(archived, ongoing)).toEqual({
      ok: false,
      error: { code: 'SEQUENCE.TRANSITION_NOT_ALLOWED', details: { from: archived, to: ongoing } },
    });
  });

  it('has no transition out of a terminal status (archived only)', () => {
    expect(statusIds.filter(isTerminalSequenceStatus)).toEqual([archived]);
    fc.assert(
      fc.property(fc.constantFrom(...statusIds), fc.integer({ min: -2, max: 10 }), (from, to) =>
        isTerminalSequenceStatus(from) ? !canTransitionSequence(from, to) && !transitionSequence(from, to).ok : true,
      ),
    );
  });

  it('reaches every status from draft', () => {
    const reached = new Set<number>([draft]);
    const queue: number[] = [draft];
    while (queue.length > 0) {
      const from = queue.shift() as number;
      for (const to of allowedSequenceTransitions(from)) {
        if (!reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
      }
    }
    expect([...reached].sort()).toEqual([...statusIds].sort());
  });

  it('agrees between the check, the list and the result for any pair', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), (from, to) => {
        const allowed = canTransitionSequence(from, to);
        return allowed === allowedSequenceTransitions(from).includes(to as 1) && allowed === transitionSequence(from, to).ok && (from !== to || !allowed);
      }),
    );
  });
});

describe('checkSequenceLaunch', () => {
  it('needs a step, a target and a sender mailbox', () => {
    expect(checkSequenceLaunch({ stepCount: 1, targetCount: 1, hasSenderMailbox: true })).toEqual({ ok: true, value: true });
    expect(checkSequenceLaunch({ stepCount: 0, targetCount: 0, hasSenderMailbox: false })).toEqual({
      ok: false,
      error: { code: 'SEQUENCE.NO_STEP', details: { missing: ['SEQUENCE.NO_STEP', 'SEQUENCE.NO_TARGET', 'SEQUENCE.NO_SENDER_MAILBOX'] } },
    });
    expect(checkSequenceLaunch({ stepCount: 2, targetCount: 0, hasSenderMailbox: true })).toMatchObject({ error: { code: 'SEQUENCE.NO_TARGET' } });
    expect(checkSequenceLaunch({ stepCount: 2, targetCount: 3, hasSenderMailbox: false })).toMatchObject({ error: { code: 'SEQUENCE.NO_SENDER_MAILBOX' } });
  });

  it('is ok exactly when all three preconditions hold', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), fc.boolean(), (stepCount, targetCount, hasSenderMailbox) =>
        checkSequenceLaunch({ stepCount, targetCount, hasSenderMailbox }).ok === (stepCount > 0 && targetCount > 0 && hasSenderMailbox),
      ),
    );
  });
});

describe('sequenceLaunchStatus', () => {
  const now = DateTime.fromISO('2024-03-07T10:00:00Z', { zone: 'utc' });
  it('is programmed for a future start date, ongoing otherwise', () => {
    expect(sequenceLaunchStatus(now.plus({ minutes: 1 }), now)).toBe(programmed);
    expect(sequenceLaunchStatus(now, now)).toBe(ongoing);
    expect(sequenceLaunchStatus(now.minus({ days: 1 }), now)).toBe(ongoing);
    expect(sequenceLaunchStatus(null, now)).toBe(ongoing);
    expect(sequenceLaunchStatus(undefined, now)).toBe(ongoing);
    expect(sequenceLaunchStatus(DateTime.invalid('unreadable'), now)).toBe(ongoing);
    expect(canTransitionSequence(draft, sequenceLaunchStatus(now.plus({ days: 3 }), now))).toBe(true);
  });

  it('is programmed exactly when a readable start date is a later instant than now, for any now (1900 to 2100)', () => {
    const millis = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
    const startArb = fc.oneof(
      millis.map((ms) => DateTime.fromMillis(ms, { zone: 'Europe/Paris' })),
      fc.constantFrom(null, undefined, DateTime.invalid('unreadable')),
    );
    fc.assert(
      fc.property(startArb, millis, (start, nowMillis) => {
        const expected = start?.isValid === true && start.toMillis() > nowMillis ? programmed : ongoing;
        return sequenceLaunchStatus(start, DateTime.fromMillis(nowMillis, { zone: 'utc' })) === expected;
      }),
    );
  });
});

describe('statistics statuses', () => {
  it('counts every status but draft', () => {
    expect(SEQUENCE_STATISTICS_STATUS_IDS).toHaveLength(5);
    expect(isCountedInSequenceStatistics(draft)).toBe(false);
    for (const id of [ongoing, paused, finished, archived, programmed]) expect(isCountedInSequenceStatistics(id)).toBe(true);
    expect(isCountedInSequenceStatistics(42)).toBe(false);
  });
});
