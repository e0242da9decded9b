import { COMPANY_PAGES_ENDPOINTS, usesDefaultImage } from '@cible/core';
import type { AnyEndpoint } from '@cible/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { TokenAuthenticator } from '../../security/authenticate';
import { fastifyPath } from '../../http/register-endpoints';
import { PUBLIC } from '../../http/route-declaration';
import { sessionCookieOf } from '../../security/session-cookie';
import { createCompanyPagesRepository } from './company-pages-repository';
import type { CompanyPagesRepository, NamedItemRow } from './company-pages-repository';
import { DEFAULT_COMPANY_LOGO, DEFAULT_CONTACT_PORTRAIT, companyLogo, contactPortrait } from './media-images';
import type { MediaImage } from './media-images';

export interface MediaRoutesOptions {
  readonly db: Database;
  readonly authenticator: TokenAuthenticator;
  readonly repository?: CompanyPagesRepository;
}

/** Browsers may keep an image a day, then revalidate with its ETag; private: the answer depends on the session. */
export const MEDIA_CACHE_CONTROL = 'private, max-age=86400';

const ID = /^\d{1,10}$/;

/**
 * GET /v1/media/company-logos/{company} and /v1/media/contact-portraits/{contact}: a deterministic SVG per id
 * (initials and a colour), or the default image for an unknown id, an id that is not a number, or an item blurred for
 * the caller (core's usesDefaultImage). Public routes (`<img>` carries no bearer token): the session cookie, when
 * sent and valid, gives the caller's licence; without it only items visible to every licence get their own image.
 * Never an error status: an image tag shows whatever comes back.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  const repository = options.repository ?? createCompanyPagesRepository(options.db);

  async function licenceOf(request: FastifyRequest): Promise<number | null> {
    const token = sessionCookieOf(request.headers.cookie);
    if (token === null) return null;
    try {
      const auth = await options.authenticator.authenticateToken(token, { allowPasswordExpired: false });
      return auth.user.access.licenceId;
    } catch {
      return null;
    }
  }

  function route(
    endpoint: AnyEndpoint,
    param: string,
    find: (id: number) => Promise<NamedItemRow | null>,
    draw: (id: number, name: string) => MediaImage,
    fallback: MediaImage,
  ) {
    app.route({
      method: 'GET',
      url: fastifyPath(endpoint.path),
      schema: {
        summary: endpoint.summary,
        description: 'No authentication (image tags send no bearer token); the session cookie is read when present. Designed path.',
        tags: ['media'],
      },
      config: { auth: 'public', access: PUBLIC },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const raw = (request.params as Record<string, string>)[param] ?? '';
        const id = ID.test(raw) ? Number(raw) : null;
        const item = id === null || id < 1 ? null : await find(id);
        const shown = usesDefaultImage(await licenceOf(request), item) || item === null ? fallback : draw(Number(item.id), item.name);
        reply.header('content-type', 'image/svg+xml; charset=utf-8');
        reply.header('cache-control', MEDIA_CACHE_CONTROL);
        reply.header('vary', 'Cookie');
        reply.header('etag', shown.etag);
        if (request.headers['if-none-match'] === shown.etag) return reply.status(304).send();
        return reply.status(200).send(shown.svg);
      },
    });
  }

  route(COMPANY_PAGES_ENDPOINTS.getCompanyLogo, 'company', (id) => repository.companyForImage(id), companyLogo, DEFAULT_COMPANY_LOGO);
  route(COMPANY_PAGES_ENDPOINTS.getContactPortrait, 'contact', (id) => repository.contactForImage(id), contactPortrait, DEFAULT_CONTACT_PORTRAIT);
};
