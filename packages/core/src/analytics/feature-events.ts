/**
 * Delay before a feature-usage event is sent.
 * @rule app-shell §4, §9, prospecting §9 · feature-usage events delayed 500 ms
 */
export const FEATURE_EVENT_DELAY_MS = 500;
