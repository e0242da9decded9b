import { inject, injectable } from 'inversify';
import type { CompanyPagesGateway, InquiriesGateway, QuickSearchGateway } from '@cible/core';
import { token } from '../../di/token';
import { COMPANY_PAGES_GATEWAY, INQUIRIES_GATEWAY, QUICK_SEARCH_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../session/SessionStore';
import { InquiryRequestViewModel, type InquiryRequestOptions, type InquiryRequestSession } from './InquiryRequestViewModel';
import { inquirySubjectLookups } from './inquirySubjectLookups';

/** Makes the view-model of the "request an inquiry" popup (quick search's box and results page, /reports). */
@injectable()
export class InquiryRequestViewModelFactory {
  constructor(
    @inject(INQUIRIES_GATEWAY) private readonly gateway: InquiriesGateway,
    @inject(SESSION_STORE) private readonly session: InquiryRequestSession,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
    @inject(QUICK_SEARCH_GATEWAY) private readonly quickSearch: QuickSearchGateway,
    @inject(COMPANY_PAGES_GATEWAY) private readonly companyPages: CompanyPagesGateway,
  ) {}

  create(options: InquiryRequestOptions = {}): InquiryRequestViewModel {
    return new InquiryRequestViewModel(this.gateway, this.session, this.toasts, this.translate, inquirySubjectLookups(this.quickSearch, this.companyPages), options);
  }
}

export const INQUIRY_REQUEST_VIEW_MODEL_FACTORY = token<InquiryRequestViewModelFactory>('InquiryRequestViewModelFactory');
