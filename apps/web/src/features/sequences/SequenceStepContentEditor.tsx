import { lazy, Suspense, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { fillTemplate, SEQUENCE_STEP_TYPE, TASK_DESCRIPTION_MAX_LENGTH, TASK_TYPES, taskTypeDisplayLabel, templateValuesFor } from '@cible/core';
import { useInjection } from '../../di/useInjection';
import { coreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextArea } from '../../ui/components/TextArea/TextArea';
import { TextField } from '../../ui/components/TextField/TextField';
import { SESSION_STORE } from '../session/SessionStore';
import { VariableMenu } from '../templates/VariableMenu';
import type { SequenceStepsViewModel, StepDraft } from './SequenceStepsViewModel';
import styles from './Sequences.module.css';

/** The templates feature's rich-text editor (TipTap, with its variable menu): a lazy chunk of its own. */
const RichTextEditor = lazy(() => import('../templates/RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

/**
 * The open step's content: an e-mail (subject with its variable menu, body in the templates' rich-text editor, a
 * preview filled for an example contact and the user as sender) or a task (type, description ≤ 255 with its count).
 */
export const SequenceStepContentEditor = observer(function SequenceStepContentEditor({ vm, onClose }: { vm: SequenceStepsViewModel; onClose: () => void }) {
  const { t } = useTranslation();
  const step = vm.openStep;
  const draft = vm.draft;
  const bodyLabelId = useId();
  const subjectRef = useRef<HTMLDivElement>(null);
  const user = useInjection(SESSION_STORE).user;
  if (step === null || draft === null) return null;
  const disabled = !vm.isEditable || vm.busy;
  const edit = (change: Partial<StepDraft>) => vm.editDraft(change);

  const values = templateValuesFor(
    {
      contact: {
        civility: t('sequences.steps.example.civility'),
        first_name: t('sequences.steps.example.firstName'),
        last_name: t('sequences.steps.example.lastName'),
        job_title: t('sequences.steps.example.job'),
        company_name: t('sequences.steps.example.company'),
      },
      sender: { first_name: user?.first_name ?? null, last_name: user?.last_name ?? null },
    },
    'html',
  );
  const taskOptions = TASK_TYPES.map((type) => ({ value: type.id, name: coreText(taskTypeDisplayLabel(type.id)!) }));
  return (
    <Card>
      <section className={styles.editor} aria-label={t('sequences.steps.editor', { position: step.position })}>
        <h3 className={styles.subtitle}>{t('sequences.steps.editor', { position: step.position })}</h3>
        {step.type_id === SEQUENCE_STEP_TYPE.email ? (
          <div className={styles.editorColumns}>
            <div className={styles.editor}>
              <div ref={subjectRef} className={styles.row}>
                <TextField label={t('sequences.steps.subject')} value={draft.email_subject} onChange={(value) => edit({ email_subject: value })} isDisabled={disabled} className={styles.grow} />
                <VariableMenu target="subject" label={t('sequences.steps.variablesSubject')} onInsert={(placeholder) => edit({ email_subject: `${draft.email_subject}${placeholder}` })} isDisabled={disabled} />
              </div>
              <span id={bodyLabelId} className={styles.legend}>
                {t('sequences.steps.body')}
              </span>
              <Suspense fallback={<Skeleton variant="card" lines={4} label={t('sequences.steps.editorLoading')} />}>
                <RichTextEditor key={step.id} initialHtml={draft.email_html_content} labelledBy={bodyLabelId} onReady={(html) => edit({ email_html_content: html })} onChange={(html) => edit({ email_html_content: html })} onBlur={() => {}} />
              </Suspense>
            </div>
            <div className={styles.editor}>
              <span className={styles.legend}>{t('sequences.steps.preview')}</span>
              <div className={styles.preview}>
                <p className={styles.stepTitle}>{fillTemplate(draft.email_subject, values, 'text').text || t('sequences.steps.noSubject')}</p>
                <iframe title={t('sequences.steps.preview')} sandbox="" srcDoc={fillTemplate(draft.email_html_content, values, 'html').text} style={{ width: '100%', minHeight: 180, border: 0, background: 'white' }} />
              </div>
            </div>
          </div>
        ) : (
          <>
            <Select label={t('sequences.steps.taskType')} options={taskOptions} value={draft.task_type_id} onChange={(value) => edit({ task_type_id: value as StepDraft['task_type_id'] })} isDisabled={disabled} />
            <TextArea
              label={t('sequences.steps.description')}
              value={draft.task_description}
              onChange={(value) => edit({ task_description: value })}
              description={t('sequences.steps.descriptionCount', { count: draft.task_description.length })}
              errorMessage={vm.descriptionTooLong ? t('sequences.steps.descriptionTooLong') : undefined}
              isInvalid={vm.descriptionTooLong}
              isDisabled={disabled}
              maxLength={TASK_DESCRIPTION_MAX_LENGTH + 20}
            />
          </>
        )}
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => void vm.saveDraft()} isDisabled={disabled || vm.descriptionTooLong} isPending={vm.busy}>
            {t('sequences.steps.save')}
          </Button>
          <Button variant="ghost" onPress={onClose}>
            {t('sequences.steps.close')}
          </Button>
        </div>
      </section>
    </Card>
  );
});
