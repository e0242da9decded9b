/**
 * The tracking of a sequence mail before it is sent (open pixel, links rewritten to the click redirect, by the send's
 * tracking token): the hook the sender calls on every rendered HTML. Until the tracking module's `trackEmail(html,
 * token, baseUrl)` is merged (issue 18, replies and tracking), it leaves the HTML as it is.
 */
export type TrackEmail = (html: string, trackingToken: string) => string;

/** Pass-through stand-in of the tracking module's `trackEmail(html, token, baseUrl)`: answers `html` unchanged. */
export function trackEmail(html: string, _trackingToken: string, _baseUrl?: string): string {
  return html;
}
