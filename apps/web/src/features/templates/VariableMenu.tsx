import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { Menu } from '../../ui/components/Menu/Menu';
import { MenuItem } from '../../ui/components/Menu/MenuItem';
import { MenuTrigger } from '../../ui/components/Menu/MenuTrigger';
import { templateVariableMenu, type VariableTarget } from './templateVariableMenu';

export interface VariableMenuProps {
  /** The accessible name saying where the variable goes ("… dans l'objet", "… dans le message"). */
  label: string;
  /** The subject offers the text variables only; the body all of them. */
  target: VariableTarget;
  /** Inserts the placeholder chosen. */
  onInsert: (placeholder: string) => void;
  isDisabled?: boolean;
}

/** "Insérer une variable": a menu of {@link templateVariableMenu}'s variables (keyboard: Enter opens, arrows move). */
export function VariableMenu({ label, target, onInsert, isDisabled }: VariableMenuProps) {
  const { t } = useTranslation();
  const variables = templateVariableMenu(target);
  return (
    <MenuTrigger
      placement="bottom end"
      trigger={
        <Button size="sm" iconEnd="chevronDown" aria-label={label} isDisabled={isDisabled}>
          {t('templates.editor.variables.insert')}
        </Button>
      }
    >
      <Menu aria-label={label} onAction={(key) => onInsert(String(key))}>
        {variables.map((variable) => (
          <MenuItem key={variable.placeholder} id={variable.placeholder} textValue={t(variable.labelKey as never)} description={variable.placeholder}>
            {t(variable.labelKey as never)}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
