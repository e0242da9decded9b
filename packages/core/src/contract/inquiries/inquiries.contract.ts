import { z } from 'zod';
import { inquirySubTypeMatchesType } from '../../catalogues/inquiry-types';
import { ApiDateTimeSchema, ApiIdSchema, PORT_LIMITS, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { queryInt, queryIntList } from '../shared/query-params';

const id = ResponseIdSchema;
const subTypeId = z.number().int().min(1).max(15);
const statusId = z.number().int().min(1).max(11);

/** Customer inquiry (the spec's entity). Designed: id, user_id, company_name, contact_name, comment. */
export const InquirySchema = z.object({
  id,
  user_id: id,
  company_id: id,
  company_name: safeString().nullable(),
  contact_id: id.nullable(),
  /** The contact's first and last names (null without a contact, or when the licence does not show it). */
  contact_name: safeString().nullable(),
  inquiry_type_id: z.number().int().min(1).max(2),
  inquiry_sub_type_id: subTypeId.nullable(),
  status: statusId,
  comment: safeString().nullable(),
  creation_date: ApiDateTimeSchema,
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** Inquiry list (`inquiry_list`, `inquiry_count`), newest first. */
export const InquiryListResponseSchema = pagedList(InquirySchema, 'inquiry_list', 'inquiry_count');
export type InquiryListResponse = z.infer<typeof InquiryListResponseSchema>;

/** Inquiry filters: statuses (a filter group sends several), 20 per page (`INQUIRIES_PAGE_SIZE`). */
export const InquiryListQuerySchema = z.object({
  status_list: queryIntList(11, 1, 11).optional(),
  ...paginationQuery(20, 100),
});
export type InquiryListQuery = z.infer<typeof InquiryListQuerySchema>;

/**
 * New inquiry (the spec's call: company_id, contact_id, inquiry_type_id, inquiry_sub_type_id; designed comment).
 * Type 1 (contact) needs a contact; the sub-type must belong to the type (catalogue rule).
 */
export const InquiryCreateBodySchema = z
  .object({
    company_id: ApiIdSchema,
    contact_id: ApiIdSchema.optional(),
    inquiry_type_id: z.union([z.literal(1), z.literal(2)]),
    inquiry_sub_type_id: subTypeId.optional(),
    comment: safeString().trim().max(PORT_LIMITS.shortText).optional(),
  })
  .strict()
  .refine((body) => body.inquiry_type_id !== 1 || body.contact_id !== undefined, {
    message: 'INQUIRY.CONTACT_REQUIRED',
    path: ['contact_id'],
  })
  .refine(
    (body) => body.inquiry_sub_type_id === undefined || inquirySubTypeMatchesType(body.inquiry_type_id, body.inquiry_sub_type_id),
    { message: 'INQUIRY.SUB_TYPE_MISMATCH', path: ['inquiry_sub_type_id'] },
  );
export type InquiryCreateBody = z.infer<typeof InquiryCreateBodySchema>;

/** Inquiry quota of a user (designed): open inquiries (todo, draft, in progress) against the maximum (15). */
export const InquiryQuotaSchema = z.object({
  open_inquiry_count: z.number().int().min(0),
  max_quota: z.number().int().min(0),
  is_reached: z.boolean(),
});
export type InquiryQuota = z.infer<typeof InquiryQuotaSchema>;

/** Customer inquiries and the quota check (docs/rules/ports.md "inquiries"); docs/api.md "Customer inquiries". */
export const INQUIRIES_ENDPOINTS = {
  listInquiries: defineEndpoint({
    method: 'GET',
    path: '/v1/customer-inquiry/customer-inquiries',
    summary: 'Inquiries of the caller by status, newest first.',
    query: InquiryListQuerySchema,
    response: InquiryListResponseSchema,
  }),
  createInquiry: defineEndpoint({
    method: 'POST',
    path: '/v1/customer-inquiry/customer-inquiries',
    summary: 'Request an inquiry on a company or contact (refused once the quota is reached).',
    body: InquiryCreateBodySchema,
    response: InquirySchema,
  }),
  getInquiry: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/customer-inquiry/customer-inquiries/{inquiry}',
    summary: "One of the caller's own inquiries.",
    designed: true,
    response: InquirySchema,
  }),
  getInquiryQuota: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/customer-inquiry/users/{user}/quota',
    summary: 'Open inquiries of a user against the quota.',
    designed: true,
    response: InquiryQuotaSchema,
  }),
} as const;

/** The inquiries port. */
export type InquiriesGateway = EndpointGateway<typeof INQUIRIES_ENDPOINTS>;

/**
 * An inquiry as the platform's support staff see it (designed): every organisation's, with its organisation, its
 * author and the statuses it may be moved to (core's INQUIRY_TRANSITIONS).
 */
export const OperatorInquirySchema = InquirySchema.extend({
  organization_id: id,
  organization_name: safeString(),
  user_first_name: safeString().nullable(),
  user_last_name: safeString().nullable(),
  user_email: safeString(),
  next_status_list: z.array(statusId),
});
export type OperatorInquiry = z.infer<typeof OperatorInquirySchema>;

/** An organisation the operator filter offers (those with at least one inquiry). */
export const InquiryOrganizationSchema = z.object({ id, name: safeString() });
export type InquiryOrganization = z.infer<typeof InquiryOrganizationSchema>;

/** The operator's list: a page of inquiries, their count, and the organisations to filter by. */
export const OperatorInquiryListResponseSchema = pagedList(OperatorInquirySchema, 'inquiry_list', 'inquiry_count').extend({
  organization_list: z.array(InquiryOrganizationSchema),
});
export type OperatorInquiryListResponse = z.infer<typeof OperatorInquiryListResponseSchema>;

/** The operator's filters: statuses (a filter group sends several), one organisation; 20 per page, newest first. */
export const OperatorInquiryListQuerySchema = z.object({
  status_list: queryIntList(11, 1, 11).optional(),
  organization_id: queryInt(1, PORT_LIMITS.maxId).optional(),
  ...paginationQuery(20, 100),
});
export type OperatorInquiryListQuery = z.infer<typeof OperatorInquiryListQuerySchema>;

/** A status change by an operator: the new status (allowed by core's INQUIRY_TRANSITIONS, else 409 INQUIRY.TRANSITION_REFUSED). */
export const InquiryStatusChangeBodySchema = z.object({ status: statusId }).strict();
export type InquiryStatusChangeBody = z.infer<typeof InquiryStatusChangeBodySchema>;

/** The support staff's view of the inquiries (designed; docs/api.md "Customer inquiries", ADR 026). */
export const INQUIRY_OPERATOR_ENDPOINTS = {
  listOperatorInquiries: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/customer-inquiry/operator/inquiries',
    summary: "Every organisation's inquiries, newest first, by status and organisation, with the organisations to filter by.",
    designed: true,
    query: OperatorInquiryListQuerySchema,
    response: OperatorInquiryListResponseSchema,
  }),
  changeInquiryStatus: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/customer-inquiry/operator/inquiries/{inquiry}',
    summary: "Moves an inquiry to a status core's transition rule allows; its author is notified on pre-done or pre-fail.",
    designed: true,
    body: InquiryStatusChangeBodySchema,
    response: OperatorInquirySchema,
  }),
} as const;

/** The inquiry operators' port. */
export type InquiryOperatorGateway = EndpointGateway<typeof INQUIRY_OPERATOR_ENDPOINTS>;
