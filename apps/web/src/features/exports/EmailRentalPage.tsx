import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { exportsModule } from '../../di/modules/exportsModule';
import { CLOCK } from '../../di/tokens';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { personalSpaceLinkLabel } from '../personal-space/personalSpaceLinkLabel';
import { SESSION_STORE } from '../session/SessionStore';
import type { EmailRentalUsageViewModel } from './EmailRentalUsageViewModel';
import { exportDetailsPath } from './ExportDialog';
import { EXPORT_PAGE_SIZE } from './ExportListViewModel';
import { EXPORTS_VIEW_MODEL_FACTORY } from './ExportsViewModelFactory';
import { formatExportDate } from './exportDate';
import styles from './Exports.module.css';

/**
 * /personal-space/email-rental (can_export_location): the organisation's email-rental exports, newest first, each
 * with its export id (to its page), who ran it, when, and how many e-mail addresses it held. A new rental starts
 * from a list ("Louer les e-mails" on my lists).
 */
export const EmailRentalPage = observer(function EmailRentalPage() {
  const { t, i18n } = useTranslation();
  const factory = useFactory(exportsModule, EXPORTS_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createEmailRentalUsage());

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <PersonalSpacePage title={personalSpaceLinkLabel('email-rental', i18n.language)} description={t('emailRental.lead')}>
      <p className={styles.muted}>
        {t('emailRental.newHint')} <TextLink href="/my-lists">{t('emailRental.newLink')}</TextLink>
      </p>
      <EmailRentalUsage vm={vm} />
    </PersonalSpacePage>
  );
});

const EmailRentalUsage = observer(function EmailRentalUsage({ vm }: { vm: EmailRentalUsageViewModel }) {
  const { t, i18n } = useTranslation();
  const clock = useInjection(CLOCK);
  const session = useInjection(SESSION_STORE);
  if (vm.status === 'error' && vm.usage.value === null) return <ErrorState text={t('emailRental.loadError')} onRetry={() => void vm.usage.retry()} />;
  if (vm.usage.value === null) return <Skeleton variant="table" columns={4} label={t('emailRental.loading')} />;
  if (vm.rows.length === 0) return <EmptyState icon="mail" title={t('emailRental.empty.title')} text={t('emailRental.empty.text')} />;
  const number = new Intl.NumberFormat(i18n.language);
  const userName = (userId: number) => {
    const user = userId === session.user?.id ? session.user : session.colleagues.find((colleague) => colleague.id === userId);
    return user ? `${user.first_name} ${user.last_name}` : t('emailRental.unknownUser', { id: userId });
  };
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('emailRental.table.label')}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>{t('emailRental.table.export')}</th>
              <th scope="col" className={styles.th}>{t('emailRental.table.user')}</th>
              <th scope="col" className={styles.th}>{t('emailRental.table.date')}</th>
              <th scope="col" className={styles.thNumeric}>{t('emailRental.table.emails')}</th>
            </tr>
          </thead>
          <tbody>
            {vm.rows.map((row) => (
              <tr key={row.export_id} className={styles.tr}>
                <th scope="row" className={styles.td}>
                  <TextLink href={exportDetailsPath(row.export_id, true)}>{t('exports.number', { id: row.export_id })}</TextLink>
                </th>
                <td className={styles.td}>{userName(row.user_id)}</td>
                <td className={styles.td}>{formatExportDate(row.start_date, clock.zone, t('exports.at'))}</td>
                <td className={styles.numeric}>{number.format(row.email_count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {vm.pageCount > 1 && <Pagination page={vm.page} pageSize={EXPORT_PAGE_SIZE} total={vm.total} onPageChange={(page) => void vm.setPage(page)} />}
    </>
  );
});
