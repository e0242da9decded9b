import { describe, expect, it } from 'vitest';
import {
  INQUIRIES_ENDPOINTS,
  INQUIRY_OPERATOR_ENDPOINTS,
  InquiryCreateBodySchema,
  InquiryListQuerySchema,
  InquiryQuotaSchema,
  InquirySchema,
  InquiryStatusChangeBodySchema,
  OperatorInquiryListQuerySchema,
  OperatorInquirySchema,
} from './inquiries.contract';

describe('inquiries port', () => {
  it('parses an inquiry with the spec’s fields and a quota', () => {
    const inquiry = {
      id: 1,
      user_id: 12,
      company_id: 101,
      company_name: 'Exemple SA',
      contact_id: 201,
      contact_name: 'Marie Durand',
      inquiry_type_id: 1,
      inquiry_sub_type_id: 2,
      status: 6,
      comment: null,
      creation_date: '2025-01-10T09:00:00.000Z',
    };
    expect(InquirySchema.parse(inquiry)).toEqual(inquiry);
    expect(InquiryQuotaSchema.parse({ open_inquiry_count: 15, max_quota: 15, is_reached: true }).is_reached).toBe(true);
  });

  it('creates with company_id, contact_id, inquiry_type_id, inquiry_sub_type_id', () => {
    const body = { company_id: 101, contact_id: 201, inquiry_type_id: 1, inquiry_sub_type_id: 2 };
    expect(InquiryCreateBodySchema.parse(body)).toEqual(body);
    expect(InquiryCreateBodySchema.parse({ company_id: 101, inquiry_type_id: 2, inquiry_sub_type_id: 7 })).toEqual({
      company_id: 101,
      inquiry_type_id: 2,
      inquiry_sub_type_id: 7,
    });
  });

  it('refuses a contact inquiry without contact, a sub-type of another type, an unknown field and an oversize comment', () => {
    expect(InquiryCreateBodySchema.safeParse({ company_id: 101, inquiry_type_id: 1 }).error?.issues[0]?.message).toBe('INQUIRY.CONTACT_REQUIRED');
    expect(InquiryCreateBodySchema.safeParse({ company_id: 101, inquiry_type_id: 2, inquiry_sub_type_id: 1 }).error?.issues[0]?.message).toBe(
      'INQUIRY.SUB_TYPE_MISMATCH',
    );
    expect(InquiryCreateBodySchema.safeParse({ company_id: 101, inquiry_type_id: 2, status: 1 }).success).toBe(false);
    expect(InquiryCreateBodySchema.safeParse({ company_id: 101, inquiry_type_id: 2, comment: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('filters by statuses, 20 per page', () => {
    expect(InquiryListQuerySchema.parse({ status_list: '1,6' })).toEqual({ status_list: [1, 6], limit: 20, offset: 0 });
    expect(InquiryListQuerySchema.safeParse({ status_list: '12' }).success).toBe(false);
  });

  it('has GET and POST /v1/customer-inquiry/customer-inquiries, the designed single inquiry and quota check', () => {
    expect(Object.values(INQUIRIES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/customer-inquiry/customer-inquiries',
      'POST /v1/customer-inquiry/customer-inquiries',
      'GET /v1/customer-inquiry/customer-inquiries/{inquiry}',
      'GET /v1/customer-inquiry/users/{user}/quota',
    ]);
  });

  it('gives the designed operator view: every organisation, filters, a status change body', () => {
    expect(Object.values(INQUIRY_OPERATOR_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path} ${String(endpoint.designed)}`)).toEqual([
      'GET /v1/customer-inquiry/operator/inquiries true',
      'PATCH /v1/customer-inquiry/operator/inquiries/{inquiry} true',
    ]);
    expect(OperatorInquiryListQuerySchema.parse({ status_list: '2,3', organization_id: '7' })).toEqual({ status_list: [2, 3], organization_id: 7, limit: 20, offset: 0 });
    expect(OperatorInquiryListQuerySchema.safeParse({ organization_id: '0' }).success).toBe(false);
    expect(InquiryStatusChangeBodySchema.parse({ status: 3 })).toEqual({ status: 3 });
    for (const bad of [{ status: 12 }, { status: 0 }, { status: '3' }, {}, { status: 3, comment: 'x' }]) {
      expect(InquiryStatusChangeBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    const operator = {
      id: 1, user_id: 2, company_id: 3, company_name: 'ACME', contact_id: null, contact_name: null, inquiry_type_id: 2, inquiry_sub_type_id: 7,
      status: 2, comment: null, creation_date: '2025-01-10T09:00:00.000Z', organization_id: 4, organization_name: 'Atlas',
      user_first_name: 'Anne', user_last_name: 'Martin', user_email: 'anne@atlas.demo', next_status_list: [1, 3, 7, 8, 10],
    };
    expect(OperatorInquirySchema.parse(operator)).toEqual(operator);
  });
});
