import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { labelOf, PROSPECT_STATUSES, SEQUENCE_EMAIL_EVENTS, SEQUENCE_TASK_STATUS_FILTERS, type SequenceStepDto } from '@cible/core';
import { coreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Select } from '../../ui/components/Select/Select';
import { TextField } from '../../ui/components/TextField/TextField';
import type { SequenceTargetsViewModel } from './SequenceTargetsViewModel';
import styles from './Sequences.module.css';

/** Yes / no / any for "targeted in another sequence" (select values). */
const OTHER_SEQUENCE_VALUES = { any: 1, yes: 2, no: 3 } as const;

/**
 * Every monitoring filter of the spec: name (from 3 characters), e-mail events and excluded events, step positions,
 * targeted in another sequence, target status, task status; a reset.
 */
export const SequenceTargetFilters = observer(function SequenceTargetFilters({ vm, steps }: { vm: SequenceTargetsViewModel; steps: readonly SequenceStepDto[] }) {
  const { t } = useTranslation();
  const filters = vm.filters;
  const eventOptions = SEQUENCE_EMAIL_EVENTS.map((event, index) => ({ value: index + 1, name: t(`sequences.targets.event.${event}`) }));
  const eventsOf = (indexes: number[]) => indexes.map((index) => SEQUENCE_EMAIL_EVENTS[index - 1]!).filter(Boolean);
  const indexesOf = (events: readonly string[]) => events.map((event) => SEQUENCE_EMAIL_EVENTS.indexOf(event as never) + 1);
  const statusLabel = (id: number) => {
    const label = labelOf(PROSPECT_STATUSES, id);
    return label ? coreText(label) : String(id);
  };
  const other = filters.targetedOtherSequence === null ? OTHER_SEQUENCE_VALUES.any : filters.targetedOtherSequence ? OTHER_SEQUENCE_VALUES.yes : OTHER_SEQUENCE_VALUES.no;
  return (
    <div className={styles.filters} role="search" aria-label={t('sequences.targets.filters')}>
      <TextField
        label={t('sequences.targets.name')}
        description={t('sequences.targets.nameHelp')}
        type="search"
        icon="search"
        value={filters.name}
        onChange={(name) => void vm.setFilters({ name })}
        className={styles.filter}
      />
      <Select
        multiple
        label={t('sequences.targets.events')}
        options={eventOptions}
        value={indexesOf(filters.emailEvents)}
        onChange={(indexes) => void vm.setFilters({ emailEvents: eventsOf(indexes), excludedEmailEvents: filters.excludedEmailEvents.filter((event) => !eventsOf(indexes).includes(event)) })}
        className={styles.filter}
      />
      <Select
        multiple
        label={t('sequences.targets.excludedEvents')}
        options={eventOptions}
        value={indexesOf(filters.excludedEmailEvents)}
        onChange={(indexes) => void vm.setFilters({ excludedEmailEvents: eventsOf(indexes), emailEvents: filters.emailEvents.filter((event) => !eventsOf(indexes).includes(event)) })}
        className={styles.filter}
      />
      <Select
        multiple
        label={t('sequences.targets.positions')}
        options={steps.map((step) => ({ value: step.position, name: t('sequences.targets.position', { position: step.position }) }))}
        value={[...filters.stepPositions]}
        onChange={(positions) => void vm.setFilters({ stepPositions: positions })}
        className={styles.filter}
      />
      <Select
        label={t('sequences.targets.otherSequence')}
        options={[
          { value: OTHER_SEQUENCE_VALUES.any, name: t('sequences.targets.any') },
          { value: OTHER_SEQUENCE_VALUES.yes, name: t('common.yes') },
          { value: OTHER_SEQUENCE_VALUES.no, name: t('common.no') },
        ]}
        value={other}
        onChange={(value) => void vm.setFilters({ targetedOtherSequence: value === OTHER_SEQUENCE_VALUES.any ? null : value === OTHER_SEQUENCE_VALUES.yes })}
        className={styles.filter}
      />
      <Select
        multiple
        label={t('sequences.targets.status')}
        options={PROSPECT_STATUSES.map((status) => ({ value: status.id, name: statusLabel(status.id) }))}
        value={[...filters.targetStatusIds]}
        onChange={(ids) => void vm.setFilters({ targetStatusIds: ids })}
        className={styles.filter}
      />
      <Select
        multiple
        label={t('sequences.targets.taskStatus')}
        options={SEQUENCE_TASK_STATUS_FILTERS.map((status, index) => ({ value: index + 1, name: t(`sequences.targets.task.${status}`) }))}
        value={filters.taskStatuses.map((status) => SEQUENCE_TASK_STATUS_FILTERS.indexOf(status) + 1)}
        onChange={(indexes) => void vm.setFilters({ taskStatuses: indexes.map((index) => SEQUENCE_TASK_STATUS_FILTERS[index - 1]!).filter(Boolean) })}
        className={styles.filter}
      />
      <Button variant="ghost" onPress={() => void vm.resetFilters()}>
        {t('sequences.targets.reset')}
      </Button>
    </div>
  );
});
