/**
 * Number of unseen notifications the bell shows.
 * @rule app-shell §4, §9 · the bell shows up to 5 unseen notifications
 */
export const BELL_UNSEEN_COUNT = 5;
