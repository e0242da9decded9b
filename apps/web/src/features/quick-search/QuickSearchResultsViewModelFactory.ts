import { inject, injectable } from 'inversify';
import type { QuickSearchGateway } from '@cible/core';
import { token } from '../../di/token';
import { QUICK_SEARCH_GATEWAY } from '../../di/tokens';
import { SESSION_STORE } from '../session/SessionStore';
import type { QuickSearchSession } from './QuickSearchViewModel';
import { QuickSearchResultsViewModel } from './QuickSearchResultsViewModel';

/** Makes the view-model of the quick-search results page (/quick-search). */
@injectable()
export class QuickSearchResultsViewModelFactory {
  constructor(
    @inject(QUICK_SEARCH_GATEWAY) private readonly gateway: QuickSearchGateway,
    @inject(SESSION_STORE) private readonly session: QuickSearchSession,
  ) {}

  create(): QuickSearchResultsViewModel {
    return new QuickSearchResultsViewModel(this.gateway, this.session);
  }
}

export const QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY = token<QuickSearchResultsViewModelFactory>('QuickSearchResultsViewModelFactory');
