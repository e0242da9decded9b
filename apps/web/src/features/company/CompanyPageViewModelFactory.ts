import { inject, injectable } from 'inversify';
import type { CompanyPagesGateway } from '@cible/core';
import { token } from '../../di/token';
import { COMPANY_PAGES_GATEWAY } from '../../di/tokens';
import { CompanyPageViewModel } from './CompanyPageViewModel';

/** Makes the view-model of a company page (/account/{id}, a news piece highlighted or not). */
@injectable()
export class CompanyPageViewModelFactory {
  constructor(@inject(COMPANY_PAGES_GATEWAY) private readonly gateway: CompanyPagesGateway) {}

  create(companyId: number, highlightedNewsId: number | null = null): CompanyPageViewModel {
    return new CompanyPageViewModel(this.gateway, companyId, highlightedNewsId);
  }
}

export const COMPANY_PAGE_VIEW_MODEL_FACTORY = token<CompanyPageViewModelFactory>('CompanyPageViewModelFactory');
