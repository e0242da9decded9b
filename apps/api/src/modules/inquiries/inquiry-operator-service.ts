import { DomainFailure, decidingLicenceOf, inquiryTransitionOutcome, isBlurredForUser, inquiryTransitionRefusal, nextInquiryStatuses } from '@cible/core';
import type { InquiryStatusChangeBody, OperatorInquiry, OperatorInquiryListQuery, OperatorInquiryListResponse } from '@cible/core';
import type { Notifier, PendingNotifications } from '../notifications/notifier';
import type { InquiryOperatorRepository, OperatorInquiryRecord } from './inquiry-operator-repository';

export interface InquiryOperatorService {
  list(query: OperatorInquiryListQuery): Promise<OperatorInquiryListResponse>;
  changeStatus(inquiryId: number, body: InquiryStatusChangeBody): Promise<OperatorInquiry>;
}

export interface InquiryOperatorServiceDependencies {
  readonly repository: InquiryOperatorRepository;
  readonly notifier: Pick<Notifier, 'notifyManyIn'>;
}

/** The company name the author's notification may carry: none when his licence does not show the company (sales PME). */
const companyNameForAuthor = (record: OperatorInquiryRecord): string | null => {
  const licenceId = decidingLicenceOf({ organization_user_license_list: record.userLicenceIds.map((id) => ({ license: { id } })) });
  return isBlurredForUser(licenceId, { is_visible_pme: record.companyIsVisiblePme }) ? null : record.inquiry.company_name;
};

/** The wire form of an operator's inquiry, with the statuses core's rule lets it move to. */
const toOperatorInquiry = (record: OperatorInquiryRecord): OperatorInquiry => ({
  ...record.inquiry,
  organization_id: record.organizationId,
  organization_name: record.organizationName,
  user_first_name: record.userFirstName,
  user_last_name: record.userLastName,
  user_email: record.userEmail,
  next_status_list: [...nextInquiryStatuses(record.inquiry.status)],
});

/**
 * The support staff's view of the customer inquiries (designed, docs/api.md "Customer inquiries", ADR 026): every
 * organisation's inquiries, and status changes along core's INQUIRY_TRANSITIONS (else 409 INQUIRY.TRANSITION_REFUSED).
 * A change that reaches an outcome (core's inquiryTransitionOutcome: pre-done, pre-fail) notifies the inquiry's author
 * ("inquiry done", payload inquiry_company_name + status_id) in the same transaction; the sockets hear it after commit.
 */
export function createInquiryOperatorService({ repository, notifier }: InquiryOperatorServiceDependencies): InquiryOperatorService {
  return {
    async list(query) {
      const { inquiries, total, organizations } = await repository.list({
        ...(query.status_list ? { statusIds: query.status_list } : {}),
        ...(query.organization_id ? { organizationId: query.organization_id } : {}),
        limit: query.limit,
        offset: query.offset,
      });
      return { inquiry_list: inquiries.map(toOperatorInquiry), inquiry_count: total, organization_list: organizations };
    },

    async changeStatus(inquiryId, { status }) {
      let pending: PendingNotifications | null = null;
      const changed = await repository.changeStatus(
        inquiryId,
        status,
        (current) => {
          const refusal = inquiryTransitionRefusal(current, status);
          if (refusal !== null) {
            throw new DomainFailure('INQUIRY.TRANSITION_REFUSED', `An inquiry in status ${current} cannot move to ${status} (${refusal}).`, {
              details: { status_id: current, allowed_status_list: [...nextInquiryStatuses(current)] },
            });
          }
        },
        async (tx, before, after) => {
          if (inquiryTransitionOutcome(before.inquiry.status, after.inquiry.status) === null) return;
          const companyName = companyNameForAuthor(after);
          pending = await notifier.notifyManyIn(tx, [
            {
              userId: after.inquiry.user_id,
              type: 'inquiry_done',
              payload: { status_id: after.inquiry.status, ...(companyName ? { inquiry_company_name: companyName } : {}) },
              companyId: after.inquiry.company_id,
              contactId: after.inquiry.contact_id,
            },
          ]);
        },
      );
      if (changed === null) throw new DomainFailure('NOT_FOUND', 'No such inquiry.');
      (pending as PendingNotifications | null)?.published();
      return toOperatorInquiry(changed);
    },
  };
}
