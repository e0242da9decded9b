import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { MIN_SEND_GAP_MS, planOwnerSendSlots, sendGapMs } from './owner-send-slots';
import type { SendSlotRequest } from './owner-send-slots';
import { isSendingDay, nextSendingInstant } from './sending-calendar';
import type { SendingCalendar } from './sending-calendar';

const weekdays: SendingCalendar = { sendableDays: '1,2,3,4,5', startHour: 9, endHour: 18 };
const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toMillis();
const isoOf = (millis: number | null) => (millis === null ? null : DateTime.fromMillis(millis, { zone: 'Europe/Paris' }).toISO());

const inWindow = (calendar: SendingCalendar, millis: number) => {
  const local = DateTime.fromMillis(millis, { zone: calendar.timezone ?? 'Europe/Paris' });
  return isSendingDay(calendar, local) && local.hour >= calendar.startHour && local.hour < calendar.endHour;
};
const dayOf = (calendar: SendingCalendar, millis: number) => DateTime.fromMillis(millis, { zone: calendar.timezone ?? 'Europe/Paris' }).toISODate();

/**
 * Oracle: the earliest feasible instant is the request's notBefore, a window opening, or another send plus the gap
 * (the left ends of what the constraints allow); try those candidates in order, each checked directly.
 */
function oraclePlan(threshold: number, taken: readonly number[], requests: readonly SendSlotRequest<number>[]): (number | null)[] {
  const all = [...taken];
  const result: (number | null)[] = requests.map(() => null);
  const order = requests.map((request, index) => ({ request, index })).sort((a, b) => a.request.notBefore - b.request.notBefore || a.index - b.index);
  const openings = new Map<SendingCalendar, number[]>();
  const openingsOf = (calendar: SendingCalendar) => {
    let list = openings.get(calendar);
    if (list === undefined) {
      // Local days from a day before the first request, 400 of them, opening at the start hour of each open one.
      list = [];
      let day = DateTime.fromMillis(Math.min(...requests.map((r) => r.notBefore)), { zone: 'Europe/Paris' }).startOf('day');
      for (let index = 0; index < 400; index += 1, day = day.plus({ days: 1 })) {
        if (isSendingDay(calendar, day)) list.push(day.set({ hour: calendar.startHour }).toMillis());
      }
      openings.set(calendar, list);
    }
    return list;
  };
  for (const { request, index } of order) {
    const gap = sendGapMs(request.calendar, threshold);
    const candidates = [request.notBefore, ...openingsOf(request.calendar), ...all.map((x) => x + gap)].filter((c) => c >= request.notBefore).sort((a, b) => a - b);
    const feasible = candidates.find(
      (c) =>
        inWindow(request.calendar, c) &&
        all.every((x) => Math.abs(x - c) >= gap) &&
        all.filter((x) => dayOf(request.calendar, x) === dayOf(request.calendar, c)).length < threshold,
    );
    if (feasible !== undefined) {
      result[index] = feasible;
      all.push(feasible);
    }
  }
  return result;
}

const calendarArb = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    startHour: fc.integer({ min: 7, max: 20 }),
    length: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ days, startHour, length }): SendingCalendar => ({ sendableDays: days, startHour, endHour: Math.min(22, startHour + length) }));

const origin = Date.UTC(2024, 4, 1); // around the May holidays
const scenarioArb = fc.record({
  threshold: fc.integer({ min: 1, max: 12 }),
  calendars: fc.array(calendarArb, { minLength: 1, maxLength: 2 }),
  taken: fc.array(fc.integer({ min: 0, max: 6 * 86_400 }), { maxLength: 8 }),
  requests: fc.array(fc.record({ calendar: fc.nat(1), offsetMinutes: fc.integer({ min: 0, max: 5 * 24 * 60 }) }), { minLength: 1, maxLength: 14 }),
});

describe('planOwnerSendSlots', () => {
  it('spreads the sends of one day by the window length over the threshold, then moves on to the next sending day', () => {
    const requests = Array.from({ length: 4 }, (_, key) => ({ key, calendar: weekdays, notBefore: paris('2024-03-08T16:00:00') }));
    const slots = planOwnerSendSlots({ dailyThreshold: 3, taken: [paris('2024-03-08T10:00:00')], requests });
    // 9 hours / 3 = one send every 3 hours; Friday already holds one send at 10:00, so two more then Monday.
    expect(slots.map((slot) => isoOf(slot.at))).toEqual([
      '2024-03-08T16:00:00.000+01:00',
      '2024-03-11T09:00:00.000+01:00',
      '2024-03-11T12:00:00.000+01:00',
      '2024-03-11T15:00:00.000+01:00',
    ]);
    expect(sendGapMs(weekdays, 2000)).toBe(MIN_SEND_GAP_MS);
  });

  it('is the calendar\'s next sending instant for one send without contention', () => {
    fc.assert(
      fc.property(calendarArb, fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.integer({ min: 1, max: 2000 }), (calendar, notBefore, threshold) => {
        const [slot] = planOwnerSendSlots({ dailyThreshold: threshold, taken: [], requests: [{ key: 0, calendar, notBefore }] });
        expect(slot?.at).toBe(nextSendingInstant(calendar, DateTime.fromMillis(notBefore))?.toMillis());
      }),
    );
  });

  it('places every send where the candidate-by-candidate oracle does: inside the window, threshold per day, gap apart', () => {
    fc.assert(
      fc.property(scenarioArb, ({ threshold, calendars, taken, requests }) => {
        const takenMillis = taken.map((seconds) => origin + seconds * 1000);
        const slotRequests = requests.map((request, key) => ({
          key,
          calendar: calendars[request.calendar % calendars.length]!,
          notBefore: origin + request.offsetMinutes * 60_000,
        }));
        const slots = planOwnerSendSlots({ dailyThreshold: threshold, taken: takenMillis, requests: slotRequests });
        expect(slots.map((slot) => slot.at)).toEqual(oraclePlan(threshold, takenMillis, slotRequests));
        // The promises themselves, checked directly.
        const placed = slots.flatMap((slot, index) => (slot.at === null ? [] : [{ at: slot.at, request: slotRequests[index]! }]));
        for (const { at, request } of placed) {
          expect(at).toBeGreaterThanOrEqual(request.notBefore);
          expect(inWindow(request.calendar, at)).toBe(true);
          const sameDay = [...takenMillis, ...placed.map((p) => p.at)].filter((x) => dayOf(request.calendar, x) === dayOf(request.calendar, at));
          expect(sameDay.length).toBeLessThanOrEqual(Math.max(threshold, takenMillis.filter((x) => dayOf(request.calendar, x) === dayOf(request.calendar, at)).length));
          for (const other of placed) {
            if (other.at !== at) expect(Math.abs(other.at - at)).toBeGreaterThanOrEqual(Math.min(sendGapMs(request.calendar, threshold), sendGapMs(other.request.calendar, threshold)));
          }
        }
        expect(new Set(placed.map((p) => p.at)).size).toBe(placed.length);
      }),
      { numRuns: 60 },
    );
  });
});
