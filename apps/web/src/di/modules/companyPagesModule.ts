import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { COMPANY_PAGE_VIEW_MODEL_FACTORY, CompanyPageViewModelFactory } from '../../features/company/CompanyPageViewModelFactory';
import { CONTACT_PAGE_VIEW_MODEL_FACTORY, ContactPageViewModelFactory } from '../../features/contact/ContactPageViewModelFactory';

/** The company pages (docs/company-pages.md): the factories of the company and contact page view-models. */
export const companyPagesModule = new ContainerModule((options) => {
  provide(options, COMPANY_PAGE_VIEW_MODEL_FACTORY).to(CompanyPageViewModelFactory).inSingletonScope();
  provide(options, CONTACT_PAGE_VIEW_MODEL_FACTORY).to(ContactPageViewModelFactory).inSingletonScope();
});
