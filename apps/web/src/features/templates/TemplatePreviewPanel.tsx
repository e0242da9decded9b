import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DATA_BLURRED_CODE, isHttpFailure } from '@cible/core';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { RadioGroup } from '../../ui/components/RadioGroup/RadioGroup';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { TextField } from '../../ui/components/TextField/TextField';
import type { TemplateEditorViewModel } from './TemplateEditorViewModel';
import type { PreviewContact } from './TemplatePreviewModel';
import styles from './Templates.module.css';

/** The value of the "no contact" choice in the contacts group. */
const NO_CONTACT = 'none';

const nameOf = (contact: PreviewContact) => [contact.firstName, contact.lastName].filter(Boolean).join(' ');
const detailsOf = (contact: PreviewContact) => [contact.job, contact.company].filter(Boolean).join(' · ');

/**
 * The editor's preview (docs/adr/018-template-editor.md "Preview"): a contact looked for by name (when the licence has
 * the quick search), the saved template rendered for him by the server (subject, the message in a sandboxed frame that
 * runs nothing, the text version), and the variables left empty or unknown.
 */
export const TemplatePreviewPanel = observer(function TemplatePreviewPanel({ vm }: { vm: TemplateEditorViewModel }) {
  const { t } = useTranslation();
  const model = vm.preview;
  const shown = model.preview.status !== 'idle';
  const choose = (value: string) => {
    model.choose(value === NO_CONTACT ? null : Number(value));
    if (shown) void vm.showPreview();
  };
  return (
    <Card title={t('templates.editor.preview.title')} description={t('templates.editor.preview.lead')}>
      <div className={styles.previewPanel}>
        {model.canSearchContacts ? (
          <form
            role="search"
            className={styles.previewSearch}
            onSubmit={(event) => {
              event.preventDefault();
              void model.searchContacts();
            }}
          >
            <TextField
              label={t('templates.editor.preview.search')}
              placeholder={t('templates.editor.preview.searchPlaceholder')}
              value={model.query}
              onChange={model.setQuery}
            />
            <Button type="submit" iconStart="search" isPending={model.contacts.isLoading}>
              {t('templates.editor.preview.searchButton')}
            </Button>
          </form>
        ) : (
          <p className={styles.muted}>{t('templates.editor.preview.noSearch')}</p>
        )}
        {model.contacts.isLoading && <Skeleton variant="lines" lines={2} label={t('templates.editor.preview.searching')} />}
        {model.contacts.isError && <ErrorState headingLevel={3} text={t('templates.editor.preview.searchError')} onRetry={() => void model.contacts.retry()} />}
        {model.contacts.isReady && model.contacts.value?.length === 0 && <p className={styles.muted}>{t('templates.editor.preview.noContactFound')}</p>}
        {model.canSearchContacts && (model.contacts.value?.length ?? 0) + (model.contact === null ? 0 : 1) > 0 && (
          <RadioGroup
            label={t('templates.editor.preview.contacts')}
            value={model.contact === null ? NO_CONTACT : String(model.contact.id)}
            onChange={choose}
            options={[
              { value: NO_CONTACT, label: t('templates.editor.preview.noContact') },
              ...contactsToOffer(model.contacts.value ?? [], model.contact).map((contact) => ({
                value: String(contact.id),
                label: nameOf(contact),
                description: detailsOf(contact),
              })),
            ]}
          />
        )}
        {model.contact !== null && <p className={styles.muted}>{t('templates.editor.preview.testFor')}</p>}
        <div>
          <Button onPress={() => void vm.showPreview()} isPending={model.preview.isLoading || vm.isSaving} iconStart="eye">
            {shown ? t('templates.editor.preview.refresh') : t('templates.editor.preview.show')}
          </Button>
        </div>
        <PreviewResult vm={vm} />
      </div>
    </Card>
  );
});

/** The contacts found, with the one chosen first when a later search did not find him again. */
function contactsToOffer(found: readonly PreviewContact[], chosen: PreviewContact | null): readonly PreviewContact[] {
  return chosen === null || found.some((contact) => contact.id === chosen.id) ? found : [chosen, ...found];
}

const PreviewResult = observer(function PreviewResult({ vm }: { vm: TemplateEditorViewModel }) {
  const { t } = useTranslation();
  const model = vm.preview;
  const { preview } = model;
  if (preview.status === 'idle') return <p className={styles.muted}>{t('templates.editor.preview.empty')}</p>;
  if (preview.isLoading && preview.value === null) return <Skeleton variant="card" lines={4} label={t('templates.editor.preview.loading')} />;
  if (preview.isError) {
    const error = preview.error;
    const blurred = isHttpFailure(error) && error.kind === 'api' && error.error.code === DATA_BLURRED_CODE;
    return <ErrorState headingLevel={3} text={t(blurred ? 'templates.editor.preview.blurred' : 'templates.editor.preview.error')} onRetry={() => void preview.retry()} />;
  }
  const rendered = preview.value;
  if (rendered === null) return null;
  return (
    <section className={styles.previewResult} aria-busy={preview.isLoading} aria-label={t('templates.editor.preview.frame')}>
      <h3 className={styles.previewHeading}>
        {model.contact === null ? t('templates.editor.preview.forNobody') : t('templates.editor.preview.forContact', { name: nameOf(model.contact) })}
      </h3>
      <p className={styles.previewSubject}>
        <span className={styles.muted}>{t('templates.editor.preview.subject')} </span>
        <strong data-testid="preview-subject">{rendered.subject}</strong>
      </p>
      {rendered.missing_variable_list.length > 0 && (
        <p className={styles.previewWarning}>{t('templates.editor.preview.missing', { list: rendered.missing_variable_list.join(', ') })}</p>
      )}
      {rendered.unknown_variable_list.length > 0 && (
        <p className={styles.previewWarning}>{t('templates.editor.preview.unknown', { list: rendered.unknown_variable_list.join(', ') })}</p>
      )}
      {/* An empty sandbox: the message's HTML (sanitised by the server) can run nothing and reach nothing of the app. */}
      <iframe className={styles.previewFrame} title={t('templates.editor.preview.frame')} sandbox="" srcDoc={rendered.html} />
      <details className={styles.previewText}>
        <summary>{t('templates.editor.preview.textPart')}</summary>
        <pre>{rendered.text}</pre>
      </details>
    </section>
  );
});
