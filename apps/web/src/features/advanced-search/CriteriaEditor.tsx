import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  AVAILABLE_COMMUNICATION_TYPES,
  CRITERIA_TAG_DEFINITIONS,
  CRITERIA_TAG_GROUPS,
  TARGET_EXCLUSION_CRITERIA,
  UNSUPPORTED_CRITERIA,
  type CriteriaFieldTagDefinition,
  type CriteriaPeriodTagDefinition,
  type CriteriaRangeTagDefinition,
  type CriteriaTagDefinition,
  type CriteriaTagGroup,
  type SearchCriteria,
  type SearchCriteriaField,
  type Text,
} from '@cible/core';
import { useCoreText } from '../../i18n/coreText';
import { Checkbox } from '../../ui/components/Checkbox/Checkbox';
import { Select } from '../../ui/components/Select/Select';
import { TextField } from '../../ui/components/TextField/TextField';
import fieldStyles from '../../ui/components/Field/Field.module.css';
import type { AdvancedSearchViewModel } from './AdvancedSearchViewModel';
import styles from './AdvancedSearchPage.module.css';

/**
 * The criteria the editor offers: every criterion of core's tag definitions that a user types or picks (catalogues,
 * words, flags, ranges, dates) and the server applies (not core's UNSUPPORTED_CRITERIA nor TARGET_EXCLUSION_CRITERIA).
 * Ids of companies, contacts, collective agreements, campaigns and sequences come from
 * other screens (a company page, a list, a campaign), never typed here: their tags still show and can be removed.
 */
function isEditable(definition: CriteriaTagDefinition): boolean {
  if (definition.type !== 'field') return true;
  // What the server cannot apply yet (core's lists) is not offered.
  if (UNSUPPORTED_CRITERIA.includes(definition.field) || TARGET_EXCLUSION_CRITERIA.includes(definition.field)) return false;
  const kind = definition.definition;
  if (kind.kind === 'ids') return kind.catalogue !== undefined;
  return kind.kind !== 'id';
}

type Criteria = Readonly<Record<string, unknown>>;

/** Words typed as "a, b, c": trimmed, empty ones left out. */
const wordsOf = (value: string) => value.split(',').map((word) => word.trim()).filter((word) => word.length > 0);

/** A text input that sends its value when it loses the focus or on Enter (not at each key). */
function CommitField({ label, value, onCommit, inputMode, description }: { label: string; value: string; onCommit: (value: string) => void; inputMode?: 'numeric' | 'text'; description?: string }) {
  const [draft, setDraft] = useState(value);
  // The value changed elsewhere (a tag removed, the back button): show it (React's "adjust state on a prop change").
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <TextField
      label={label}
      description={description}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      inputMode={inputMode}
    />
  );
}

/** A native date input (the browser's own calendar), ISO date in and out. */
function DateField({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string | undefined) => void }) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <input id={id} className={fieldStyles.input} type="date" value={value} onChange={(event) => onCommit(event.target.value === '' ? undefined : event.target.value)} />
      </div>
    </div>
  );
}

const numberOrUndefined = (value: string): number | undefined => {
  const digits = value.replace(/[\s\u202f\u00a0]/g, '');
  if (digits === '') return undefined;
  const number = Number(digits);
  return Number.isFinite(number) && number >= 0 ? Math.round(number) : undefined;
};

interface EditorProps {
  vm: AdvancedSearchViewModel;
}

const FieldEditor = observer(function FieldEditor({ vm, definition }: EditorProps & { definition: CriteriaFieldTagDefinition }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const criteria = vm.criteria as Criteria;
  const field = definition.field;
  const value = criteria[field];
  const label = text(definition.label);
  const set = (next: unknown) => vm.setCriterion(field, next as SearchCriteria[typeof field]);
  const kind = definition.definition;
  switch (kind.kind) {
    case 'ids':
      return (
        <Select
          multiple
          label={label}
          placeholder={t('advancedSearch.editor.any')}
          options={(kind.catalogue ?? []).map((entry) => ({ value: entry.id, name: text(entry.label) }))}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={(ids) => set(ids.length > 0 ? ids : undefined)}
        />
      );
    case 'texts':
      return (
        <CommitField
          label={label}
          description={t('advancedSearch.editor.wordsHint')}
          value={Array.isArray(value) ? (value as string[]).join(', ') : ''}
          onCommit={(typed) => set(wordsOf(typed).length > 0 ? wordsOf(typed) : undefined)}
        />
      );
    case 'count':
      return <CommitField label={label} inputMode="numeric" value={typeof value === 'number' ? String(value) : ''} onCommit={(typed) => set(numberOrUndefined(typed) || undefined)} />;
    case 'flag': {
      const valueLabel: Text | undefined = 'valueLabel' in kind ? kind.valueLabel : AVAILABLE_COMMUNICATION_TYPES.find((type) => type.id === kind.valueId)?.label;
      return (
        <Checkbox isSelected={value === true} onChange={(checked) => set(checked ? true : undefined)}>
          {valueLabel ? text(valueLabel) : label}
        </Checkbox>
      );
    }
    default:
      return null;
  }
});

const RangeEditor = observer(function RangeEditor({ vm, definition }: EditorProps & { definition: CriteriaRangeTagDefinition }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const criteria = vm.criteria as Criteria;
  const shown = (field: SearchCriteriaField) => (typeof criteria[field] === 'number' ? String(criteria[field]) : '');
  const unit = t(`advancedSearch.editor.unit.${definition.unit}`);
  return (
    <fieldset className={styles.pair}>
      <legend className={styles.pairLegend}>{text(definition.label)}</legend>
      <CommitField label={t('advancedSearch.editor.from', { unit })} inputMode="numeric" value={shown(definition.lowerMin)} onCommit={(typed) => vm.setCriterion(definition.lowerMin, numberOrUndefined(typed))} />
      <CommitField label={t('advancedSearch.editor.to', { unit })} inputMode="numeric" value={shown(definition.upperMax)} onCommit={(typed) => vm.setCriterion(definition.upperMax, numberOrUndefined(typed))} />
    </fieldset>
  );
});

const PeriodEditor = observer(function PeriodEditor({ vm, definition }: EditorProps & { definition: CriteriaPeriodTagDefinition }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const criteria = vm.criteria as Criteria;
  const shown = (field: SearchCriteriaField) => (typeof criteria[field] === 'string' ? (criteria[field] as string) : '');
  return (
    <fieldset className={styles.pair}>
      <legend className={styles.pairLegend}>{text(definition.label)}</legend>
      <DateField label={t('advancedSearch.editor.since')} value={shown(definition.min)} onCommit={(date) => vm.setCriterion(definition.min, date)} />
      <DateField label={t('advancedSearch.editor.until')} value={shown(definition.max)} onCommit={(date) => vm.setCriterion(definition.max, date)} />
    </fieldset>
  );
});

const GroupEditor = observer(function GroupEditor({ vm, group, label, isOpen }: EditorProps & { group: CriteriaTagGroup; label: string; isOpen: boolean }) {
  const definitions = CRITERIA_TAG_DEFINITIONS.filter((definition) => definition.group === group && isEditable(definition));
  return (
    <details className={styles.group} open={isOpen}>
      <summary className={styles.groupSummary}>{label}</summary>
      <div className={styles.groupBody}>
        {definitions.map((definition) => {
          if (definition.type === 'range') return <RangeEditor key={definition.lowerMin} vm={vm} definition={definition} />;
          if (definition.type === 'period') return <PeriodEditor key={definition.min} vm={vm} definition={definition} />;
          return <FieldEditor key={definition.field} vm={vm} definition={definition} />;
        })}
      </div>
    </details>
  );
});

/** The criteria panel: one folding section per tag group (company, location, news, contact, lists and exclusions). */
export const CriteriaEditor = observer(function CriteriaEditor({ vm }: EditorProps) {
  const { t } = useTranslation();
  const text = useCoreText();
  return (
    <form className={styles.editor} aria-label={t('advancedSearch.editor.label')} onSubmit={(event) => event.preventDefault()}>
      {CRITERIA_TAG_GROUPS.map((group, index) => (
        <GroupEditor key={group.id} vm={vm} group={group.id} label={text(group.label)} isOpen={index === 0 || vm.tagGroups.some((active) => active.id === group.id)} />
      ))}
    </form>
  );
});
