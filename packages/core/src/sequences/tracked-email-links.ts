/** The HTML of a tracked e-mail and the original URLs of its rewritten links, in order: link `n` is `links[n]`. */
export interface TrackedEmailHtml {
  readonly html: string;
  readonly links: readonly string[];
}

export interface EmailTrackingUrls {
  /** The redirect of the n-th rewritten link (0-based). */
  readonly clickUrl: (n: number) => string;
  /** The open pixel's URL. */
  readonly openPixelUrl: string;
}

const ANCHOR = /<a\b[^>]*>/gi;
const HREF = /(\shref\s*=\s*)("([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The text of an attribute value (the entities an href holds: `&amp;`, `&#38;`, `&quot;`). */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|#0*38|#x0*26);/gi, '&').replace(/&(?:quot|#0*34);/gi, '"').replace(/&(?:#0*39|apos);/gi, "'");
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * An unsubscribe link (its URL says so, it is the product's own unsubscribe page `/v1/t/u/{token}`, or the anchor is
 * marked): never rewritten, it must work without tracking.
 */
const UNSUBSCRIBE = /unsubscri|desinscri|désinscri|desabonn|désabonn|opt-?out|\/v1\/t\/u\/|\{\{\s*unsubscribe_link\s*\}\}/i;

/**
 * Whether a link is rewritten to the click redirect: only http(s) URLs; never mailto:, tel:, an anchor of the page, a
 * placeholder, nor an unsubscribe link.
 * @rule prospecting §5 · tracked links: http(s) only, never mailto, tel, anchors or unsubscribe links (designed)
 */
export function isTrackableLink(url: string, anchorTag = ''): boolean {
  const trimmed = url.trim();
  if (!/^https?:\/\/[^\s/]/i.test(trimmed)) return false;
  if (UNSUBSCRIBE.test(trimmed) || /\bdata-unsubscribe\b|list-unsubscribe/i.test(anchorTag)) return false;
  return true;
}

/**
 * An e-mail's HTML made trackable: each trackable link's href becomes `clickUrl(n)` (n counts them from 0 in document
 * order; `links[n]` keeps the original URL for the redirect), and a 1×1 open pixel goes before `</body>` (or at the
 * end). Everything else of the HTML is left byte for byte.
 * @rule prospecting §5 · click redirect and open pixel of a sequence e-mail (designed)
 */
export function trackEmailHtml(html: string, urls: EmailTrackingUrls): TrackedEmailHtml {
  const links: string[] = [];
  const rewritten = html.replace(ANCHOR, (tag) => {
    const href = HREF.exec(tag);
    if (href === null) return tag;
    const url = decodeAttribute(href[3] ?? href[4] ?? href[5] ?? '');
    if (!isTrackableLink(url, tag)) return tag;
    const n = links.length;
    links.push(url.trim());
    return tag.replace(HREF, `${href[1]}"${escapeAttribute(urls.clickUrl(n))}"`);
  });
  const pixel = `<img src="${escapeAttribute(urls.openPixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
  const body = rewritten.search(/<\/body\s*>/i);
  const tracked = body === -1 ? `${rewritten}${pixel}` : `${rewritten.slice(0, body)}${pixel}${rewritten.slice(body)}`;
  return { html: tracked, links };
}
