import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { INQUIRY_STATUSES, INQUIRY_SUB_TYPES, INQUIRY_TYPES, formatDateFr, labelOf } from '@cible/core';
import type { OperatorInquiry } from '@cible/core';
import { inquiriesModule } from '../../../di/modules/inquiriesModule';
import { CLOCK } from '../../../di/tokens';
import { useFactory } from '../../../di/useFactory';
import { useInjection } from '../../../di/useInjection';
import { useCoreText } from '../../../i18n/coreText';
import { Card } from '../../../ui/components/Card/Card';
import { EmptyState } from '../../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../../ui/components/Pagination/Pagination';
import { Select } from '../../../ui/components/Select/Select';
import { Skeleton } from '../../../ui/components/Skeleton/Skeleton';
import { Table, type TableColumn } from '../../../ui/components/Table/Table';
import { INQUIRY_OPERATOR_VIEW_MODEL_FACTORY } from './InquiryOperatorViewModelFactory';
import styles from '../Inquiries.module.css';

/**
 * /support/inquiries (platform administrators; designed, ADR 026): every organisation's customer inquiries, filtered
 * by status group and organisation, 20 per page; each row's status is changed to one of the statuses core's rule
 * allows (a final status offers none).
 */
export const InquiryOperatorPage = observer(function InquiryOperatorPage() {
  const { t } = useTranslation();
  const coreText = useCoreText();
  const clock = useInjection(CLOCK);
  const factory = useFactory(inquiriesModule, INQUIRY_OPERATOR_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  useEffect(() => void vm.load(), [vm]);

  const label = (text: ReturnType<typeof labelOf>) => (text ? coreText(text) : '');
  const statusLabel = (id: number) => label(labelOf(INQUIRY_STATUSES, id));
  const columns: TableColumn<OperatorInquiry>[] = [
    {
      id: 'company',
      header: t('inquiries.columns.company'),
      isRowHeader: true,
      cell: (row) => (
        <span className={styles.stack}>
          <strong>{row.company_name ?? `#${row.company_id}`}</strong>
          {row.contact_name && <span className={styles.muted}>{row.contact_name}</span>}
        </span>
      ),
    },
    {
      id: 'author',
      header: t('inquiries.operator.author'),
      cell: (row) => (
        <span className={styles.stack}>
          <span>{[row.user_first_name, row.user_last_name].filter(Boolean).join(' ') || row.user_email}</span>
          <span className={styles.muted}>{row.organization_name}</span>
        </span>
      ),
    },
    {
      id: 'request',
      header: t('inquiries.operator.request'),
      cell: (row) => (
        <span className={styles.stack}>
          <span>
            {label(labelOf(INQUIRY_TYPES, row.inquiry_type_id))}
            {row.inquiry_sub_type_id !== null && ` · ${label(labelOf(INQUIRY_SUB_TYPES, row.inquiry_sub_type_id))}`}
          </span>
          {row.comment && <span className={styles.comment}>{row.comment}</span>}
        </span>
      ),
    },
    { id: 'created', header: t('inquiries.columns.created'), cell: (row) => <time dateTime={row.creation_date}>{formatDateFr(row.creation_date, clock.zone)}</time> },
    {
      id: 'status',
      header: t('inquiries.columns.status'),
      cell: (row) =>
        row.next_status_list.length === 0 ? (
          <span className={styles.status} data-status={row.status}>
            {statusLabel(row.status)}
          </span>
        ) : (
          <Select
            label={t('inquiries.operator.statusOf', { company: row.company_name ?? `#${row.company_id}` })}
            isLabelHidden
            options={[row.status, ...row.next_status_list].map((id) => ({ value: id, name: statusLabel(id) }))}
            value={row.status}
            isDisabled={vm.changingId !== null}
            onChange={(status) => {
              if (status > 0 && status !== row.status) void vm.changeStatus(row.id, status);
            }}
            className={styles.statusSelect}
          />
        ),
    },
  ];
  const groupIndex = vm.groups.findIndex((group) => group.key === vm.groupKey);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('inquiries.operator.title')}</h1>
          <p className={styles.lead}>{t('inquiries.operator.lead', { count: vm.total })}</p>
        </div>
      </header>
      <div className={styles.filters}>
        <Select
          label={t('inquiries.filterStatus')}
          placeholder={t('inquiries.allStatuses')}
          options={vm.groups.map((group, index) => ({ value: index + 1, name: coreText(group.label) }))}
          value={groupIndex >= 0 ? groupIndex + 1 : -1}
          onChange={(value) => vm.groupChanged(value > 0 ? (vm.groups[value - 1]?.key ?? null) : null)}
          isClearable
          className={styles.filter}
        />
        <Select
          label={t('inquiries.operator.organization')}
          placeholder={t('inquiries.operator.allOrganizations')}
          options={vm.organizations.map((organization) => ({ value: organization.id, name: organization.name }))}
          value={vm.organizationId ?? -1}
          onChange={(value) => vm.organizationChanged(value > 0 ? value : null)}
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
              aria-label={t('inquiries.operator.tableLabel')}
              columns={columns}
              rows={vm.inquiries}
              emptyState={<EmptyState icon="inbox" headingLevel={2} isCompact title={t('inquiries.emptyFiltered')} />}
            />
            {vm.total > vm.pageSize && <Pagination page={vm.page} pageSize={vm.pageSize} total={vm.total} onPageChange={vm.pageChanged} className={styles.pagination} />}
          </>
        )}
      </Card>
    </div>
  );
});
