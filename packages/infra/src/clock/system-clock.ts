import type { Clock } from '@cible/core';

/** The zone used when the browser does not tell its own. */
export const FALLBACK_TIME_ZONE = 'Europe/Paris';

function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? zone : FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/**
 * Core's {@link Clock} on the system time: the only place of the app reading the real time. The zone is the
 * browser's IANA zone (or the one given, e.g. the user's setting).
 */
export class SystemClock implements Clock {
  readonly zone: string;

  constructor(zone?: string) {
    this.zone = zone ?? browserTimeZone();
  }

  now(): Date {
    return new Date();
  }
}
