import { INQUIRIES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { InquiriesService } from './inquiries-service';

export interface InquiriesRoutesOptions {
  readonly service: InquiriesService;
}

/**
 * Customer inquiries (docs/api.md "Customer inquiries": quick search's "request an inquiry" and its quota), HTTP only.
 */
export const inquiriesRoutes: FastifyPluginAsyncZod<InquiriesRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, INQUIRIES_ENDPOINTS, {
    listInquiries: {
      // The /reports page ("my requests") lists the caller's own inquiries.
      access: permission('PERSONAL_SPACE_REQUESTS', 'read'),
      description: "The caller's own inquiries, newest first; status_list filters by status ids. Sales PME: a blurred company's name is null.",
      handle: ({ auth, query }) => service.list(auth, query),
    },
    createInquiry: {
      // Core's canRequestInquiry: create on REPORTS.
      access: permission('REPORTS', 'create'),
      ids: { body: { company_id: 'company', contact_id: 'contact' } },
      errors: [409],
      description:
        'Created in status todo (1). 409 INQUIRY.QUOTA_REACHED once the caller has 15 open inquiries (todo, draft, in progress); ' +
        '404 when the company does not exist or the contact is not one of its contacts; sales PME: 403 DATA.BLURRED for a company ' +
        '(whatever the contact) or a contact the licence does not show.',
      handle: ({ auth, body }) => service.create(auth, body),
    },
    getInquiry: {
      access: permission('PERSONAL_SPACE_REQUESTS', 'read'),
      ids: { params: { inquiry: 'inquiry' } },
      description: "One of the caller's own inquiries; anyone else's (a colleague's, another organisation's) answers 404.",
      handle: ({ auth, params }) => service.get(auth, params.inquiry),
    },
    getInquiryQuota: {
      access: permission('REPORTS', 'read'),
      ids: { params: { user: 'user' } },
      description: '{user}: the caller or a colleague of the same organisation; anyone else: 404.',
      handle: ({ auth, params }) => service.quota(auth, params.user),
    },
  });
};
