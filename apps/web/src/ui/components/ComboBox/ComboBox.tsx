import type { ReactNode } from 'react';
import { Button, ComboBox as AriaComboBox, Input, ListBox, ListBoxItem, useFilter, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { SELECT_NO_VALUE, type SelectOption } from '@cible/core';
import { FieldHelp } from '../Field/FieldHelp';
import { FieldLabel } from '../Field/FieldLabel';
import { Icon } from '../Icon/Icon';
import { Popover } from '../Popover/Popover';
import fieldStyles from '../Field/Field.module.css';
import selectStyles from '../Select/Select.module.css';
import styles from './ComboBox.module.css';

export interface ComboBoxProps {
  label: ReactNode;
  /** The choices (long lists: time zones, countries…); `name` is listed and matched. */
  options: readonly SelectOption[];
  /** The chosen value, or -1 for none (the select's −1 rule, docs/ui.md). */
  value: number;
  onChange: (value: number) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A select with a filter box, for long lists: typing narrows the choices to those containing the text (accents and
 * case ignored), arrows move, Enter picks, Escape closes; leaving the box restores the chosen option's name.
 */
export function ComboBox({ label, options, value, onChange, description, errorMessage, isDisabled, className }: ComboBoxProps) {
  const { t } = useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <AriaComboBox<SelectOption>
      defaultItems={options}
      selectedKey={value === SELECT_NO_VALUE ? null : value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(Number(key));
      }}
      defaultFilter={contains}
      menuTrigger="focus"
      allowsEmptyCollection
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      className={clsx(fieldStyles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.controlWrap}>
        <Input className={clsx(fieldStyles.control, styles.input)} />
        {/* Named by react-aria in the user's language ("Afficher les suggestions"). */}
        <Button className={styles.toggle}>
          <Icon name="chevronsUpDown" size={14} />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start">
        <ListBox<SelectOption> className={selectStyles.listbox} renderEmptyState={() => <div className={selectStyles.empty}>{t('ui.select.noOptions')}</div>}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.name} isDisabled={option.disabled} className={selectStyles.option}>
              {({ isSelected }) => (
                <>
                  <span className={selectStyles.optionText}>{option.name}</span>
                  {isSelected ? <Icon name="check" className={selectStyles.check} /> : <span className={selectStyles.checkSpacer} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
