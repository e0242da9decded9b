import { inject, injectable } from 'inversify';
import type { CompanyPagesGateway } from '@cible/core';
import { token } from '../../di/token';
import { COMPANY_PAGES_GATEWAY } from '../../di/tokens';
import { ContactPageViewModel } from './ContactPageViewModel';

/** Makes the view-model of a contact page (/contact/{id}). */
@injectable()
export class ContactPageViewModelFactory {
  constructor(@inject(COMPANY_PAGES_GATEWAY) private readonly gateway: CompanyPagesGateway) {}

  create(contactId: number): ContactPageViewModel {
    return new ContactPageViewModel(this.gateway, contactId);
  }
}

export const CONTACT_PAGE_VIEW_MODEL_FACTORY = token<ContactPageViewModelFactory>('ContactPageViewModelFactory');
