import { useContext, type ReactNode } from 'react';
import { Button, ButtonContext, ListBox, ListBoxItem, Select as AriaSelect, SelectStateContext, SelectValue, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { SELECT_NO_VALUE, selectValue, type SelectOption } from '@cible/core';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
import { Icon } from '../Icon/Icon';
import { Popover } from '../Popover/Popover';
import fieldStyles from '../Field/Field.module.css';
import styles from './Select.module.css';

interface SelectBaseProps {
  label: ReactNode;
  /** Hides the label visually (it still names the control). */
  isLabelHidden?: boolean;
  /** The choices: `name` is listed, `full_name` (when given) is shown in the box once chosen; `disabled` options cannot be picked. */
  options: readonly SelectOption[];
  placeholder?: string;
  description?: ReactNode;
  /** When set, the field is invalid and shows this message. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export interface SingleSelectProps extends SelectBaseProps {
  multiple?: false;
  /** The chosen value, or -1 for none. */
  value?: number;
  defaultValue?: number;
  /**
   * Called with the chosen value, or -1 when nothing is selected (core's `selectValue`; docs/ui.md "The select's −1
   * rule").
   */
  onChange?: (value: number) => void;
  /** Adds a button that clears the choice (the select then yields -1). */
  isClearable?: boolean;
}

export interface MultipleSelectProps extends SelectBaseProps {
  multiple: true;
  value?: readonly number[];
  defaultValue?: readonly number[];
  /** Called with every chosen value, in selection order (possibly empty). */
  onChange?: (value: number[]) => void;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

const toAriaValue = (value: number | readonly number[] | undefined, multiple: boolean): Key | null | readonly Key[] | undefined => {
  if (value === undefined) return undefined;
  if (multiple) return Array.isArray(value) ? value : [];
  return value === SELECT_NO_VALUE ? null : (value as number);
};

const toKeys = (value: Key | null | readonly Key[]): number[] => {
  if (value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(Number);
};

/**
 * The spec's select (single or multiple choice). Single choice yields the chosen value or -1 when nothing
 * is selected; multiple choice yields an array and shows checkboxes in a listbox that stays open while picking.
 */
export function Select(props: SelectProps) {
  const { label, isLabelHidden, options, placeholder, description, errorMessage, isRequired, isDisabled, name, className } = props;
  const { t } = useTranslation();
  const multiple = props.multiple === true;

  const handleChange = (value: Key | null | readonly Key[]) => {
    const keys = toKeys(value);
    if (props.multiple === true) props.onChange?.(selectValue(keys, 'multiple'));
    else props.onChange?.(selectValue(keys, 'single'));
  };

  const ariaValue = toAriaValue(props.value, multiple);
  const ariaDefault = toAriaValue(props.defaultValue, multiple);

  return (
    <AriaSelect<SelectOption, 'single' | 'multiple'>
      selectionMode={multiple ? 'multiple' : 'single'}
      {...(ariaValue !== undefined ? { value: ariaValue } : {})}
      {...(ariaDefault !== undefined ? { defaultValue: ariaDefault } : {})}
      onChange={handleChange}
      placeholder={placeholder ?? t('ui.select.placeholder')}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      name={name}
      className={clsx(fieldStyles.field, className)}
    >
      {isLabelHidden ? (
        <span className="visually-hidden">
          <FieldLabel>{label}</FieldLabel>
        </span>
      ) : (
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      )}
      <div className={styles.controlWrap}>
        <Button className={clsx(fieldStyles.control, styles.trigger)}>
          <SelectValue<SelectOption> className={styles.value}>
            {({ selectedItems, defaultChildren, isPlaceholder }) => {
              if (isPlaceholder) return defaultChildren;
              const chosen = selectedItems.filter((item): item is SelectOption => item !== null);
              if (chosen.length === 1) return chosen[0]?.full_name ?? chosen[0]?.name;
              return t('ui.select.selectedCount', { count: chosen.length });
            }}
          </SelectValue>
          <Icon name="chevronsUpDown" size={14} className={styles.chevron} />
        </Button>
        {props.multiple !== true && props.isClearable && <ClearButton label={t('ui.select.clear')} isDisabled={isDisabled} />}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start">
        <ListBox<SelectOption> items={options} className={styles.listbox} renderEmptyState={() => <div className={styles.empty}>{t('ui.select.noOptions')}</div>}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.name} isDisabled={option.disabled} className={styles.option}>
              {({ isSelected }) =>
                multiple ? (
                  <>
                    <span className={styles.box} aria-hidden="true">
                      {isSelected && <Icon name="check" size={12} strokeWidth={3} />}
                    </span>
                    <span className={styles.optionText}>{option.name}</span>
                  </>
                ) : (
                  <>
                    <span className={styles.optionText}>{option.name}</span>
                    {isSelected ? <Icon name="check" className={styles.check} /> : <span className={styles.checkSpacer} />}
                  </>
                )
              }
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** Clears a single select's choice; shown only while something is chosen. */
function ClearButton({ label, isDisabled }: { label: string; isDisabled?: boolean }) {
  const state = useContext(SelectStateContext);
  if (!state || state.selectedItems.length === 0 || isDisabled) return null;
  // Inside a Select every Button is its trigger: clear the context so this one only clears.
  return (
    <ButtonContext.Provider value={null}>
      <Button className={styles.clear} aria-label={label} onPress={() => state.setValue(null)}>
        <Icon name="close" size={14} />
      </Button>
    </ButtonContext.Provider>
  );
}
