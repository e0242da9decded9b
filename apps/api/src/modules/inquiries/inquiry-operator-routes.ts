import { INQUIRY_OPERATOR_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { PLATFORM_ADMIN } from '../../http/route-declaration';
import type { InquiryOperatorService } from './inquiry-operator-service';

export interface InquiryOperatorRoutesOptions {
  readonly service: InquiryOperatorService;
}

/**
 * The support staff's inquiry desk (designed, docs/api.md "Customer inquiries", ADR 026), HTTP only: platform
 * administrators, every organisation's inquiries (like the support inbox).
 */
export const inquiryOperatorRoutes: FastifyPluginAsyncZod<InquiryOperatorRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, INQUIRY_OPERATOR_ENDPOINTS, {
    listOperatorInquiries: {
      access: PLATFORM_ADMIN,
      description: "Every organisation's inquiries, newest first; status_list and organization_id filter; organization_list: the organisations with inquiries.",
      handle: ({ query }) => service.list(query),
    },
    changeInquiryStatus: {
      access: PLATFORM_ADMIN,
      ids: { params: { inquiry: 'support-inquiry' } },
      errors: [409],
      description:
        "Moves the inquiry along core's INQUIRY_TRANSITIONS (409 INQUIRY.TRANSITION_REFUSED otherwise, details.allowed_status_list); " +
        'reaching pre-done or pre-fail notifies the author ("inquiry done") in the same transaction; 404 when the inquiry does not exist.',
      handle: ({ params, body }) => service.changeStatus(params.inquiry, body),
    },
  });
};
