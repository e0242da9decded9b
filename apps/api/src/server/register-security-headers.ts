import helmet from '@fastify/helmet';
import type { ApiServer } from './api-server';

/**
 * Security headers on every answer (helmet): a same-origin Content-Security-Policy, no MIME sniffing, no framing,
 * no referrer leak across origins. `upgrade-insecure-requests` is left out so that a plain-HTTP install (a LAN
 * host, a test) still loads its own assets; HTTPS termination is the load balancer's job.
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
}
