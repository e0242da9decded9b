import type { CampaignTransport } from './campaign-sender';

/**
 * Where delivery status notifications of campaign mails go (docs/adr/042-campaign-dsn-bounces.md): the envelope
 * sender (Return-Path) `CAMPAIGN_BOUNCE_ADDRESS`, in VERP form `local+<key>@domain` unless CAMPAIGN_BOUNCE_VERP=off.
 */
export interface CampaignBounceAddress {
  readonly address: string;
  readonly verp: boolean;
}

/**
 * The VERP key of a campaign mail: the UUID of its Message-ID `<uuid@sender-domain>` (ADR 038). Not the tracking
 * token: that one is a capability and base64url (case-sensitive, while mail servers may lower-case a local part); the
 * UUID is lower-case hex, already public in the mail's header, and short enough for a 64-octet local part.
 */
const KEY = /^<([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@[^<>\s]+>$/i;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The VERP key of a Message-ID, null when it is not one of the campaign sender's `<uuid@domain>`. */
export function campaignBounceKeyOf(messageId: string): string | null {
  return KEY.exec(messageId.trim())?.[1]?.toLowerCase() ?? null;
}

/** `bounces@domain` + key → `bounces+key@domain` (RFC 5233 sub-address). */
export function verpAddress(address: string, key: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}+${key}@${address.slice(at + 1)}`;
}

/**
 * The VERP key in an address a DSN was sent to (`bounces+key@domain` of the configured bounce address: same local
 * part before `+`, same domain, both compared without case), else null.
 */
export function campaignBounceKeyOfAddress(recipient: string, bounceAddress: string): string | null {
  const address = (/<([^<>]+)>/.exec(recipient)?.[1] ?? recipient).trim().toLowerCase();
  const base = bounceAddress.toLowerCase();
  const at = base.lastIndexOf('@');
  const prefix = `${base.slice(0, at)}+`;
  const suffix = base.slice(at);
  if (!address.startsWith(prefix) || !address.endsWith(suffix)) return null;
  const key = address.slice(prefix.length, address.length - suffix.length);
  return UUID.test(key) && key.length === 36 ? key : null;
}

/** The recipients of a nodemailer message (to, cc, bcc: strings, lists, `{ address }` objects). */
function recipientsOf(mail: Record<string, unknown>): string[] {
  const out: string[] = [];
  const add = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'string') out.push(...value.split(',').map((part) => (/<([^<>]+)>/.exec(part)?.[1] ?? part).trim()).filter((part) => part !== ''));
    else if (value !== null && typeof value === 'object' && typeof (value as { address?: unknown }).address === 'string') out.push((value as { address: string }).address);
  };
  add(mail.to);
  add(mail.cc);
  add(mail.bcc);
  return out;
}

/**
 * The nodemailer options that set a campaign mail's envelope: `envelope.from` = the bounce address (VERP with the
 * Message-ID's key), `envelope.to` = the envelope recipients already chosen (the journal's copy: ADR 040), else the
 * mail's recipients; and, for one recipient of the mail, `dsn` (ENVID = the key, RET=HDRS,
 * NOTIFY=FAILURE,DELAY) which the relay uses only when it offers the DSN extension (RFC 3461).
 */
export function campaignBounceEnvelope(bounce: CampaignBounceAddress, mail: Record<string, unknown>): Record<string, unknown> {
  const key = typeof mail.messageId === 'string' ? campaignBounceKeyOf(mail.messageId) : null;
  const recipients = recipientsOf(mail);
  // Envelope recipients the sender already chose (the journal's copy, ADR 040) stay; only the sender changes.
  const given = (mail.envelope as { to?: unknown } | undefined)?.to;
  const to = Array.isArray(given) && given.every((address) => typeof address === 'string') ? (given as string[]) : recipients;
  const from = bounce.verp && key !== null ? verpAddress(bounce.address, key) : bounce.address;
  return {
    envelope: { from, to },
    ...(key !== null && recipients.length === 1 ? { dsn: { id: key, return: 'headers', notify: ['failure', 'delay'], recipient: recipients[0] } } : {}),
  };
}

/** The relay's transport with the campaign envelope on every mail (`bounce` null: unchanged, the From address as envelope sender). */
export function withCampaignBounceEnvelope(transport: CampaignTransport, bounce: CampaignBounceAddress | null): CampaignTransport {
  if (bounce === null) return transport;
  return {
    sendMail: (mail) => transport.sendMail({ ...mail, ...campaignBounceEnvelope(bounce, mail) }),
    close: () => transport.close(),
  };
}
