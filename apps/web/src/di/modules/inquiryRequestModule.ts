import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { INQUIRY_REQUEST_VIEW_MODEL_FACTORY, InquiryRequestViewModelFactory } from '../../features/inquiries/InquiryRequestViewModelFactory';

/** The "request an inquiry" popup's view-model factory (quick search's box and results page, /reports), alone: small enough for the header. */
export const inquiryRequestModule = new ContainerModule((options) => {
  provide(options, INQUIRY_REQUEST_VIEW_MODEL_FACTORY).to(InquiryRequestViewModelFactory).inSingletonScope();
});
