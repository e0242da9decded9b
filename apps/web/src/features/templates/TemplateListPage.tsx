import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { Button as AriaButton, ToggleButton } from 'react-aria-components';
import { templatesLabelFor } from '@cible/core';
import { templatesModule } from '../../di/modules/templatesModule';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { useCoreText } from '../../i18n/coreText';
import { Button } from '../../ui/components/Button/Button';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { ErrorState } from '../../ui/components/ErrorState/ErrorState';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog/ConfirmDialog';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { Skeleton } from '../../ui/components/Skeleton/Skeleton';
import { Icon } from '../../ui/components/Icon/Icon';
import { TextField } from '../../ui/components/TextField/TextField';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { PersonalSpacePage } from '../personal-space/PersonalSpacePage';
import { SESSION_STORE } from '../session/SessionStore';
import { TemplateTagChip, tagColor } from './TemplateTagChip';
import { TEMPLATE_PAGE_SIZE, TEMPLATE_SEARCH_MAX, type TemplateListViewModel, type TemplateSortKey } from './TemplateListViewModel';
import { TEMPLATES_VIEW_MODEL_FACTORY } from './TemplatesViewModelFactory';
import styles from './Templates.module.css';

/** The path of the editor of a template (no id: a new one). */
export function templateEditorPath(templateId?: number): string {
  return templateId === undefined ? '/personal-space/templates/edit' : `/personal-space/templates/edit/${templateId}`;
}

/**
 * /personal-space/templates: the user's templates with a tag filter, a search, sortable statistics, 20 per page;
 * edit, duplicate, delete (confirmed). Titled by core's licence effect ("Mes templates" for smart campaign v2).
 */
export const TemplateListPage = observer(function TemplateListPage() {
  const { t } = useTranslation();
  const text = useCoreText();
  const session = useInjection(SESSION_STORE);
  const factory = useFactory(templatesModule, TEMPLATES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.createList());
  const navigate = useNavigate();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const licenceId = session.accessUser?.licenceId ?? 0;
  return (
    <PersonalSpacePage title={text(templatesLabelFor(licenceId))} description={t('templates.lead')}>
      <div className={styles.toolbar}>
        <form
          role="search"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            void vm.applySearch();
          }}
        >
          <TextField
            label={t('templates.filters.search')}
            type="search"
            icon="search"
            placeholder={t('templates.filters.searchPlaceholder')}
            value={vm.searchText}
            onChange={(value) => {
              vm.setSearchText(value);
              if (value === '') void vm.applySearch();
            }}
            maxLength={TEMPLATE_SEARCH_MAX}
          />
          <Button type="submit">{t('common.search')}</Button>
        </form>
        <Button variant="primary" iconStart="plus" onPress={() => void navigate({ to: templateEditorPath() })}>
          {t('templates.create')}
        </Button>
      </div>
      <TagFilter vm={vm} />
      <TemplateListContent vm={vm} />
    </PersonalSpacePage>
  );
});

const TagFilter = observer(function TagFilter({ vm }: { vm: TemplateListViewModel }) {
  const { t } = useTranslation();
  if (vm.tags.isError) return <p className={styles.muted}>{t('templates.filters.tagsLoadError')}</p>;
  const tags = vm.tags.value ?? [];
  if (tags.length === 0) return null;
  return (
    <div role="group" aria-label={t('templates.filters.tags')} className={styles.tagFilter}>
      <ToggleButton className={styles.tagToggle} isSelected={vm.tagIds.length === 0} onChange={() => void vm.clearTags()}>
        {t('templates.filters.allTags')}
      </ToggleButton>
      {tags.map((tag) => (
        <ToggleButton key={tag.tag_id} className={styles.tagToggle} isSelected={vm.tagIds.includes(tag.tag_id)} onChange={() => void vm.toggleTag(tag.tag_id)}>
          <span className={styles.dot} style={{ backgroundColor: tagColor(tag) }} aria-hidden="true" />
          {tag.name}
        </ToggleButton>
      ))}
    </div>
  );
});

interface SortHeaderProps {
  vm: TemplateListViewModel;
  column: TemplateSortKey;
  label: string;
  isNumeric?: boolean;
}

/** A column header that sorts the list (a button; `aria-sort` on the header says the current order). */
const SortHeader = observer(function SortHeader({ vm, column, label, isNumeric }: SortHeaderProps) {
  const active = vm.sort.key === column;
  return (
    <th scope="col" className={isNumeric ? styles.thNumeric : styles.th} aria-sort={active ? vm.sort.direction : 'none'}>
      <AriaButton className={styles.sortButton} onPress={() => vm.sortBy(column)}>
        {label}
        <Icon name={active ? (vm.sort.direction === 'ascending' ? 'arrowUp' : 'arrowDown') : 'chevronsUpDown'} size={12} />
      </AriaButton>
    </th>
  );
});

const TemplateListContent = observer(function TemplateListContent({ vm }: { vm: TemplateListViewModel }) {
  const { t, i18n } = useTranslation();
  const [deleting, setDeleting] = useState<{ readonly id: number; readonly name: string } | null>(null);
  if (vm.status === 'error') return <ErrorState text={t('templates.loadError')} onRetry={() => void vm.loadTemplates()} />;
  if (vm.status !== 'ready' && vm.templates.value === null) return <Skeleton variant="table" columns={6} label={t('templates.loading')} />;
  if (vm.rows.length === 0) {
    return vm.isFiltered ? (
      <EmptyState
        icon="search"
        title={t('templates.noMatch.title')}
        text={t('templates.noMatch.text')}
        action={
          <Button
            onPress={() => {
              void vm.clearTags();
              void vm.clearSearch();
            }}
          >
            {t('templates.noMatch.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState icon="mail" title={t('templates.empty.title')} text={t('templates.empty.text')} />
    );
  }
  const number = new Intl.NumberFormat(i18n.language);
  const percent = (value: number) => t('templates.percent', { value: number.format(value) });
  const busy = vm.busy !== null;
  return (
    <>
      <p className={styles.muted} role="status">
        {t('templates.count', { count: vm.total })}
        {vm.isTruncated && ` ${t('templates.truncated', { shown: number.format(vm.rows.length), count: number.format(vm.total) })}`}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('templates.table.label')}>
          <thead>
            <tr>
              <SortHeader vm={vm} column="name" label={t('templates.table.name')} />
              <SortHeader vm={vm} column="sent" label={t('templates.table.sent')} isNumeric />
              <SortHeader vm={vm} column="opened" label={t('templates.table.opened')} isNumeric />
              <SortHeader vm={vm} column="clicked" label={t('templates.table.clicked')} isNumeric />
              <SortHeader vm={vm} column="replied" label={t('templates.table.replied')} isNumeric />
              <th scope="col" className={styles.th}>
                {t('templates.table.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {vm.pageRows.map(({ template, rates }) => (
              <tr key={template.id} className={styles.tr}>
                <th scope="row" className={styles.td}>
                  <div className={styles.nameCell}>
                    <span className={styles.name}>{template.name}</span>
                    <span className={styles.muted}>{template.subject === '' ? t('templates.table.noSubject') : t('templates.table.subject', { subject: template.subject })}</span>
                    {template.tags.length > 0 && (
                      <ul className={styles.chips} aria-label={t('templates.table.tags')}>
                        {template.tags.map((tag) => (
                          <li key={tag.tag_id}>
                            <TemplateTagChip tag={tag} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </th>
                <td className={styles.numeric}>{number.format(template.statistics.mail_sent_count)}</td>
                <td className={styles.numeric}>{percent(rates.opened)}</td>
                <td className={styles.numeric}>{percent(rates.clicked)}</td>
                <td className={styles.numeric}>{percent(rates.replied)}</td>
                <td className={styles.td}>
                  <div className={styles.rowActions} role="group" aria-label={t('templates.actions.label', { name: template.name })}>
                    <TextLink href={templateEditorPath(template.id)} className={styles.editLink}>
                      {t('templates.actions.edit')}
                    </TextLink>
                    <Button size="sm" variant="ghost" onPress={() => void vm.duplicate(template.id)} isDisabled={busy} isPending={vm.isBusy(template.id, 'duplicate')}>
                      {t('templates.actions.duplicate')}
                    </Button>
                    <Button size="sm" variant="ghost" onPress={() => setDeleting({ id: template.id, name: template.name })} isDisabled={busy}>
                      {t('templates.actions.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {vm.pageCount > 1 && <Pagination page={vm.page} pageSize={TEMPLATE_PAGE_SIZE} total={vm.rows.length} onPageChange={vm.setPage} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('templates.delete.title')}
        confirmLabel={t('templates.actions.delete')}
        isPending={deleting !== null && vm.isBusy(deleting.id, 'delete')}
        onConfirm={() => {
          if (deleting) void vm.delete(deleting.id).then((done) => done && setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('templates.delete.text', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
});
