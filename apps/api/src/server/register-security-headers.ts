import helmet from '@fastify/helmet';
import { isApiPath } from '../http/api-path';
import type { ApiServer } from '../http/api-server';

/** The Cache-Control of an API answer whose route sets none. */
export const API_CACHE_CONTROL = 'no-store';


/**
 * Security headers on every answer (helmet): a same-origin Content-Security-Policy, no MIME sniffing, no framing,
 * no referrer leak across origins. `upgrade-insecure-requests` is left out so that a plain-HTTP install (a LAN
 * host, a test) still loads its own assets; HTTPS termination is the load balancer's job.
 *
 * Every answer of the API (`/v1/…`: JSON, errors included, and the development mailbox's pages) that does not set
 * its own Cache-Control gets `Cache-Control: no-store`: an answer carries a user's data or a session token, and no
 * browser cache, shared proxy or back button may keep it. A route with its own policy keeps it (the media images:
 * `private`, a day, then their ETag). The web app sets its own too (index `no-cache`, hashed assets immutable).
 */
export async function registerSecurityHeaders(app: ApiServer): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null,
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
  });
}
