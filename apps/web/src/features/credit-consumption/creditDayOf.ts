import { CREDIT_DAY_ZONE } from '@cible/core';

/** The day (`YYYY-MM-DD`) of an instant in the zone credit events fall on days in (CREDIT_DAY_ZONE, as the API reads them). */
export function creditDayOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CREDIT_DAY_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
