import { text, translate } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { PUBLIC } from '../../http/route-declaration';
import { sendHtml } from '../../http/send-html';
import { escapeHtml } from '../../mail/escape-html';
import type { SequenceTrackingService } from './sequence-tracking-service';

export interface SequenceTrackingRoutesOptions {
  readonly service: SequenceTrackingService;
  /** Where a click with an unknown token or link goes: the app's home (config.publicUrl). */
  readonly homeUrl: string;
}

/** The paths are email-tracker.ts's TRACKING_PIXEL_PATH and TRACKING_CLICK_PATH. A tracking token as the planner makes them (random, URL-safe); anything else is unknown without a query. */
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;
/** A link number: 0 to 999. */
const LINK = /^(?:0|[1-9]\d{0,2})$/;

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const NO_STORE = { 'cache-control': 'no-store, no-cache, must-revalidate, private', pragma: 'no-cache', 'referrer-policy': 'no-referrer' } as const;

const paramOf = (params: unknown, name: string): string => String((params as Record<string, unknown> | null)?.[name] ?? '');

/**
 * The public tracking routes of sequence mails (docs/adr/031-sequence-replies-and-tracking.md), like the public file
 * URL: no login, the random token is the only way in; not in core's contract (mail readers call them, not the app).
 * Whatever the token, the pixel is served and a click is redirected; only a known token records an event, and a click
 * only ever goes to a URL of that mail (else to the app's home): no open redirect.
 */
export const sequenceTrackingRoutes: FastifyPluginAsyncZod<SequenceTrackingRoutesOptions> = async (app, { service, homeUrl }) => {
  app.get(
    '/v1/t/o/:token',
    {
      config: { auth: 'public', access: PUBLIC },
      schema: {
        summary: 'The open pixel of a sequence mail.',
        description:
          'No authentication: the tracking token of the mail is the only way in. Always a 1×1 transparent GIF, never cached; a known token records an `opened` event (bots and privacy proxies flagged), the first person’s open notifies the owner (engagement). Designed path.',
        tags: ['sequences'],
      },
    },
    async (request, reply) => {
      const token = paramOf(request.params, 'token');
      if (TOKEN.test(token)) {
        await service.open({ token, userAgent: request.headers['user-agent'] }).catch((error: unknown) => request.log.warn({ err: error }, 'tracking: open not recorded'));
      }
      return reply.status(200).headers({ ...NO_STORE, 'content-type': 'image/gif' }).send(PIXEL);
    },
  );

  app.get(
    '/v1/t/c/:token/:n',
    {
      config: { auth: 'public', access: PUBLIC },
      schema: {
        summary: 'The click redirect of a link of a sequence mail.',
        description:
          'No authentication: the tracking token of the mail is the only way in. 302 to the n-th original link of that mail (0-based) and a `clicked` event (bots and scanners flagged; the first person’s click notifies the owner); an unknown token or link: 302 to the app’s home, nothing recorded (never to another URL: no open redirect). Designed path.',
        tags: ['sequences'],
      },
    },
    async (request, reply) => {
      const token = paramOf(request.params, 'token');
      const n = paramOf(request.params, 'n');
      let url: string | null = null;
      if (TOKEN.test(token) && LINK.test(n)) {
        url = await service.click({ token, n: Number(n), userAgent: request.headers['user-agent'] }).catch((error: unknown) => {
          request.log.warn({ err: error }, 'tracking: click not recorded');
          return null;
        });
      }
      return reply.status(302).headers({ ...NO_STORE, location: url ?? homeUrl }).send();
    },
  );

  // The unsubscribe link of a sequence mail (`{{unsubscribe_link}}` and the List-Unsubscribe header): GET shows a
  // confirmation (a link scanner that follows it changes nothing), POST opts out — the page's form, or a mail
  // client's one-click request (RFC 8058: `List-Unsubscribe=One-Click`, form-encoded, read here and nowhere else).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

  app.get(
    '/v1/t/u/:token',
    {
      config: { auth: 'public', access: PUBLIC },
      schema: {
        summary: 'The unsubscribe page of a sequence mail.',
        description:
          'No authentication: the tracking token of the mail is the only way in. An HTML page naming the sending organisation with a button that posts the opt-out (nothing changes on GET); an unknown token: the page says the link is not valid. Designed path.',
        tags: ['sequences'],
      },
    },
    async (request, reply) => {
      const token = paramOf(request.params, 'token');
      const sender = TOKEN.test(token) ? await service.senderOf(token) : null;
      const say = saying(request);
      const body =
        sender === null
          ? `<p>${escapeHtml(say('unknown'))}</p>`
          : `<p>${escapeHtml(say('question', sender))}</p><p>${escapeHtml(say('explain'))}</p>` +
            `<form method="post"><button type="submit">${escapeHtml(say('confirm'))}</button></form>`;
      return sendHtml(reply.headers(NO_STORE), unsubscribePage(say('title'), body), sender === null ? 404 : 200);
    },
  );

  app.post(
    '/v1/t/u/:token',
    {
      config: { auth: 'public', access: PUBLIC },
      schema: {
        summary: 'The opt-out of the recipient of a sequence mail.',
        description:
          'No authentication: the tracking token of the mail is the only way in. The page’s form or a one-click request (RFC 8058). Records an `unsubscribed` event and ends every target of that contact in the organisation’s sequences (done `unsubscribed`, waiting sends cancelled); later imports exclude the contact (opted out). Again: nothing more. An unknown token: 404 page. Designed path.',
        tags: ['sequences'],
      },
    },
    async (request, reply) => {
      const token = paramOf(request.params, 'token');
      const sender = TOKEN.test(token) ? await service.unsubscribe(token) : null;
      const say = saying(request);
      const body = `<p>${escapeHtml(sender === null ? say('unknown') : say('done', sender))}</p>`;
      return sendHtml(reply.headers(NO_STORE), unsubscribePage(say('title'), body), sender === null ? 404 : 200);
    },
  );
};

type UnsubscribeText = 'title' | 'question' | 'explain' | 'confirm' | 'done' | 'unknown';

/** The unsubscribe page's texts (core's i18n `mail.unsubscribe`), in English for a browser that prefers it, else French. */
function saying(request: FastifyRequest): (key: UnsubscribeText, sender?: string) => string {
  const language = /^en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'fr';
  return (key, sender) => translate(text(`mail.unsubscribe.${key}`, sender === undefined ? {} : { sender }), language);
}

/** A small page of its own (no script, no app shell): the recipient is not a user of the app. */
function unsubscribePage(title: string, body: string): string {
  return (
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}` +
    `button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}</style></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
  );
}
