import { MAX_OPEN_INQUIRIES, isInquiryQuotaReached } from '@cible/core';
import type { Inquiry, InquiryCreateBody, InquiryListQuery, InquiryListResponse, InquiryQuota } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import { ApiError } from '../../server/api-error';
import type { InquiriesRepository, InquiryOwner } from './inquiries-repository';

export interface InquiriesService {
  list(auth: AuthContext, query: InquiryListQuery): Promise<InquiryListResponse>;
  create(auth: AuthContext, body: InquiryCreateBody): Promise<Inquiry>;
  quota(auth: AuthContext, userId: number): Promise<InquiryQuota>;
}

const callerOf = (auth: AuthContext): InquiryOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

/**
 * Customer inquiries (prospecting §3, §5, §7; app-shell §2.7 and §5): the caller's list, a new inquiry (refused with
 * 409 INQUIRY.QUOTA_REACHED once 15 are open: core's isInquiryQuotaReached), and the quota of the caller or of a
 * colleague of the same organisation (another organisation or no such user: 404).
 */
export function createInquiriesService(repository: InquiriesRepository): InquiriesService {
  return {
    async list(auth, query) {
      const { inquiries, total } = await repository.list(callerOf(auth), { statusIds: query.status_list, limit: query.limit, offset: query.offset });
      return { inquiry_list: inquiries, inquiry_count: total };
    },

    async create(auth, body) {
      const outcome = await repository.insert(
        callerOf(auth),
        {
          companyId: body.company_id,
          contactId: body.contact_id ?? null,
          inquiryTypeId: body.inquiry_type_id,
          inquirySubTypeId: body.inquiry_sub_type_id ?? null,
          message: body.comment ? body.comment : null,
        },
        MAX_OPEN_INQUIRIES,
      );
      if (outcome.kind === 'quota-reached') {
        throw ApiError.fromDomain(409, 'INQUIRY.QUOTA_REACHED', `${outcome.openCount} inquiries are already open (at most ${MAX_OPEN_INQUIRIES}).`, {
          details: { open_inquiry_count: outcome.openCount, max_quota: MAX_OPEN_INQUIRIES },
        });
      }
      if (outcome.kind === 'not-found') throw new ApiError(404, 'NOT_FOUND', 'No such company (or contact of that company).');
      return outcome.inquiry;
    },

    async quota(auth, userId) {
      const open = await repository.countOpen({ userId, organizationId: auth.user.organizationId });
      if (open === null) throw new ApiError(404, 'NOT_FOUND', 'No such user.');
      return { open_inquiry_count: open, max_quota: MAX_OPEN_INQUIRIES, is_reached: isInquiryQuotaReached(open) };
    },
  };
}
