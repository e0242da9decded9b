/** How far before its reception an event may say it occurred and still count on that day. */
export const ANALYTICS_MAX_EVENT_AGE_MS = 86_400_000;

/**
 * The instant an event counts at: when the browser says it occurred, but never after the API received it nor more than
 * a day before (a wrong clock or a forged instant cannot move usage to another period).
 * @rule design · an event counts when it occurred, bounded by its reception and one day before it
 */
export function analyticsCountedAt(occurredAt: Date, receivedAt: Date): Date {
  const received = receivedAt.getTime();
  const occurred = occurredAt.getTime();
  if (Number.isNaN(occurred)) return new Date(received);
  return new Date(Math.min(received, Math.max(received - ANALYTICS_MAX_EVENT_AGE_MS, occurred)));
}
