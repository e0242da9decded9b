import { useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SEQUENCE_STEP_TYPE, STEP_TRIGGERS, stepLinkIntervalDays, type SequenceStepDto } from '@cible/core';
import { Button } from '../../ui/components/Button/Button';
import { Icon } from '../../ui/components/Icon/Icon';
import { IconButton } from '../../ui/components/IconButton/IconButton';
import { Select } from '../../ui/components/Select/Select';
import type { SequenceStepsViewModel } from './SequenceStepsViewModel';
import styles from './Sequences.module.css';

export interface SequenceStepListProps {
  vm: SequenceStepsViewModel;
  /** Opens a step (its position goes in the URL as step_position). */
  onOpen: (position: number) => void;
}

/**
 * The visual step editor's list: each step with its kind and text, the wait to the next one (editable); reorder by
 * drag and drop, by the up / down buttons, or with Alt + arrow up / down on a focused step (a live region says
 * where it went).
 */
export const SequenceStepList = observer(function SequenceStepList({ vm, onOpen }: SequenceStepListProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const steps = vm.ordered;
  const editable = vm.isEditable && !vm.busy;

  const onKeyDown = (event: KeyboardEvent, step: SequenceStepDto) => {
    if (!event.altKey || !editable) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      void vm.move(step.id, event.key === 'ArrowUp' ? -1 : 1);
    }
  };
  const kindOf = (step: SequenceStepDto) => (step.type_id === SEQUENCE_STEP_TYPE.email ? t('sequences.steps.email') : t('sequences.steps.task'));
  const textOf = (step: SequenceStepDto) =>
    step.type_id === SEQUENCE_STEP_TYPE.email ? step.email_subject || t('sequences.steps.noSubject') : step.task_description || t('sequences.steps.noDescription');

  return (
    <>
      <p className={styles.muted}>{t('sequences.steps.keyboardHint')}</p>
      <ol className={styles.steps} aria-label={t('sequences.steps.listLabel')}>
        {steps.map((step, index) => {
          const label = t('sequences.steps.stepLabel', { position: step.position, kind: kindOf(step) });
          const isLast = index === steps.length - 1;
          const link = step.link_list[0];
          return (
            <li key={step.id}>
              <div
                className={[styles.step, vm.openPosition === step.position ? styles.stepOpen : '', dragged === step.id ? styles.stepDragging : '', over === index && dragged !== step.id ? styles.stepDropTarget : ''].join(' ')}
                role="group"
                tabIndex={0}
                aria-label={label}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                data-testid={`step-${step.position}`}
                draggable={editable}
                onKeyDown={(event) => onKeyDown(event, step)}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(step.id));
                  setDragged(step.id);
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  setOver(index);
                }}
                onDragLeave={() => setOver((current) => (current === index ? null : current))}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null) void vm.moveTo(dragged, index);
                  setDragged(null);
                  setOver(null);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
              >
                {editable && <Icon name="chevronsUpDown" className={styles.stepHandle} aria-hidden />}
                <Icon name={step.type_id === SEQUENCE_STEP_TYPE.email ? 'mail' : 'phone'} aria-hidden />
                <div className={styles.stepBody}>
                  <span className={styles.stepTitle}>{label}</span>
                  <span className={styles.stepText}>{textOf(step)}</span>
                </div>
                <div className={styles.actions}>
                  <IconButton icon="arrowUp" size="sm" variant="ghost" label={t('sequences.steps.moveUp', { position: step.position })} onPress={() => void vm.move(step.id, -1)} isDisabled={!editable || index === 0} />
                  <IconButton icon="arrowDown" size="sm" variant="ghost" label={t('sequences.steps.moveDown', { position: step.position })} onPress={() => void vm.move(step.id, 1)} isDisabled={!editable || isLast} />
                  <IconButton icon="edit" size="sm" variant="ghost" label={t('sequences.steps.open', { position: step.position })} onPress={() => onOpen(step.position)} />
                  <IconButton icon="trash" size="sm" variant="ghost" label={t('sequences.steps.remove', { position: step.position })} onPress={() => void vm.remove(step.id)} isDisabled={!editable} />
                </div>
              </div>
              {!isLast && link !== undefined && <StepWait key={`${link.id}-${stepLinkIntervalDays(link)}`} vm={vm} step={step} editable={editable} />}
            </li>
          );
        })}
      </ol>
      <p className={styles.srOnly} role="status">
        {vm.announcement ? t('sequences.steps.moved', { position: vm.announcement.position }) : ''}
      </p>
      {vm.isEditable && (
        <div className={styles.actions}>
          <Button iconStart="mail" onPress={() => void vm.add(SEQUENCE_STEP_TYPE.email)} isDisabled={!vm.canAdd(SEQUENCE_STEP_TYPE.email) || vm.busy}>
            {t('sequences.steps.addEmail')}
          </Button>
          <Button iconStart="phone" onPress={() => void vm.add(SEQUENCE_STEP_TYPE.task)} isDisabled={!vm.canAdd(SEQUENCE_STEP_TYPE.task) || vm.busy}>
            {t('sequences.steps.addTask')}
          </Button>
          {!vm.canAdd(SEQUENCE_STEP_TYPE.email) && <span className={styles.muted}>{t('sequences.steps.maxEmails')}</span>}
        </div>
      )}
    </>
  );
});

/** The wait after a step, in days (saved when the field is left); after a task step, from its task created or done. */
const StepWait = observer(function StepWait({ vm, step, editable }: { vm: SequenceStepsViewModel; step: SequenceStepDto; editable: boolean }) {
  const { t } = useTranslation();
  const link = step.link_list[0]!;
  const days = stepLinkIntervalDays(link);
  const [value, setValue] = useState(String(days));
  return (
    <p className={styles.link}>
      <span>{t('sequences.steps.waitAfter')}</span>
      <input
        className={styles.intervalInput}
        type="number"
        min={0}
        max={365}
        aria-label={`${t('sequences.steps.wait')} — ${step.position}`}
        value={value}
        disabled={!editable}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => {
          const next = Number(value);
          if (Number.isInteger(next) && next !== days) void vm.setInterval(step, next);
          else setValue(String(days));
        }}
      />
      <span>{t('sequences.steps.days')}</span>
      {step.type_id === SEQUENCE_STEP_TYPE.task && (
        <Select
          label={`${t('sequences.steps.trigger')} — ${step.position}`}
          isLabelHidden
          options={STEP_TRIGGERS.map((trigger) => ({ value: trigger.id, name: t(`sequences.steps.triggers.${trigger.code}`) }))}
          value={STEP_TRIGGERS.find((trigger) => trigger.code === (link.trigger_event ?? 'task_created'))?.id ?? -1}
          onChange={(id) => {
            const trigger = STEP_TRIGGERS.find((entry) => entry.id === id);
            if (trigger) void vm.setTrigger(step, trigger.code);
          }}
          isDisabled={!editable}
        />
      )}
    </p>
  );
});
