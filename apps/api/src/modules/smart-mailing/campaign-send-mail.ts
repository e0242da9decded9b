import { escapeHtml } from '@cible/core';
import type { TemplateSources } from '@cible/core';
import { createBulkEmailRenderer } from '../../mail/content/render-email';
import { responsiveEmailHtml } from '../../mail/content/responsive-email-layout';
import type { CampaignMailSource } from './campaign-sender-repository';

/**
 * The links of one recipient's mail (ADR 039): unsubscribe (the web page `/unsubscribe?token=…` of `{{unsubscribe_link}}`
 * and the footer), the RFC 8058 one-click URL of List-Unsubscribe (on the API), mirror (the mail in a browser), and the
 * house's opt-out mailbox.
 */
export interface CampaignMailLinks {
  readonly unsubscribeUrl: string;
  /** The https URL of List-Unsubscribe that takes the one-click POST; absent: `unsubscribeUrl` (a test send's preview). */
  readonly oneClickUnsubscribeUrl?: string;
  readonly mirrorUrl: string;
  /** `mailto:` address added to List-Unsubscribe (CAMPAIGN_UNSUBSCRIBE_MAILTO), null: the https link only. */
  readonly unsubscribeMailto: string | null;
}

/** A campaign mail ready for nodemailer (without transport options: DKIM is the transport's). */
export interface CampaignMail {
  readonly from: { readonly name: string; readonly address: string };
  readonly replyTo?: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly headers: Record<string, string>;
}

/** The mirror link's default wording (the campaign's `mirror_link_text` when set). */
const MIRROR_TEXT = 'Voir cet e-mail dans votre navigateur';

/**
 * The body of a campaign mail, a responsive document (the MJML layout of the mail foundation): the pre-header, the
 * mirror link when the campaign asks for it, the header, the content, the footer (the campaign's own header and footer,
 * else the organisation's). `{{unsubscribe_link}}` is filled by renderEmail.
 */
export function campaignBodyHtml(
  source: Pick<CampaignMailSource, 'header' | 'footer' | 'html' | 'mirrorLink' | 'mirrorLinkText' | 'preHeader'>,
  mirrorUrl: string,
): Promise<string> {
  const mirror = source.mirrorLink ? `<a href="${escapeHtml(mirrorUrl)}">${escapeHtml(source.mirrorLinkText?.trim() || MIRROR_TEXT)}</a>` : '';
  return responsiveEmailHtml({ preHeader: source.preHeader, mirror, header: source.header ?? '', content: source.html, footer: source.footer ?? '' });
}

/** Where the mirror URL goes in a campaign's rendered template (each mail puts its own in place). */
const MIRROR_URL_SLOT = 'CIBLE-MIRROR-URL-SLOT';

type ContentSource = Pick<CampaignMailSource, 'subject' | 'header' | 'footer' | 'html' | 'mirrorLink' | 'mirrorLinkText' | 'preHeader'>;

/** The renderers of the campaigns being sent, by content (the document is built and inlined once per content). */
const renderers = new Map<string, Promise<ReturnType<typeof createBulkEmailRenderer>>>();
const RENDERER_CACHE_SIZE = 16;

function rendererOf(source: ContentSource): Promise<ReturnType<typeof createBulkEmailRenderer>> {
  const key = JSON.stringify([source.subject, source.html, source.header, source.footer, source.preHeader, source.mirrorLink, source.mirrorLinkText]);
  let renderer = renderers.get(key);
  if (renderer === undefined) {
    renderer = campaignBodyHtml(source, MIRROR_URL_SLOT).then((html) => createBulkEmailRenderer({ subject: source.subject, html_content: html }));
    renderer.catch(() => renderers.delete(key));
    renderers.set(key, renderer);
    // The oldest content out first (a Map keeps insertion order).
    if (renderers.size > RENDERER_CACHE_SIZE) renderers.delete(renderers.keys().next().value!);
  }
  return renderer;
}

/**
 * What a campaign mail says to one contact (null: no contact, variables left empty): subject, HTML, plain text. The
 * mail foundation's rendering (renderEmail without signature: the owner's names, the contact's values), its document
 * built and inlined once per campaign content; the mirror URL of the mail put in place.
 */
export async function campaignMailContent(
  source: ContentSource & Pick<CampaignMailSource, 'owner'>,
  contact: TemplateSources['contact'],
  links: Pick<CampaignMailLinks, 'unsubscribeUrl' | 'mirrorUrl'>,
): Promise<{ subject: string; html: string; text: string }> {
  const render = await rendererOf(source);
  const rendered = render({ contact, sender: source.owner, unsubscribeUrl: links.unsubscribeUrl }, { [MIRROR_URL_SLOT]: escapeHtml(links.mirrorUrl) });
  return { subject: rendered.subject, html: rendered.html, text: rendered.text };
}

/**
 * One recipient's campaign mail (docs/adr/038-campaign-sender.md "Mail"): rendered by the mail foundation's renderEmail
 * (the contact's variables, the owner's names, no signature), tracked by `track` (open pixel, click redirects), with
 * List-Unsubscribe (the https link, and the mailto when the house has one) and List-Unsubscribe-Post (RFC 8058).
 */
export async function campaignMail(
  source: CampaignMailSource,
  contact: TemplateSources['contact'],
  links: CampaignMailLinks,
  track: (html: string) => Promise<string>,
): Promise<CampaignMail> {
  if (source.sender === null) throw new Error('campaign without a sender');
  const rendered = await campaignMailContent(source, contact, links);
  // RFC 2369: one header, the URLs in angle brackets separated by commas (the https one first: RFC 8058's one click).
  const unsubscribe = [links.oneClickUnsubscribeUrl ?? links.unsubscribeUrl, ...(links.unsubscribeMailto === null ? [] : [`mailto:${links.unsubscribeMailto}?subject=unsubscribe`])]
    .map((url) => `<${url}>`)
    .join(', ');
  return {
    from: { name: source.sender.name, address: source.sender.address },
    ...(source.sender.replyTo === null ? {} : { replyTo: source.sender.replyTo }),
    subject: rendered.subject,
    html: await track(rendered.html),
    text: rendered.text,
    headers: { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
