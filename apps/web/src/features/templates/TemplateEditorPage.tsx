import { Component, lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { Button as AriaButton } from 'react-aria-components';
import { templatesModule } from '../../di/modules/templatesModule';
import { useFactory } from '../../di/useFactory';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { Icon } from '../../ui/components/Icon/Icon';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { Select } from '../../ui/components/Select/Select';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../ui/components/TextField/TextField';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import type { FieldError } from './templateFieldError';
import type { TemplateEditorField, TemplateEditorViewModel } from './TemplateEditorViewModel';
import { TemplatePreviewPanel } from './TemplatePreviewPanel';
import { TemplateTagChip } from './TemplateTagChip';
import { TEMPLATES_VIEW_MODEL_FACTORY } from './TemplatesViewModelFactory';
import { VariableMenu } from './VariableMenu';
import pageStyles from '../personal-space/PersonalSpacePage.module.css';
import styles from './Templates.module.css';

/** TipTap and the toolbar: a chunk of their own, fetched when the editor shows (docs/adr/018-template-editor.md). */
const RichTextEditor = lazy(() => import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

const LIST_PATH = '/personal-space/templates';

export interface TemplateEditorPageProps {
  /** The template edited; null for a new one. */
  templateId: number | null;
}

/**
 * /personal-space/templates/edit/{template_id?}: name, subject (with its variable menu), rich-text body (lazy), tags;
 * save or cancel; leaving with unsaved changes asks first (in-app navigation and closing the tab).
 */
export const TemplateEditorPage = observer(function TemplateEditorPage({ templateId }: TemplateEditorPageProps) {
  const { t } = useTranslation();
  const factory = useFactory(templatesModule, TEMPLATES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createEditor(templateId));
  const navigate = useNavigate();
  const blocker = useBlocker({ shouldBlockFn: () => vm.isDirty, enableBeforeUnload: () => vm.isDirty, withResolver: true });

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const title = vm.isNew ? t('templates.editor.titleNew') : t('templates.editor.titleEdit');
  return (
    <PersonalSpacePage title={title} description={t('templates.editor.lead')}>
      <TextLink href={LIST_PATH}>{t('templates.editor.backToList')}</TextLink>
      {vm.status === 'loading' && (
        <Card>
          <Skeleton variant="card" lines={6} label={t('templates.editor.loading')} />
        </Card>
      )}
      {vm.status === 'error' && (
        <Card>
          {vm.isNotFound ? (
            <ErrorState headingLevel={2} text={t('templates.editor.notFound')} />
          ) : (
            <ErrorState headingLevel={2} text={t('templates.editor.loadError')} onRetry={() => void vm.load()} />
          )}
        </Card>
      )}
      {vm.status === 'ready' && (
        <>
          <TemplateForm
            vm={vm}
            onSaved={() => void navigate({ to: LIST_PATH })}
            onCancel={() => void navigate({ to: LIST_PATH })}
          />
          <TemplatePreviewPanel vm={vm} />
        </>
      )}
      <ConfirmDialog
        isOpen={blocker.status === 'blocked'}
        title={t('templates.editor.leave.title')}
        confirmLabel={t('templates.editor.leave.confirm')}
        cancelLabel={t('templates.editor.leave.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>{t('templates.editor.leave.text')}</p>
      </ConfirmDialog>
    </PersonalSpacePage>
  );
});

interface TemplateFormProps {
  vm: TemplateEditorViewModel;
  onSaved: () => void;
  onCancel: () => void;
}

const TemplateForm = observer(function TemplateForm({ vm, onSaved, onCancel }: TemplateFormProps) {
  const { t } = useTranslation();
  const bodyLabelId = useId();
  const bodyErrorId = useId();
  const subjectRef = useRef<HTMLDivElement>(null);
  const errorText = (error: FieldError | null) => (error === null ? undefined : t(`templates.editor.errors.${error.key}`, { max: error.max ?? 0 }));
  const field = (name: Exclude<TemplateEditorField, 'html_content'>) => ({
    onBlur: () => vm.blurred(name),
    errorMessage: errorText(vm.errorOf(name)),
    isDisabled: vm.isSaving,
  });

  const insertIntoSubject = (placeholder: string) => {
    const input = subjectRef.current?.querySelector('input') ?? null;
    const caret = vm.insertIntoSubject(placeholder, input?.selectionStart ?? undefined, input?.selectionEnd ?? undefined);
    // The field re-renders with the new value; the caret goes after the placeholder.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  };

  const bodyError = errorText(vm.errorOf('html_content'));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.save().then((saved) => saved && onSaved());
      }}
    >
      <Card
        footer={
          <div className={pageStyles.actions}>
            {vm.isDirty && (
              <span className={pageStyles.actionsHint} role="status">
                {t('templates.editor.unsaved')}
              </span>
            )}
            <Button variant="ghost" onPress={onCancel} isDisabled={vm.isSaving}>
              {t('common.cancel')}
            </Button>
            <Button onPress={() => void vm.sendTest()} isPending={vm.isSendingTest} isDisabled={vm.isSaving}>
              {t('templates.editor.test.send')}
            </Button>
            <Button variant="primary" type="submit" isPending={vm.isSaving}>
              {t('common.save')}
            </Button>
          </div>
        }
      >
        <div className={styles.editorFields}>
          <TextField label={t('templates.editor.fields.name')} isRequired value={vm.name} onChange={vm.setName} {...field('name')} />
          <div className={styles.subjectRow} ref={subjectRef}>
            <TextField label={t('templates.editor.fields.subject')} value={vm.subject} onChange={vm.setSubject} {...field('subject')} />
            <VariableMenu target="subject" label={t('templates.editor.variables.inSubject')} onInsert={insertIntoSubject} isDisabled={vm.isSaving} />
          </div>
          <div>
            <span id={bodyLabelId} className={styles.bodyLabel}>
              {t('templates.editor.fields.body')}
            </span>
            <EditorLoadBoundary fallback={<p className={styles.fieldError}>{t('templates.editor.editorLoadError')}</p>}>
              <Suspense fallback={<Skeleton variant="lines" lines={6} label={t('templates.editor.editorLoading')} />}>
                <RichTextEditor
                  initialHtml={vm.initialHtml}
                  labelledBy={bodyLabelId}
                  describedBy={bodyError ? bodyErrorId : undefined}
                  isInvalid={bodyError !== undefined}
                  onReady={vm.bodyNormalized}
                  onChange={vm.bodyChanged}
                  onBlur={() => vm.blurred('html_content')}
                />
              </Suspense>
            </EditorLoadBoundary>
            {bodyError && (
              <p id={bodyErrorId} className={styles.fieldError}>
                {bodyError}
              </p>
            )}
          </div>
          <TagsField vm={vm} />
        </div>
      </Card>
    </form>
  );
});

const TagsField = observer(function TagsField({ vm }: { vm: TemplateEditorViewModel }) {
  const { t } = useTranslation();
  const labelId = useId();
  const newTagError = vm.newTagError;
  return (
    <fieldset className={styles.editorFields} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.bodyLabel}>
        {t('templates.editor.tags.label')}
      </legend>
      {vm.tags.isError && <p className={styles.fieldError}>{t('templates.editor.tags.loadError')}</p>}
      {vm.selectedTags.length === 0 ? (
        <p className={styles.muted}>{t('templates.editor.tags.none')}</p>
      ) : (
        <ul className={styles.chips} aria-labelledby={labelId}>
          {vm.selectedTags.map((tag) => (
            <li key={tag.tag_id}>
              <TemplateTagChip tag={tag}>
                <AriaButton className={styles.removeTag} aria-label={t('templates.editor.tags.remove', { name: tag.name })} onPress={() => vm.removeTag(tag.tag_id)}>
                  <Icon name="close" size={12} />
                </AriaButton>
              </TemplateTagChip>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tagPicker}>
        {vm.availableTags.length > 0 && (
          <Select
            label={t('templates.editor.tags.pick')}
            placeholder={t('templates.editor.tags.pickPlaceholder')}
            options={vm.availableTags.map((tag) => ({ value: tag.tag_id, name: tag.name }))}
            value={-1}
            onChange={(tagId) => {
              if (tagId > 0) vm.addTag(tagId);
            }}
          />
        )}
        <TextField
          label={t('templates.editor.tags.newName')}
          value={vm.newTagName}
          onChange={vm.setNewTagName}
          errorMessage={newTagError ? t(`templates.editor.errors.${newTagError.key}`, { max: newTagError.max ?? 0 }) : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void vm.createTag();
            }
          }}
        />
        <Button iconStart="plus" onPress={() => void vm.createTag()} isDisabled={vm.newTagName.trim() === '' || newTagError !== null} isPending={vm.isCreatingTag}>
          {t('templates.editor.tags.create')}
        </Button>
      </div>
    </fieldset>
  );
});

/** Shows `fallback` when the editor's chunk cannot be fetched (offline, a new deployment) instead of the page's error. */
class EditorLoadBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
