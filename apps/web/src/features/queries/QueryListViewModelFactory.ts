import { inject, injectable } from 'inversify';
import { isHttpFailure, type DataGateway, type QueriesGateway } from '@cible/core';
import { token } from '../../di/token';
import { DATA_GATEWAY, QUERIES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { DataCriteriaSearch } from '../advanced-search/CriteriaSearch';
import { SESSION_STORE, type SessionStore } from '../session/SessionStore';
import { QUERY_LIMIT_REACHED_CODE, QUERY_LIST_KINDS, queryListLimit, type QueryListKind } from './queryListKinds';
import { QueryListViewModel } from './QueryListViewModel';

/**
 * Makes the view-model of a page of queries: the signed-in user's id, the previews from the advanced search, the
 * spec's toasts (saved, duplicated, deleted; the generic error) and the limit's own message when the API refuses a
 * query at the limit.
 */
@injectable()
export class QueryListViewModelFactory {
  constructor(
    @inject(QUERIES_GATEWAY) private readonly gateway: QueriesGateway,
    @inject(DATA_GATEWAY) private readonly data: DataGateway,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(kind: QueryListKind): QueryListViewModel {
    const t = this.translate;
    return new QueryListViewModel(kind, this.session.user?.id ?? 0, this.gateway, new DataCriteriaSearch(this.data), {
      succeeded: (what) => this.toasts.success(t(`queries.toast.${what}`)),
      failed: (error) => {
        const limitKind = QUERY_LIST_KINDS[kind].limitKind;
        const atLimit = limitKind !== null && isHttpFailure(error) && error.kind === 'api' && error.error.code === QUERY_LIMIT_REACHED_CODE;
        const text = atLimit ? t(`queries.limit.reached.${limitKind}`, { count: queryListLimit(kind) }) : t('queries.toast.error');
        this.toasts.error(text);
      },
      copyName: (name) => t('queries.copyName', { name }),
    });
  }
}

export const QUERY_LIST_VIEW_MODEL_FACTORY = token<QueryListViewModelFactory>('QueryListViewModelFactory');
