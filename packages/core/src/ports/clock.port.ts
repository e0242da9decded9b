/** The time source (app code never reads the system clock or time zone directly). */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The IANA time zone of the user, e.g. `Europe/Paris`. */
  readonly zone: string;
}

/** A clock stopped at an instant (tests, replays). */
export function createFixedClock(instant: Date | string | number, zone: string = 'Europe/Paris'): Clock {
  const fixed = new Date(instant);
  if (Number.isNaN(fixed.getTime())) throw new Error(`Invalid instant ${String(instant)}`);
  return { now: () => new Date(fixed.getTime()), zone };
}
