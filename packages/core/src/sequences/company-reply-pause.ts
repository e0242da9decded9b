/**
 * Until when a reply from a company pauses the owner's other targets of that company: no date, in practice (the owner
 * resumes them by hand, a status change of the target). Stored as this far instant in `paused_until`, so that the one
 * rule of the planner ("paused_until empty or past") holds for both pauses: an out-of-office's and a company's.
 * @rule prospecting §4 · a reply from a company pauses the owner's other targets of that company until resumed (designed)
 */
export const COMPANY_REPLY_PAUSED_UNTIL = '9999-12-31T00:00:00.000Z';

/** Whether a target's pause is a company reply's (not an out-of-office's return date). */
export function isCompanyReplyPause(pausedUntil: string | null): boolean {
  return pausedUntil !== null && Date.parse(pausedUntil) >= Date.parse(COMPANY_REPLY_PAUSED_UNTIL);
}
