import { inject, injectable } from 'inversify';
import type { InquiryOperatorGateway } from '@cible/core';
import { token } from '../../../di/token';
import { INQUIRY_OPERATOR_GATEWAY } from '../../../di/tokens';
import { TRANSLATE, type Translate } from '../../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../../ui/components/Toast/ToastStore';
import { InquiryOperatorViewModel } from './InquiryOperatorViewModel';

/** Makes the view-model of /support/inquiries (platform administrators). */
@injectable()
export class InquiryOperatorViewModelFactory {
  constructor(
    @inject(INQUIRY_OPERATOR_GATEWAY) private readonly gateway: InquiryOperatorGateway,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): InquiryOperatorViewModel {
    return new InquiryOperatorViewModel(this.gateway, this.toasts, this.translate);
  }
}

export const INQUIRY_OPERATOR_VIEW_MODEL_FACTORY = token<InquiryOperatorViewModelFactory>('InquiryOperatorViewModelFactory');
