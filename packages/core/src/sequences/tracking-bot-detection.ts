/** Why a tracking hit is not counted as a person's: a privacy proxy, a security scanner, a too-early hit. */
export type TrackingBotReason = 'privacy_proxy' | 'scanner' | 'too_soon' | 'no_user_agent';

/** One hit of the open pixel or of a click redirect. */
export interface TrackingHit {
  readonly kind: 'open' | 'click';
  /** The User-Agent header, when sent. */
  readonly userAgent: string | null | undefined;
  /** ISO instant of the hit. */
  readonly at: string;
  /** ISO instant the mail was sent (null when unknown). */
  readonly sentAt: string | null | undefined;
}

/**
 * A hit within this many seconds of the send is a machine's: link scanners (Outlook Safe Links, Mimecast, Proofpoint)
 * and pre-fetching gateways open and click as soon as the mail arrives, no person reads that fast.
 * @rule prospecting §5 · a tracking hit within 10 seconds of the send is a bot's (designed)
 */
export const TRACKING_BOT_MIN_DELAY_SECONDS = 10;

/** Privacy proxies fetch images for the reader (Apple Mail Privacy Protection, Gmail, Yahoo): not a proof of reading. */
const PRIVACY_PROXIES: readonly RegExp[] = [/googleimageproxy|ggpht\.com/i, /yahoomailproxy/i, /^mozilla\/5\.0$/i];
/** Security scanners and automated clients. */
const SCANNERS: readonly RegExp[] = [
  /safelinks|safe ?links|microsoft office protocol discovery|ms-office.*preview|microsoft preview/i,
  /barracuda|mimecast|proofpoint|symantec|forcepoint|trendmicro|sophos|fortinet|cisco|ironport|messagelabs|zscaler/i,
  /bot\b|bot\/|crawler|spider|scanner|preview|headlesschrome|phantomjs|python-requests|python-urllib|curl\/|wget\/|go-http-client|java\/|okhttp|libwww|httpclient|axios|node-fetch/i,
];

/**
 * Whether a tracking hit is a bot's or a privacy proxy's, and why (`null`: a person's). Apple Mail Privacy Protection
 * fetches the pixel with the bare user agent "Mozilla/5.0"; Gmail and Yahoo through their image proxies; scanners name
 * themselves or are automated clients; a hit within {@link TRACKING_BOT_MIN_DELAY_SECONDS} of the send is a scanner's
 * whatever its user agent. Such hits are recorded, flagged, and left out of the rates by default.
 * @rule prospecting §5 · bot and privacy-proxy hits of tracking (Apple MPP, Gmail proxy, scanners) are flagged (designed)
 */
export function trackingBotReason(hit: TrackingHit): TrackingBotReason | null {
  const agent = hit.userAgent?.trim() ?? '';
  if (agent === '') return 'no_user_agent';
  if (PRIVACY_PROXIES.some((pattern) => pattern.test(agent))) return 'privacy_proxy';
  if (SCANNERS.some((pattern) => pattern.test(agent))) return 'scanner';
  if (hit.sentAt) {
    const elapsed = (Date.parse(hit.at) - Date.parse(hit.sentAt)) / 1000;
    if (Number.isFinite(elapsed) && elapsed < TRACKING_BOT_MIN_DELAY_SECONDS) return 'too_soon';
  }
  return null;
}
