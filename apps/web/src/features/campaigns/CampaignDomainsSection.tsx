import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DomainCheckResult, SendingDomain } from '@cible/core';
import { useInjection } from '../../di/useInjection';
import { CLOCK } from '../../di/tokens';
import { Badge, type BadgeTone } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../ui/components/TextField/TextField';
import { formatExportDate } from '../exports/exportDate';
import type { CampaignDomainsViewModel } from './CampaignDomainsViewModel';
import styles from './Campaigns.module.css';

const CHECK_TONES: Readonly<Record<DomainCheckResult, BadgeTone>> = { pass: 'success', fail: 'error', missing: 'warning', unknown: 'neutral' };

/** The organisation's sending domains: add, the DNS records to publish (copyable), the live check, delete. */
export const CampaignDomainsSection = observer(function CampaignDomainsSection({ vm }: { vm: CampaignDomainsViewModel }) {
  const { t } = useTranslation();
  return (
    <Card title={t('campaigns.domains.title')} description={t('campaigns.domains.lead')} headingLevel={2}>
      <form
        className={styles.addRow}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.add();
        }}
      >
        <TextField
          className={styles.filter}
          label={t('campaigns.domains.name')}
          placeholder={t('campaigns.domains.namePlaceholder')}
          value={vm.newName}
          onChange={vm.setNewName}
          errorMessage={vm.nameInvalid ? t('campaigns.domains.nameInvalid') : undefined}
        />
        <Button type="submit" variant="secondary" iconStart="plus" isPending={vm.adding} isDisabled={vm.newName.trim() === ''}>
          {t('campaigns.domains.add')}
        </Button>
      </form>
      {vm.error !== null && (
        <p className={styles.error} role="alert">
          {t(`campaigns.errors.${vm.error}`)}
        </p>
      )}
      {vm.domains.status === 'loading' && vm.domains.value === null && <Skeleton variant="card" lines={3} label={t('campaigns.domains.loading')} />}
      {vm.domains.status === 'error' && <ErrorState headingLevel={3} text={t('campaigns.domains.loadError')} onRetry={() => void vm.load()} />}
      {vm.domains.value !== null && vm.list.length === 0 && <EmptyState isCompact headingLevel={3} icon="mail" title={t('campaigns.domains.empty')} />}
      {vm.list.map((domain) => (
        <DomainBlock key={domain.id} domain={domain} vm={vm} />
      ))}
      <ConfirmDialog
        isOpen={vm.deleting !== null}
        title={t('campaigns.domains.deleteTitle')}
        confirmLabel={t('campaigns.domains.deleteConfirm')}
        onConfirm={() => void vm.confirmDelete()}
        onCancel={vm.cancelDelete}
        isPending={vm.removing}
      >
        {t('campaigns.domains.deleteQuestion', { name: vm.deleting?.name ?? '' })}
      </ConfirmDialog>
    </Card>
  );
});

/** One domain: its state, its records to publish, the outcome of the last check, its actions. */
const DomainBlock = observer(function DomainBlock({ domain, vm }: { domain: SendingDomain; vm: CampaignDomainsViewModel }) {
  const { t } = useTranslation();
  const clock = useInjection(CLOCK);
  return (
    <section className={styles.domain} aria-labelledby={`domain-${domain.id}`}>
      <header className={styles.header}>
        <div>
          <h3 id={`domain-${domain.id}`} className={styles.subtitle}>
            {domain.name} <Badge tone={domain.is_verified ? 'success' : 'warning'}>{t(domain.is_verified ? 'campaigns.domains.verified' : 'campaigns.domains.notVerified')}</Badge>
          </h3>
          <p className={styles.muted}>{domain.checked_at === null ? t('campaigns.domains.neverChecked') : t('campaigns.domains.checkedAt', { date: formatExportDate(domain.checked_at, clock.zone, t('campaigns.at')) })}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" size="sm" iconStart="refresh" isPending={vm.isChecking(domain.id)} onPress={() => void vm.check(domain.id)}>
            {t('campaigns.domains.check')}
          </Button>
          <Button variant="ghost" size="sm" iconStart="trash" onPress={() => vm.askDelete(domain)}>
            {t('campaigns.domains.delete')}
          </Button>
        </div>
      </header>
      <table className={styles.table} aria-label={t('campaigns.domains.records', { name: domain.name })}>
        <thead>
          <tr>
            <th scope="col">{t('campaigns.domains.purpose')}</th>
            <th scope="col">{t('campaigns.domains.host')}</th>
            <th scope="col">{t('campaigns.domains.value')}</th>
            <th scope="col">{t('campaigns.domains.result')}</th>
          </tr>
        </thead>
        <tbody>
          {domain.dns_record_list.map((record) => {
            const check = domain.checks?.[record.purpose] ?? null;
            return (
              <tr key={record.purpose}>
                <th scope="row">
                  {t(`campaigns.domains.purposes.${record.purpose}`)} <span className={styles.muted}>{record.type}</span>
                </th>
                <td>
                  <code className={styles.code}>{record.host}</code>
                  <Button variant="ghost" size="sm" onPress={() => void vm.copy(record.host)}>
                    {t('campaigns.domains.copy')}
                  </Button>
                </td>
                <td>
                  <code className={styles.code}>{record.value}</code>
                  <Button variant="ghost" size="sm" onPress={() => void vm.copy(record.value)}>
                    {t('campaigns.domains.copy')}
                  </Button>
                </td>
                <td>
                  {check === null ? (
                    <span className={styles.muted}>{t('campaigns.domains.notChecked')}</span>
                  ) : (
                    <>
                      <Badge tone={CHECK_TONES[check.result]} withDot>
                        {t(`campaigns.domains.results.${check.result}`)}
                      </Badge>
                      <p className={styles.muted}>{t(`campaigns.domains.resultHelp.${check.result}`)}</p>
                      {check.reason !== null && (
                        <p className={styles.muted}>
                          {t('campaigns.domains.reason')} <span lang="en">{check.reason}</span>
                        </p>
                      )}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
});
