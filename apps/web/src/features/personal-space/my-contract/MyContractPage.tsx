import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { personalSpaceModule } from '../../../di/modules/personalSpaceModule';
import { useFactory } from '../../../di/useFactory';
import { Badge } from '../../../ui/components/Badge/Badge';
import { Card } from '../../../ui/components/Card/Card';
import { ErrorState } from '../../../ui/components/ErrorState/ErrorState';
import { Icon } from '../../../ui/components/Icon/Icon';
import { Skeleton } from '../../../ui/components/Skeleton/Skeleton';
import { PersonalSpacePage } from '../PersonalSpacePage';
import { ReadOnlyField } from '../ReadOnlyField';
import { personalSpaceLinkLabel } from '../personalSpaceLinkLabel';
import { CREDIT_KINDS, formatNumberFr } from '@cible/core';
import type { CreditBalanceCard } from '../../credit-consumption/loadCreditBalances';
import type { ContractSummary } from './MyContractViewModel';
import { MY_CONTRACT_VIEW_MODEL_FACTORY } from './MyContractViewModelFactory';
import styles from './MyContractPage.module.css';
import { useCoreText } from '../../../i18n/coreText';

/** /personal-space/my-contract: licence, organisation, tester level, manager flag, export rights, account date. */
export const MyContractPage = observer(function MyContractPage() {
  const factory = useFactory(personalSpaceModule, MY_CONTRACT_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.create());
  const { t, i18n } = useTranslation();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const summary = vm.summary;
  const title = personalSpaceLinkLabel('my-contract', i18n.language);
  return (
    <PersonalSpacePage title={title} description={t('personalSpace.myContract.lead')}>
      {vm.status === 'loading' && (
        <>
          <Card>
            <Skeleton variant="card" lines={2} label={t('personalSpace.myContract.loading')} />
          </Card>
          <Card>
            <Skeleton lines={3} />
          </Card>
        </>
      )}
      {vm.status === 'error' && (
        <Card>
          <ErrorState headingLevel={2} text={t('personalSpace.myContract.loadError')} onRetry={() => void vm.load()} />
        </Card>
      )}
      {vm.status === 'ready' && summary && <ContractDetails summary={summary} />}
      {vm.status === 'ready' && vm.credits.value !== null && <CreditBalances balances={vm.credits.value} />}
    </PersonalSpacePage>
  );
});

function ContractDetails({ summary }: { summary: ContractSummary }) {
  const { t } = useTranslation();
  const licenceName = useCoreText()(summary.licence.label);
  return (
    <>
      <Card title={t('personalSpace.myContract.licence.title')}>
        <div className={styles.licence}>
          <span className={styles.licenceIcon}>
            <Icon name="building" size={20} />
          </span>
          <div className={styles.licenceText}>
            <p className={styles.licenceName}>
              {licenceName}
              {summary.testerLevel && (
                <Badge tone="info">{t(summary.testerLevel === 'Alpha' ? 'personalSpace.myContract.testerAlpha' : 'personalSpace.myContract.testerBeta')}</Badge>
              )}
            </p>
            <p className={styles.organization}>{t('personalSpace.myContract.licence.current')}</p>
          </div>
        </div>
        <dl className={styles.grid}>
          <ReadOnlyField label={t('personalSpace.myContract.organization')} value={summary.organizationName} />
          <ReadOnlyField label={t('personalSpace.myContract.creationDate')} value={summary.creationDate} />
        </dl>
      </Card>
      <Card title={t('personalSpace.myContract.rights.title')} description={t('personalSpace.myContract.rights.description')}>
        <dl className={styles.rights}>
          <Right label={t('personalSpace.myContract.rights.manager')} granted={summary.isOrganizationManager} yes={t('common.yes')} no={t('common.no')} />
          <Right
            label={t('personalSpace.myContract.rights.exports')}
            granted={summary.canExport}
            yes={t('personalSpace.myContract.rights.included')}
            no={t('personalSpace.myContract.rights.notIncluded')}
          />
          <Right
            label={t('personalSpace.myContract.rights.emailRental')}
            granted={summary.canExportLocation}
            yes={t('personalSpace.myContract.rights.included')}
            no={t('personalSpace.myContract.rights.notIncluded')}
          />
        </dl>
      </Card>
    </>
  );
}

/** The user's credit balances (details on the credit consumption page). */
function CreditBalances({ balances }: { balances: readonly CreditBalanceCard[] }) {
  const { t } = useTranslation();
  const render = useCoreText();
  return (
    <Card title={t('personalSpace.myContract.credits.title')} description={t('personalSpace.myContract.credits.description')}>
      <dl className={styles.grid}>
        {balances.map((balance) => (
          <ReadOnlyField
            key={balance.kind}
            label={render(CREDIT_KINDS.find((kind) => kind.code === balance.kind)!.label)}
            value={
              balance.isRenewed
                ? t('personalSpace.myContract.credits.renewed', { amount: formatNumberFr(balance.amount), renewal: formatNumberFr(balance.renewalAmount) })
                : t('personalSpace.myContract.credits.amount', { amount: formatNumberFr(balance.amount) })
            }
          />
        ))}
      </dl>
    </Card>
  );
}

function Right({ label, granted, yes, no }: { label: string; granted: boolean; yes: string; no: string }) {
  return (
    <div className={styles.right}>
      <dt>{label}</dt>
      <dd>
        <Badge tone={granted ? 'success' : 'neutral'} withDot>
          {granted ? yes : no}
        </Badge>
      </dd>
    </div>
  );
}
