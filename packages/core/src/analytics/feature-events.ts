/**
 * Delay before a feature-usage event is sent.
 * @rule app-shell §4, §9, prospecting §9 · feature-usage events delayed 500 ms
 */
export const FEATURE_EVENT_DELAY_MS = 500;

/**
 * The feature-usage events the shell sends (each {@link FEATURE_EVENT_DELAY_MS} after the action; no typed text, no
 * id in them): a quick search run, the help form sent, the notification bell opened.
 * @rule design · the shell's feature-usage events: quick_search_used, help_request_sent, notifications_bell_opened
 */
export const SHELL_FEATURE_EVENTS = {
  quickSearch: 'quick_search_used',
  helpRequest: 'help_request_sent',
  notificationsBell: 'notifications_bell_opened',
} as const;

/** A feature-usage event name of the shell. */
export type ShellFeatureEvent = (typeof SHELL_FEATURE_EVENTS)[keyof typeof SHELL_FEATURE_EVENTS];
