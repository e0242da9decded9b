import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { QUERY_TYPES, criteriaTags, formatDateFr, type Query } from '@cible/core';
import { CLOCK } from '../../di/tokens';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { queryPagesModule } from '../../di/modules/queryPagesModule';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { useCoreText } from '../../i18n/coreText';
import { Badge } from '../../ui/components/Badge/Badge';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { personalSpaceLinkLabel } from '../personal-space/personalSpaceLinkLabel';
import { SESSION_STORE } from '../session/SessionStore';
import { QueryActions } from './QueryActions';
import { QueryPreviewList } from './QueryPreviewList';
import { QUERY_LIST_KINDS, previewTargetOf, type QueryListKind } from './queryListKinds';
import { QUERY_LIST_VIEW_MODEL_FACTORY } from './QueryListViewModelFactory';
import type { QueryListViewModel } from './QueryListViewModel';
import styles from './QueryListPage.module.css';

export interface QueryListPageProps {
  kind: QueryListKind;
}

/**
 * /personal-space/saved-searches, company-segments, contact-segments, alerts: the user's queries of the kind, how
 * many of the 10 are used (said before the limit is reached), each query with its preview of 3 and its actions.
 */
export const QueryListPage = observer(function QueryListPage({ kind }: QueryListPageProps) {
  const { t, i18n } = useTranslation();
  const factory = useFactory(queryPagesModule, QUERY_LIST_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create(kind));
  const { link, limitKind } = QUERY_LIST_KINDS[kind];

  useEffect(() => {
    void vm.load();
  }, [vm]);

  if (link === null) {
    return (
      <div className={styles.page}>
        <PersonalSpacePage title={t('queries.myLists.title')} description={t('queries.lead.lists')}>
          <QueryListContent vm={vm} />
        </PersonalSpacePage>
      </div>
    );
  }
  return (
    <PersonalSpacePage title={personalSpaceLinkLabel(link, i18n.language)} description={t(`queries.lead.${limitKind ?? 'lists'}`)}>
      {vm.status === 'ready' && limitKind !== null && (
        <p className={vm.isAtLimit ? styles.limitReached : styles.limit} role="status">
          {vm.isAtLimit
            ? t(`queries.limit.reached.${limitKind}`, { count: vm.limit ?? 0 })
            : t(`queries.limit.used.${limitKind}`, { used: vm.used, count: vm.limit ?? 0 })}
        </p>
      )}
      <QueryListContent vm={vm} />
    </PersonalSpacePage>
  );
});

const QueryListContent = observer(function QueryListContent({ vm }: { vm: QueryListViewModel }) {
  const { t } = useTranslation();
  const limitKind = QUERY_LIST_KINDS[vm.kind].limitKind ?? 'lists';
  if (vm.status === 'error') return <ErrorState text={t('queries.loadError')} onRetry={() => void vm.load()} />;
  if (vm.status !== 'ready') return <Skeleton variant="card" label={t('queries.loading')} />;
  if (vm.queries.length === 0) return <EmptyState icon="search" title={t(`queries.empty.${limitKind}.title`)} text={t(`queries.empty.${limitKind}.text`)} />;
  return (
    <ul className={styles.list}>
      {vm.queries.map((query) => (
        <li key={query.id}>
          <QueryCard vm={vm} query={query} />
        </li>
      ))}
    </ul>
  );
});

const QueryCard = observer(function QueryCard({ vm, query }: { vm: QueryListViewModel; query: Query }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const session = useInjection(SESSION_STORE);
  const clock = useInjection(CLOCK);
  const type = QUERY_TYPES.find((candidate) => candidate.id === query.query_type_id);
  const isList = type !== undefined && type.target !== 'criteria';
  // What a search, segment or alert looks for, as its tags say it (a list holds items: its preview shows them).
  const summary = isList ? [] : criteriaTags(query.criteria).map((tag) => `${text(tag.label)} : ${tag.values.map((value) => text(value.label)).join(', ')}`);
  const target = previewTargetOf(vm.kind, query);
  const editHref = `/advanced-search?target=${encodeURIComponent(JSON.stringify(target))}&criteria=${encodeURIComponent(JSON.stringify(query.criteria))}`;
  return (
    <Card
      title={query.name}
      headingLevel={2}
      description={t('queries.created', { date: formatDateFr(query.creation_date, clock.zone) })}
      actions={
        <div className={styles.badges}>
          {(vm.kind === 'alerts' || vm.kind === 'my-lists') && type && <Badge tone="neutral">{text(type.label)}</Badge>}
          {query.is_alert && <Badge tone="info" withDot>{t('queries.alertBadge')}</Badge>}
        </div>
      }
      footer={<QueryActions vm={vm} query={query} colleagues={session.colleagues.filter((colleague) => colleague.id !== session.user?.id)} />}
    >
      {summary.length > 0 && (
        <div className={styles.summary}>
          <ul className={styles.summaryList} aria-label={t('queries.criteria')}>
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <TextLink href={editHref}>{t('queries.openInSearch')}</TextLink>
        </div>
      )}
      <QueryPreviewList preview={vm.previewOf(query.id)} />
    </Card>
  );
});
