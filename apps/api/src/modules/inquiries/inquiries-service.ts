import { DATA_BLURRED_CODE, DomainFailure, inquirySubjectRefusal, isBlurredForUser, isInquiryQuotaReached, MAX_OPEN_INQUIRIES } from '@cible/core';
import type { Inquiry, InquiryCreateBody, InquiryListQuery, InquiryListResponse, InquiryQuota } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { InquiriesRepository, InquiryOwner, InquiryRecord } from './inquiries-repository';

export interface InquiriesService {
  list(auth: AuthContext, query: InquiryListQuery): Promise<InquiryListResponse>;
  create(auth: AuthContext, body: InquiryCreateBody): Promise<Inquiry>;
  get(auth: AuthContext, inquiryId: number): Promise<Inquiry>;
  quota(auth: AuthContext, userId: number): Promise<InquiryQuota>;
}

const callerOf = (auth: AuthContext): InquiryOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

/** An inquiry as the caller's licence may see it: a name is hidden when its company or contact is blurred for it. */
const shown = (auth: AuthContext, { inquiry, companyIsVisiblePme, contactIsVisiblePme }: InquiryRecord): Inquiry => {
  const licenceId = auth.user.access.licenceId;
  const companyHidden = isBlurredForUser(licenceId, { is_visible_pme: companyIsVisiblePme });
  const contactHidden = companyHidden || (inquiry.contact_id !== null && isBlurredForUser(licenceId, { is_visible_pme: contactIsVisiblePme }));
  return {
    ...inquiry,
    ...(companyHidden ? { company_name: null } : {}),
    ...(contactHidden ? { contact_name: null } : {}),
  };
};

/**
 * Customer inquiries (docs/api.md "Customer inquiries"): the caller's list, a new inquiry (refused with
 * 409 INQUIRY.QUOTA_REACHED once 15 are open: core's isInquiryQuotaReached), and the quota of the caller or of a
 * colleague of the same organisation (another organisation or no such user: 404).
 */
export function createInquiriesService(repository: InquiriesRepository): InquiriesService {
  return {
    async list(auth, query) {
      const { inquiries, total } = await repository.list(callerOf(auth), { statusIds: query.status_list, limit: query.limit, offset: query.offset });
      return { inquiry_list: inquiries.map((record) => shown(auth, record)), inquiry_count: total };
    },

    async create(auth, body) {
      // Core's order of refusals: nothing tells a sales PME caller which contacts a hidden company has.
      const refusal = inquirySubjectRefusal(auth.user.access.licenceId, await repository.findSubject(body.company_id, body.contact_id ?? null));
      if (refusal === 'company-blurred' || refusal === 'contact-blurred') {
        throw new DomainFailure(DATA_BLURRED_CODE, 'Your licence does not show this company or contact.');
      }
      if (refusal !== null) throw new DomainFailure('NOT_FOUND', 'No such company (or contact of that company).');
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
        throw new DomainFailure('INQUIRY.QUOTA_REACHED', `${outcome.openCount} inquiries are already open (at most ${MAX_OPEN_INQUIRIES}).`, {
          details: { open_inquiry_count: outcome.openCount, max_quota: MAX_OPEN_INQUIRIES },
        });
      }
      if (outcome.kind === 'not-found') throw new DomainFailure('NOT_FOUND', 'No such company (or contact of that company).');
      return shown(auth, outcome.inquiry);
    },

    async get(auth, inquiryId) {
      const record = await repository.find(callerOf(auth), inquiryId);
      if (record === null) throw new DomainFailure('NOT_FOUND', 'No such inquiry.');
      return shown(auth, record);
    },

    async quota(auth, userId) {
      const open = await repository.countOpen({ userId, organizationId: auth.user.organizationId });
      if (open === null) throw new DomainFailure('NOT_FOUND', 'No such user.');
      return { open_inquiry_count: open, max_quota: MAX_OPEN_INQUIRIES, is_reached: isInquiryQuotaReached(open) };
    },
  };
}
