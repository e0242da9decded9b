import { z } from 'zod';
import { inquirySubTypeMatchesType } from '../../catalogues/inquiry-types';
import { ApiDateTimeSchema, ApiIdSchema, PORT_LIMITS, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { queryIntList } from '../shared/query-params';

const id = ResponseIdSchema;
const subTypeId = z.number().int().min(1).max(15);

/** Customer inquiry (the spec's entity). Designed: id, user_id, company_name, comment. */
export const InquirySchema = z.object({
  id,
  user_id: id,
  company_id: id,
  company_name: safeString().nullable(),
  contact_id: id.nullable(),
  inquiry_type_id: z.number().int().min(1).max(2),
  inquiry_sub_type_id: subTypeId.nullable(),
  status: z.number().int().min(1).max(11),
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
