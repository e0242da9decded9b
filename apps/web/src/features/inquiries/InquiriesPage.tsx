import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../di/useInjection';
import { INQUIRY_STATUSES, INQUIRY_SUB_TYPES, INQUIRY_TYPES, canRequestInquiry, formatDateFr, labelOf } from '@cible/core';
import type { Inquiry } from '@cible/core';
import { inquiriesModule } from '../../di/modules/inquiriesModule';
import { inquiryRequestModule } from '../../di/modules/inquiryRequestModule';
import { CLOCK } from '../../di/tokens';
import { useFactory } from '../../di/useFactory';
import { useCoreText } from '../../i18n/coreText';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Table, type TableColumn } from '../../ui/components/Table/Table';
import { QuickSearchResultLink } from '../quick-search/QuickSearchResultLink';
import { SESSION_STORE } from '../session/SessionStore';
import { INQUIRIES_PAGE_VIEW_MODEL_FACTORY } from './InquiriesPageViewModelFactory';
import { InquiryDialog } from './InquiryDialog';
import { InquiryRequestButton } from './InquiryRequestButton';
import styles from './Inquiries.module.css';

/**
 * /reports (docs/api.md "Customer inquiries"): the user's customer inquiries — company (link to its page), contact, type, sub-type,
 * status, creation date (DD/MM/YYYY) — filtered by status group, 20 per page, and the "new inquiry" button (disabled
 * with the spec's tooltip at the quota) that opens the shared popup. `openPopup`: opened by ?open-inquiry-popup=true.
 */
export const InquiriesPage = observer(function InquiriesPage({ openPopup = false }: { openPopup?: boolean }) {
  const { t } = useTranslation();
  const coreText = useCoreText();
  const clock = useInjection(CLOCK);
  const session = useInjection(SESSION_STORE);
  const factory = useFactory([inquiryRequestModule, inquiriesModule], INQUIRIES_PAGE_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  const [initialOpen] = useState(openPopup);
  const mayRequest = session.ability !== null && canRequestInquiry(session.ability);
  useEffect(() => vm.start({ openPopup: initialOpen && mayRequest }), [vm, initialOpen, mayRequest]);

  const label = (text: ReturnType<typeof labelOf>) => (text ? coreText(text) : '');
  const columns: TableColumn<Inquiry>[] = [
    {
      id: 'company',
      header: t('inquiries.columns.company'),
      isRowHeader: true,
      cell: (row) => (row.company_name ? <QuickSearchResultLink target={{ kind: 'company', companyId: row.company_id }}>{row.company_name}</QuickSearchResultLink> : <span className={styles.muted}>{t('inquiries.hidden')}</span>),
    },
    { id: 'contact', header: t('inquiries.columns.contact'), cell: (row) => row.contact_name ?? (row.contact_id === null ? '—' : t('inquiries.hidden')) },
    { id: 'type', header: t('inquiries.columns.type'), cell: (row) => label(labelOf(INQUIRY_TYPES, row.inquiry_type_id)) },
    { id: 'subType', header: t('inquiries.columns.subType'), cell: (row) => (row.inquiry_sub_type_id === null ? '—' : label(labelOf(INQUIRY_SUB_TYPES, row.inquiry_sub_type_id))) },
    { id: 'status', header: t('inquiries.columns.status'), cell: (row) => <span className={styles.status} data-status={row.status}>{label(labelOf(INQUIRY_STATUSES, row.status))}</span> },
    { id: 'created', header: t('inquiries.columns.created'), cell: (row) => <time dateTime={row.creation_date}>{formatDateFr(row.creation_date, clock.zone)}</time> },
  ];
  const groupOptions = vm.groups.map((group, index) => ({ value: index + 1, name: coreText(group.label) }));
  const groupIndex = vm.groups.findIndex((group) => group.key === vm.groupKey);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('inquiries.title')}</h1>
          <p className={styles.lead}>{t('inquiries.lead')}</p>
        </div>
        {mayRequest && <InquiryRequestButton vm={vm.request} label={t('inquiries.new')} onPress={vm.openRequest} />}
      </header>
      <div className={styles.filters}>
        <Select
          label={t('inquiries.filterStatus')}
          placeholder={t('inquiries.allStatuses')}
          options={groupOptions}
          value={groupIndex >= 0 ? groupIndex + 1 : -1}
          onChange={(value) => vm.groupChanged(value > 0 ? (vm.groups[value - 1]?.key ?? null) : null)}
          isClearable
          className={styles.filter}
        />
      </div>
      <Card>
        {vm.list.status === 'loading' && vm.list.value === null && <Skeleton variant="table" lines={5} label={t('inquiries.loading')} />}
        {vm.list.status === 'error' && <ErrorState headingLevel={2} text={t('inquiries.loadError')} onRetry={() => void vm.load()} />}
        {vm.list.value !== null && vm.list.status !== 'error' && (
          <>
            <Table
              aria-label={t('inquiries.tableLabel')}
              columns={columns}
              rows={vm.inquiries}
              emptyState={<EmptyState icon="inbox" headingLevel={2} isCompact title={vm.groupKey === null ? t('inquiries.empty') : t('inquiries.emptyFiltered')} text={vm.groupKey === null ? t('inquiries.emptyText') : undefined} />}
            />
            {vm.total > vm.pageSize && <Pagination page={vm.page} pageSize={vm.pageSize} total={vm.total} onPageChange={vm.pageChanged} className={styles.pagination} />}
          </>
        )}
      </Card>
      {mayRequest && <InquiryDialog vm={vm.request} />}
    </div>
  );
});
