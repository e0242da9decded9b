import { inject, injectable } from 'inversify';
import type { DataGateway, QueriesGateway } from '@cible/core';
import { token } from '../../di/token';
import { DATA_GATEWAY, QUERIES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import type { AdvancedSearchSearch } from './advancedSearchSearch';
import { AdvancedSearchViewModel } from './AdvancedSearchViewModel';
import { DataCriteriaSearch } from './CriteriaSearch';

/** Makes the view-model of /advanced-search: the criteria search over the data gateway, saving through the queries. */
@injectable()
export class AdvancedSearchViewModelFactory {
  constructor(
    @inject(DATA_GATEWAY) private readonly data: DataGateway,
    @inject(QUERIES_GATEWAY) private readonly queries: QueriesGateway,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  /** `navigate` writes a new search in the URL (the route's). */
  create(navigate: (search: AdvancedSearchSearch) => void): AdvancedSearchViewModel {
    return new AdvancedSearchViewModel(new DataCriteriaSearch(this.data), this.queries, {
      navigate,
      saved: (kind, name) => this.toasts.success(this.translate(`advancedSearch.save.done.${kind}`, { name })),
      addedToList: (count, name) => this.toasts.success(this.translate('advancedSearch.addToList.done', { count, name })),
    });
  }
}

export const ADVANCED_SEARCH_VIEW_MODEL_FACTORY = token<AdvancedSearchViewModelFactory>('AdvancedSearchViewModelFactory');
