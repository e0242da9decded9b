import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { formatDateFr, isHttpFailure, labelOf, SEQUENCE_STATUSES } from '@cible/core';
import { sequencesModule } from '../../di/modules/sequencesModule';
import { useFactory } from '../../di/useFactory';
import { coreText } from '../../i18n/coreText';
import { Badge } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs/Tabs';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import type { SequenceDetailsViewModel } from './SequenceDetailsViewModel';
import { SequenceRecordTab } from './SequenceRecordTab';
import { SequenceSettingsTab } from './SequenceSettingsTab';
import { SequenceStepContentEditor } from './SequenceStepContentEditor';
import { SequenceStepList } from './SequenceStepList';
import type { SequenceStepsViewModel } from './SequenceStepsViewModel';
import { SequenceTargetsTab } from './SequenceTargetsTab';
import { SequencesFrame } from './SequencesFrame';
import { SEQUENCES_VIEW_MODEL_FACTORY } from './SequencesViewModelFactory';
import styles from './Sequences.module.css';

export const SEQUENCE_DETAIL_TABS = ['steps', 'settings', 'targets', 'record'] as const;
export type SequenceDetailTab = (typeof SEQUENCE_DETAIL_TABS)[number];

export interface SequenceDetailsPageProps {
  sequenceId: number;
  tab: SequenceDetailTab;
  /** The step opened by the URL (step_position), if any. */
  stepPosition: number | null;
}

/**
 * /sequence-details/{id}/{tab}: the sequence's name, status, estimated end date and launch / pause / resume buttons
 * (the API's refusal in French); tabs steps (visual editor; step_position opens a step), settings, targets, record.
 */
export const SequenceDetailsPage = observer(function SequenceDetailsPage({ sequenceId, tab, stepPosition }: SequenceDetailsPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(sequencesModule, SEQUENCES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createDetails(sequenceId));
  const [steps] = useState(() => factory.createSteps(sequenceId, () => vm.sequence.value?.status_id ?? null, vm.setSteps));
  const navigate = useNavigate();

  useEffect(() => {
    void vm.load();
  }, [vm]);
  useEffect(() => {
    if (steps.steps.status === 'ready') steps.open(stepPosition);
  }, [steps, stepPosition]);
  useEffect(() => {
    void steps.load(stepPosition);
    // The first load opens the URL's step; later URL changes go through open().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [steps]);

  const base = `/sequence-details/${sequenceId}`;
  const openStep = (position: number | null) => void navigate({ to: `${base}/steps`, search: position === null ? {} : { step_position: position } } as never);
  const sequence = vm.sequence.value;
  const notFound = vm.sequence.status === 'error' && isHttpFailure(vm.sequence.error) && vm.sequence.error.kind === 'api' && vm.sequence.error.status === 404;

  if (sequence === null) {
    return (
      <SequencesFrame section={null} title={t('sequences.details.loading')}>
        <TextLink href="/sequences/lists/ongoing">{t('sequences.details.back')}</TextLink>
        <Card>
          {vm.sequence.status === 'error' ? (
            <ErrorState headingLevel={2} text={notFound ? t('sequences.details.notFound') : t('sequences.details.loadError')} onRetry={notFound ? undefined : () => void vm.load()} />
          ) : (
            <Skeleton variant="card" lines={4} label={t('sequences.details.loading')} />
          )}
        </Card>
      </SequencesFrame>
    );
  }
  const statusText = labelOf(SEQUENCE_STATUSES, sequence.status_id);
  return (
    <SequencesFrame section={null} title={sequence.name} actions={<StatusActions vm={vm} />}>
      <TextLink href="/sequences/lists/ongoing">{t('sequences.details.back')}</TextLink>
      <div className={styles.summary}>
        <Badge tone="brand">{statusText ? coreText(statusText) : ''}</Badge>
        <span className={styles.muted} data-testid="estimated-end-date">
          {vm.estimatedEndDate === null ? t('sequences.details.noEndDate') : t('sequences.details.endDate', { date: formatDateFr(vm.estimatedEndDate.toISO(), sequence.sendable_timezone) })}
        </span>
      </div>
      {vm.actionError !== null && (
        <p className={styles.error} role="alert">
          {t(`sequences.errors.${vm.actionError}`)}
        </p>
      )}
      <Tabs selectedKey={tab}>
        <TabList aria-label={t('sequences.details.tabsLabel')}>
          {SEQUENCE_DETAIL_TABS.map((key) => (
            <Tab key={key} id={key} href={`${base}/${key}`}>
              {t(`sequences.details.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="steps">{tab === 'steps' && <StepsTab steps={steps} onOpen={openStep} />}</TabPanel>
        <TabPanel id="settings">{tab === 'settings' && <SequenceSettingsTab sequence={sequence} onSaved={vm.replaced} />}</TabPanel>
        <TabPanel id="targets">{tab === 'targets' && <SequenceTargetsTab sequenceId={sequenceId} steps={steps.ordered} />}</TabPanel>
        <TabPanel id="record">{tab === 'record' && <SequenceRecordTab sequence={sequence} />}</TabPanel>
      </Tabs>
    </SequencesFrame>
  );
});

const StatusActions = observer(function StatusActions({ vm }: { vm: SequenceDetailsViewModel }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      {vm.actions.map((action) => (
        <Button key={action} variant={action === 'pause' ? 'secondary' : 'primary'} onPress={() => void vm.run(action)} isPending={vm.acting}>
          {t(`sequences.details.actions.${action}`)}
        </Button>
      ))}
    </div>
  );
});

const StepsTab = observer(function StepsTab({ steps, onOpen }: { steps: SequenceStepsViewModel; onOpen: (position: number | null) => void }) {
  const { t } = useTranslation();
  if (steps.steps.status === 'loading' && steps.steps.value === null) return <Skeleton variant="card" lines={4} label={t('sequences.details.loading')} />;
  if (steps.steps.status === 'error') return <ErrorState headingLevel={2} text={t('sequences.details.loadError')} onRetry={() => void steps.load()} />;
  return (
    <div className={styles.form} style={{ maxWidth: 'none' }}>
      <h2 className={styles.subtitle}>{t('sequences.steps.title')}</h2>
      {!steps.isEditable && <p className={styles.muted}>{t('sequences.steps.locked')}</p>}
      {steps.error !== null && (
        <p className={styles.error} role="alert">
          {t(`sequences.errors.${steps.error}`)}
        </p>
      )}
      {steps.ordered.length === 0 && <p className={styles.muted}>{t('sequences.steps.empty')}</p>}
      <SequenceStepList vm={steps} onOpen={onOpen} />
      <SequenceStepContentEditor vm={steps} onClose={() => onOpen(null)} />
    </div>
  );
});
