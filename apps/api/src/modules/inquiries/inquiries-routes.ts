import { INQUIRIES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireAuth } from '../../security/authorize';
import type { RoutePermission } from '../../security/route-security';
import { registerEndpoint } from '../../server/register-endpoint';
import { createInquiriesRepository } from './inquiries-repository';
import { createInquiriesService } from './inquiries-service';
import type { InquiriesService } from './inquiries-service';

/** Either the service, or the database to build it on (build-server.ts registers the module in one line). */
export type InquiriesRoutesOptions = { readonly service: InquiriesService } | { readonly db: Database };

/** Core's matrix: inquiries are the "requests" of the personal space (read on PERSONAL_SPACE_REQUESTS). */
const REQUESTS: RoutePermission = { subject: 'PERSONAL_SPACE_REQUESTS', action: 'read' };

/** Customer inquiries (prospecting §7; app-shell §2.7 "request an inquiry", §5 quota), HTTP only. */
export const inquiriesRoutes: FastifyPluginAsyncZod<InquiriesRoutesOptions> = async (app, options) => {
  const service = 'service' in options ? options.service : createInquiriesService(createInquiriesRepository(options.db));

  registerEndpoint(
    app,
    INQUIRIES_ENDPOINTS.listInquiries,
    { permission: REQUESTS, description: "The caller's own inquiries, newest first; status_list filters by status ids." },
    async (request) => service.list(requireAuth(request), request.query),
  );

  registerEndpoint(
    app,
    INQUIRIES_ENDPOINTS.createInquiry,
    {
      permission: REQUESTS,
      errors: [404, 409],
      description:
        'Created in status todo (1). 409 INQUIRY.QUOTA_REACHED once the caller has 15 open inquiries (todo, draft, in progress); ' +
        '404 when the company does not exist or the contact is not one of its contacts.',
    },
    async (request) => service.create(requireAuth(request), request.body),
  );

  registerEndpoint(
    app,
    INQUIRIES_ENDPOINTS.getInquiryQuota,
    { permission: REQUESTS, errors: [404], description: '{user}: the caller or a colleague of the same organisation; anyone else: 404.' },
    async (request) => service.quota(requireAuth(request), request.params.user),
  );
};
