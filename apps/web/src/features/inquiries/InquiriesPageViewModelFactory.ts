import { inject, injectable } from 'inversify';
import type { InquiriesGateway } from '@cible/core';
import { token } from '../../di/token';
import { INQUIRIES_GATEWAY } from '../../di/tokens';
import { InquiriesPageViewModel } from './InquiriesPageViewModel';
import { INQUIRY_REQUEST_VIEW_MODEL_FACTORY, type InquiryRequestViewModelFactory } from './InquiryRequestViewModelFactory';

/** Makes the view-model of /reports (with its own inquiry popup). */
@injectable()
export class InquiriesPageViewModelFactory {
  constructor(
    @inject(INQUIRIES_GATEWAY) private readonly gateway: InquiriesGateway,
    @inject(INQUIRY_REQUEST_VIEW_MODEL_FACTORY) private readonly requests: InquiryRequestViewModelFactory,
  ) {}

  create(): InquiriesPageViewModel {
    return new InquiriesPageViewModel(this.gateway, this.requests.create());
  }
}

export const INQUIRIES_PAGE_VIEW_MODEL_FACTORY = token<InquiriesPageViewModelFactory>('InquiriesPageViewModelFactory');
