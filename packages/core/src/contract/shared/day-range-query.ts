import type { z } from 'zod';
import { ApiDateSchema } from './api-primitives';

const DAY_MS = 86_400_000;

/**
 * The checks of a range of calendar days `from`–`to` in a query (designed): in order (else DATE_RANGE.START_AFTER_END on
 * `to`), at most `maxDays` apart (else DATE_RANGE.TOO_LONG). For `superRefine` of an object holding `from` and `to`.
 */
export function checkDayRange(maxDays: number) {
  return (range: { from: string; to: string }, context: z.RefinementCtx): void => {
    // Zod runs this refinement on bad dates too: their own issue is enough.
    if (![range.from, range.to].every((day) => ApiDateSchema.safeParse(day).success)) return;
    if (range.from > range.to) context.addIssue({ code: 'custom', message: 'DATE_RANGE.START_AFTER_END', path: ['to'] });
    else if ((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS > maxDays) context.addIssue({ code: 'custom', message: 'DATE_RANGE.TOO_LONG', path: ['to'] });
  };
}
