import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { INQUIRIES_PAGE_VIEW_MODEL_FACTORY, InquiriesPageViewModelFactory } from '../../features/inquiries/InquiriesPageViewModelFactory';
import { INQUIRY_OPERATOR_VIEW_MODEL_FACTORY, InquiryOperatorViewModelFactory } from '../../features/inquiries/operator/InquiryOperatorViewModelFactory';

/** Customer inquiries' pages: /reports (with inquiryRequestModule for its popup) and the support staff's desk. */
export const inquiriesModule = new ContainerModule((options) => {
  provide(options, INQUIRIES_PAGE_VIEW_MODEL_FACTORY).to(InquiriesPageViewModelFactory).inSingletonScope();
  provide(options, INQUIRY_OPERATOR_VIEW_MODEL_FACTORY).to(InquiryOperatorViewModelFactory).inSingletonScope();
});
