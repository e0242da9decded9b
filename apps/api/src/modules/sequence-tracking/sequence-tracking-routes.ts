import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../http/route-declaration';
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
};
