import { inject, injectable } from 'inversify';
import type { InquiriesGateway } from '@cible/core';
import { token } from '../../di/token';
import { INQUIRIES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../session/SessionStore';
import { InquiryRequestViewModel, type InquiryRequestSession } from './InquiryRequestViewModel';

/** Makes the view-model of the "request an inquiry" call to action (the quick-search box and results page). */
@injectable()
export class InquiryRequestViewModelFactory {
  constructor(
    @inject(INQUIRIES_GATEWAY) private readonly gateway: InquiriesGateway,
    @inject(SESSION_STORE) private readonly session: InquiryRequestSession,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): InquiryRequestViewModel {
    return new InquiryRequestViewModel(this.gateway, this.session, this.toasts, this.translate);
  }
}

export const INQUIRY_REQUEST_VIEW_MODEL_FACTORY = token<InquiryRequestViewModelFactory>('InquiryRequestViewModelFactory');
