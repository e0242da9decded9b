import { DateTime } from 'luxon';
import type { SendingCalendar, SendingDayWindow } from './sending-calendar';
import { sendingWindowsFrom } from './sending-calendar';
import { SEQUENCE_TIMEZONE } from './sending-window';

/**
 * The smallest gap between two sends of one mailbox, whatever the window and threshold (30 seconds).
 * @rule design · minimum gap of 30 seconds between two sends of one mailbox
 */
export const MIN_SEND_GAP_MS = 30_000;

/**
 * The gap between two sends of an owner's mailbox in a window: the window length divided by the owner's daily
 * threshold, at least {@link MIN_SEND_GAP_MS} (9:00–18:00 and 50 a day: one send every 10 min 48 s).
 * @rule design · an owner's sends are spread over the window: window length / daily threshold apart
 */
export function sendGapMs(calendar: Pick<SendingCalendar, 'startHour' | 'endHour'>, dailyThreshold: number): number {
  const windowMs = Math.max(0, calendar.endHour - calendar.startHour) * 3_600_000;
  const threshold = Math.max(1, Math.floor(dailyThreshold));
  return Math.max(MIN_SEND_GAP_MS, Math.floor(windowMs / threshold));
}

/** One send to place: its key (the caller's), the sequence's window, and the instant it may not precede. */
export interface SendSlotRequest<K> {
  readonly key: K;
  readonly calendar: SendingCalendar;
  /** Epoch milliseconds. */
  readonly notBefore: number;
}

/** What the slot rule needs for one owner. */
export interface OwnerSendSlotsInput<K> {
  /** The owner's daily threshold (all his ongoing sequences together). */
  readonly dailyThreshold: number;
  /** Instants (epoch ms) of the owner's sends already planned, claimed or sent: they count and keep their gap. */
  readonly taken: readonly number[];
  readonly requests: readonly SendSlotRequest<K>[];
}

/** Where a request was placed: epoch milliseconds, or null when its window never opens. */
export interface SendSlot<K> {
  readonly key: K;
  readonly at: number | null;
}

const lowerBound = (sorted: readonly number[], value: number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** A calendar's windows, extended on demand (one luxon pass per day, then arithmetic on milliseconds). */
export class WindowList {
  private readonly windows: SendingDayWindow[] = [];
  private exhausted = false;

  constructor(
    private readonly calendar: SendingCalendar,
    private readonly from: number,
  ) {}

  at(index: number): SendingDayWindow | null {
    while (index >= this.windows.length && !this.exhausted) {
      const last = this.windows[this.windows.length - 1];
      const zone = this.calendar.timezone ?? SEQUENCE_TIMEZONE;
      const start = DateTime.fromMillis(last === undefined ? this.from : last.dayEnd, { zone });
      const more = sendingWindowsFrom(this.calendar, start, 32);
      if (more.length === 0) this.exhausted = true;
      this.windows.push(...more);
    }
    return this.windows[index] ?? null;
  }

  /** The first window that ends after `instant` (windows are ascending). */
  firstEndingAfter(instant: number): number {
    let index = 0;
    // Exponential then binary search over the loaded windows.
    while (this.at(index) !== null && this.at(index)!.end <= instant) index = index === 0 ? 1 : index * 2;
    let low = index === 0 ? 0 : Math.floor(index / 2);
    let high = Math.min(index, this.windows.length);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.windows[middle]!.end <= instant) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Sending windows computed once for several owners of one planning pass (the windows of a calendar do not depend on
 * the owner): valid for requests not before `origin`.
 */
export interface SendSlotWindows {
  readonly origin: number;
  readonly lists: Map<string, WindowList>;
}

/** A cache of sending windows for the requests of one pass, none before `origin` (epoch ms). */
export function sendSlotWindows(origin: number): SendSlotWindows {
  return { origin, lists: new Map() };
}

/** Windows further than this many sending days ahead are not searched (about three years of weekdays). */
const MAX_WINDOWS = 800;

const calendarKey = (calendar: SendingCalendar): string =>
  `${typeof calendar.sendableDays === 'string' ? calendar.sendableDays : calendar.sendableDays.join(',')}|${calendar.startHour}|${calendar.endHour}|${calendar.timezone ?? SEQUENCE_TIMEZONE}`;

/**
 * Places an owner's sends: each request gets the earliest instant at or after its `notBefore` that is inside its
 * sequence's window (sendable day, hours, no holiday, its time zone), on a day where the owner has fewer than his
 * daily threshold of sends (taken and placed together, the day read in that sequence's time zone), and at least the
 * window's gap ({@link sendGapMs}) away from every other send of the owner. Requests are served in `notBefore` order
 * (ties: the given order). Pure: the taken instants are not modified.
 * @rule design · an owner's sends: inside the window, at most the daily threshold per day across his sequences, spread by the gap
 */
export function planOwnerSendSlots<K>(input: OwnerSendSlotsInput<K>, windows?: SendSlotWindows): SendSlot<K>[] {
  const threshold = Math.max(1, Math.floor(input.dailyThreshold));
  const taken = [...input.taken].sort((a, b) => a - b);
  const earliest = input.requests.reduce((min, request) => Math.min(min, request.notBefore), Number.POSITIVE_INFINITY);
  // A shared cache serves when no request precedes its origin; else this call's own windows.
  const lists = windows !== undefined && earliest >= windows.origin ? windows.lists : new Map<string, WindowList>();
  const origin = windows !== undefined && earliest >= windows.origin ? windows.origin : earliest;
  // Per calendar and window index: the instant before which every request (served in notBefore order) is blocked.
  const frontier = new Map<string, number[]>();
  const countIn = (from: number, to: number) => lowerBound(taken, to) - lowerBound(taken, from);

  const order = input.requests.map((request, index) => ({ request, index }));
  order.sort((a, b) => a.request.notBefore - b.request.notBefore || a.index - b.index);
  const placed: (number | null)[] = new Array<number | null>(input.requests.length).fill(null);

  for (const { request, index } of order) {
    const key = calendarKey(request.calendar);
    let list = lists.get(key);
    if (list === undefined) {
      list = new WindowList(request.calendar, Number.isFinite(origin) ? origin : request.notBefore);
      lists.set(key, list);
    }
    let blocked = frontier.get(key);
    if (blocked === undefined) {
      blocked = [];
      frontier.set(key, blocked);
    }
    const gap = sendGapMs(request.calendar, threshold);
    let windowIndex = list.firstEndingAfter(request.notBefore);
    let t = request.notBefore;
    while (windowIndex < MAX_WINDOWS) {
      const window = list.at(windowIndex);
      if (window === null) break;
      t = Math.max(t, window.start, blocked[windowIndex] ?? Number.NEGATIVE_INFINITY);
      if (t >= window.end || countIn(window.dayStart, window.dayEnd) >= threshold) {
        blocked[windowIndex] = window.end;
        windowIndex += 1;
        continue;
      }
      const near = lowerBound(taken, t - gap + 1);
      if (near < taken.length && taken[near]! < t + gap) {
        t = taken[near]! + gap;
        blocked[windowIndex] = t;
        continue;
      }
      taken.splice(lowerBound(taken, t), 0, t);
      blocked[windowIndex] = t;
      placed[index] = t;
      break;
    }
  }
  return input.requests.map((request, index) => ({ key: request.key, at: placed[index] ?? null }));
}
