/** One sliding window of the support-chat rate limit: at most `max` messages in any `windowSeconds`. */
export interface SupportChatRateWindow {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * How many messages one author may send in one conversation (designed): 10 in any minute (a burst of short lines is
 * normal in a chat) and 60 in any hour (beyond that it is a script, or a flood that would bury the support inbox).
 * @rule app-shell §1, §7 (designed) · a support-chat author sends at most 10 messages a minute and 60 an hour
 */
export const SUPPORT_CHAT_RATE_LIMITS: readonly SupportChatRateWindow[] = [
  { max: 10, windowSeconds: 60 },
  { max: 60, windowSeconds: 3600 },
];

/** Whether one more message may be sent now, or how long to wait (whole seconds, at least 1). */
export type SupportChatSendDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Whether an author may send one more message at `nowMs`, given when (epoch milliseconds) he sent his earlier
 * messages of the conversation: for every window, the messages sent within the last `windowSeconds` (strictly after
 * `now − window`) must number fewer than `max`. Refused, the wait is the time until the oldest message counted in
 * the fullest window leaves it. Times after `now` (clock skew between processes) count as now. A refusal sends
 * nothing, so it never lengthens the wait.
 * @rule app-shell §1, §7 (designed) · support-chat rate limit over sliding windows, with the time to wait
 */
export function supportChatSendDecision(
  sentAtMs: readonly number[],
  nowMs: number,
  windows: readonly SupportChatRateWindow[] = SUPPORT_CHAT_RATE_LIMITS,
): SupportChatSendDecision {
  let waitMs = 0;
  for (const { max, windowSeconds } of windows) {
    const windowMs = windowSeconds * 1000;
    const inWindow = sentAtMs
      .map((at) => Math.min(at, nowMs))
      .filter((at) => at > nowMs - windowMs)
      .sort((a, b) => b - a);
    if (inWindow.length < max) continue;
    // The message whose leaving brings the count under max: the max-th most recent one.
    const leaving = inWindow[max - 1] as number;
    waitMs = Math.max(waitMs, leaving + windowMs - nowMs);
  }
  return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
