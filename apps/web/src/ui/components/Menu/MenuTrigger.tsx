import type { ReactElement } from 'react';
import { MenuTrigger as AriaMenuTrigger } from 'react-aria-components';
import { Popover } from '../Popover/Popover';
import { useHoverOpen } from './useHoverOpen';
import styles from './Menu.module.css';

export interface MenuTriggerProps {
  /** The pressable trigger (a Button or IconButton). */
  trigger: ReactElement;
  /** The Menu. */
  children: ReactElement;
  /** Also opens on mouse over and closes on leave (the user menu, app-shell §4). */
  openOnHover?: boolean;
  /** Keeps a hover-opened menu open when the mouse leaves (e.g. while the help popup is open). */
  keepOpen?: boolean;
  /** Delay before a hover-opened menu closes once left, in ms. */
  closeDelay?: number;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end' | 'bottom' | 'top';
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Opens a Menu in a popover from its trigger: press, Enter, Space or arrow keys open it; Escape closes it
 * and returns focus. With `openOnHover` the mouse alone opens and closes it.
 */
export function MenuTrigger({ trigger, children, openOnHover = false, keepOpen = false, closeDelay = 200, placement = 'bottom end', isOpen, onOpenChange }: MenuTriggerProps) {
  const hover = useHoverOpen({ enabled: openOnHover, keepOpen, closeDelay, isOpen, onOpenChange });
  return (
    <AriaMenuTrigger isOpen={hover.isOpen} onOpenChange={hover.onOpenChangeRequest}>
      <span className={styles.hoverArea} {...hover.hoverProps}>
        {trigger}
      </span>
      <Popover placement={placement} isNonModal={openOnHover} {...hover.hoverProps}>
        {children}
      </Popover>
    </AriaMenuTrigger>
  );
}
