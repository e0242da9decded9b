import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { estimateSequenceEndDate, sequenceDailyMailShare } from './estimate-end-date';
import type { SequenceEndDateInput } from './estimate-end-date';
import type { SequenceStep } from './next-step';
import { SEQUENCE_TIMEZONE } from './sending-window';

const paris = (iso: string) => DateTime.fromISO(iso, { zone: SEQUENCE_TIMEZONE });

const threeSteps: SequenceStep[] = [
  { id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: 2, interval: 2 }] },
  { id: 2, position: 2, type_id: 2, link_list: [{ next_step_id: 3, interval: null }] },
  { id: 3, position: 3, type_id: 1, link_list: [] },
];

const base: SequenceEndDateInput = {
  mailToSend: 120,
  dailyThreshold: 100,
  ownerOngoingSequenceCount: 1,
  isOngoing: false,
  sendableDays: '1,2,3,4,5',
  steps: threeSteps,
  startDate: '2024-03-11',
  now: paris('2024-03-07T10:00:00'),
};

describe('sequenceDailyMailShare', () => {
  it('shares the threshold among ongoing sequences, plus one when this one is not ongoing', () => {
    expect(sequenceDailyMailShare({ dailyThreshold: 100, ownerOngoingSequenceCount: 1, isOngoing: false })).toBe(50);
    expect(sequenceDailyMailShare({ dailyThreshold: 100, ownerOngoingSequenceCount: 3, isOngoing: true })).toBe(33);
    expect(sequenceDailyMailShare({ dailyThreshold: 100, ownerOngoingSequenceCount: 0, isOngoing: true })).toBe(100);
    expect(sequenceDailyMailShare({ dailyThreshold: 0, ownerOngoingSequenceCount: 0, isOngoing: false })).toBe(1);
    expect(sequenceDailyMailShare({ dailyThreshold: 3, ownerOngoingSequenceCount: 9, isOngoing: true })).toBe(1);
  });
});

describe('estimateSequenceEndDate', () => {
  it('matches the worked example of docs/rules/sequences.md (Mon 18 March 2024)', () => {
    const end = estimateSequenceEndDate(base);
    expect(end?.toISODate()).toBe('2024-03-18');
    expect(end?.zoneName).toBe(SEQUENCE_TIMEZONE);
    expect(end?.hour).toBe(0);
  });

  it('starts from now when the start date is past or missing', () => {
    const now = paris('2024-03-07T10:00:00'); // Thursday
    expect(estimateSequenceEndDate({ ...base, startDate: null, steps: [], mailToSend: 0, now })?.toISODate()).toBe('2024-03-07');
    expect(estimateSequenceEndDate({ ...base, startDate: '2024-01-01', steps: [], mailToSend: 100, now })?.toISODate()).toBe('2024-03-08');
  });

  it('uses 0 = Sunday and moves forward to the next sendable weekday', () => {
    const now = paris('2024-03-04T08:00:00'); // Monday
    expect(estimateSequenceEndDate({ ...base, sendableDays: '0', startDate: null, steps: [], mailToSend: 0, now })?.toISODate()).toBe('2024-03-10');
    expect(estimateSequenceEndDate({ ...base, sendableDays: [6], startDate: null, steps: [], mailToSend: 0, now })?.weekday).toBe(6);
  });

  it('counts whole weeks of sending days', () => {
    // 50 per day, 500 mails: 10 sending days Monday–Friday from Monday 4 March → Friday 15 March.
    const now = paris('2024-03-04T08:00:00');
    expect(estimateSequenceEndDate({ ...base, mailToSend: 500, startDate: null, steps: [], now })?.toISODate()).toBe('2024-03-15');
  });

  it('is null without sendable days or with an invalid time zone', () => {
    expect(estimateSequenceEndDate({ ...base, sendableDays: '' })).toBeNull();
    expect(estimateSequenceEndDate({ ...base, sendableDays: [] })).toBeNull();
    expect(estimateSequenceEndDate({ ...base, timezone: 'Mars/Olympus' })).toBeNull();
  });

  it('reads the date in Europe/Paris, not UTC (late evening UTC is the next day in Paris)', () => {
    const now = DateTime.fromISO('2024-03-07T23:30:00Z', { zone: 'utc' }); // Friday 8 March 00:30 in Paris
    expect(estimateSequenceEndDate({ ...base, startDate: null, steps: [], mailToSend: 0, now })?.toISODate()).toBe('2024-03-08');
  });

  it('keeps only weekday numbers 0..6 of a parsed list (7, -1 or 2.5 are no weekday)', () => {
    const now = paris('2024-03-04T08:00:00'); // Monday
    const at = (sendableDays: readonly number[]) => estimateSequenceEndDate({ ...base, sendableDays, startDate: null, steps: [], mailToSend: 0, now });
    expect(at([7])).toBeNull();
    expect(at([-1])).toBeNull();
    expect(at([2.5])).toBeNull();
    expect(at([7, -1, 3, 2.5])?.toISODate()).toBe('2024-03-06'); // Wednesday (3) only
  });

  it('reads a start date given as a luxon date, and ignores a missing or unreadable one', () => {
    const now = paris('2024-03-04T08:00:00'); // Monday
    const only = { ...base, steps: [], mailToSend: 0, now };
    expect(estimateSequenceEndDate({ ...only, startDate: paris('2024-03-13T15:00:00') })?.toISODate()).toBe('2024-03-13');
    expect(estimateSequenceEndDate({ ...only, startDate: DateTime.fromISO('2024-03-13T23:30:00Z') })?.toISODate()).toBe('2024-03-14'); // Paris day
    const { startDate: _omitted, ...withoutStart } = only;
    expect(estimateSequenceEndDate(withoutStart)?.toISODate()).toBe('2024-03-04');
    expect(estimateSequenceEndDate({ ...only, startDate: 'le 13 mars' })?.toISODate()).toBe('2024-03-04');
    expect(estimateSequenceEndDate({ ...only, startDate: DateTime.invalid('unreadable') })?.toISODate()).toBe('2024-03-04');
  });

  const inputArb = fc.record({
    mailToSend: fc.integer({ min: 0, max: 100_000 }),
    dailyThreshold: fc.integer({ min: 0, max: 2_000 }),
    ownerOngoingSequenceCount: fc.integer({ min: 0, max: 20 }),
    isOngoing: fc.boolean(),
    sendableDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    intervals: fc.array(fc.option(fc.integer({ min: 0, max: 30 })), { maxLength: 6 }),
    startOffsetDays: fc.option(fc.integer({ min: -60, max: 60 })),
    nowMillis: fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2027, 0, 1) }),
  });

  const toInput = (v: typeof inputArb extends fc.Arbitrary<infer T> ? T : never): SequenceEndDateInput => {
    const steps: SequenceStep[] = v.intervals.map((interval, index) => ({
      id: index + 1,
      position: index + 1,
      type_id: 2,
      link_list: index + 1 < v.intervals.length ? [{ next_step_id: index + 2, interval }] : [],
    }));
    const now = DateTime.fromMillis(v.nowMillis, { zone: 'utc' });
    return {
      mailToSend: v.mailToSend,
      dailyThreshold: v.dailyThreshold,
      ownerOngoingSequenceCount: v.ownerOngoingSequenceCount,
      isOngoing: v.isOngoing,
      sendableDays: v.sendableDays,
      steps,
      startDate: v.startOffsetDays === null ? null : now.plus({ days: v.startOffsetDays }),
      now,
    };
  };

  // An independent re-statement of the spec's rule (docs/rules/sequences.md "Estimated end date"), walking the calendar
  // day by day: the origin is the later of now and the start date, the step intervals are added, then sendable days are
  // counted one by one from there until the number of sending days needed (mail / daily share, at least 1) is reached.
  // (The generated steps form one chain in position order, so the path is the steps sorted by position.)
  const oracleEndDate = (input: SequenceEndDateInput): string | null => {
    const days = [...new Set(input.sendableDays as readonly number[])].filter((d) => [0, 1, 2, 3, 4, 5, 6].includes(d));
    if (days.length === 0) return null;
    const sharers = Math.max(1, input.ownerOngoingSequenceCount + (input.isOngoing ? 0 : 1));
    const share = Math.max(1, Math.floor(Math.max(0, input.dailyThreshold) / sharers));
    const needed = Math.max(1, Math.ceil(input.mailToSend / share));
    const now = input.now.setZone(SEQUENCE_TIMEZONE);
    const start = input.startDate instanceof DateTime ? input.startDate.setZone(SEQUENCE_TIMEZONE) : null;
    let day = (start !== null && start.toMillis() > now.toMillis() ? start : now).startOf('day');
    const path = [...input.steps].sort((a, b) => a.position - b.position);
    for (let index = 0; index + 1 < path.length; index += 1) {
      const interval = path[index]?.link_list[0]?.interval;
      day = day.plus({ days: typeof interval === 'number' && interval >= 0 ? Math.ceil(interval) : 1 });
    }
    let counted = 0;
    for (;;) {
      if (days.includes(day.weekday % 7)) counted += 1;
      if (counted === needed) return day.toISODate();
      day = day.plus({ days: 1 });
    }
  };

  const smallInputArb = fc.record({
    mailToSend: fc.integer({ min: 0, max: 400 }),
    dailyThreshold: fc.integer({ min: 0, max: 120 }),
    ownerOngoingSequenceCount: fc.integer({ min: 0, max: 6 }),
    isOngoing: fc.boolean(),
    sendableDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    intervals: fc.array(fc.option(fc.integer({ min: 0, max: 12 })), { maxLength: 5 }),
    startOffsetDays: fc.option(fc.integer({ min: -30, max: 30 })),
    // From 1965 to 2035, both sides of the DST changes of Europe/Paris.
    nowMillis: fc.integer({ min: Date.UTC(1965, 0, 1), max: Date.UTC(2035, 0, 1) }),
  });

  it('gives the day-by-day oracle\'s date for any input', () => {
    fc.assert(
      fc.property(smallInputArb, (v) => {
        const input = toInput(v);
        expect(estimateSequenceEndDate(input)?.toISODate() ?? null).toBe(oracleEndDate(input));
      }),
    );
  });

  it('never ends on a non-sendable day, nor before the day of now', () => {
    fc.assert(
      fc.property(inputArb, (v) => {
        const input = toInput(v);
        const end = estimateSequenceEndDate(input);
        if (end === null) return false;
        return v.sendableDays.includes(end.weekday % 7) && end >= input.now.setZone(SEQUENCE_TIMEZONE).startOf('day');
      }),
    );
  });

  it('never gives an earlier date for more mail', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 10_000 }), (v, extra) => {
        const less = estimateSequenceEndDate(toInput(v));
        const more = estimateSequenceEndDate({ ...toInput(v), mailToSend: v.mailToSend + extra });
        return less !== null && more !== null && more >= less;
      }),
    );
  });

  it('is null whenever no weekday is sendable', () => {
    fc.assert(fc.property(inputArb, (v) => estimateSequenceEndDate({ ...toInput(v), sendableDays: [] }) === null));
  });
});
