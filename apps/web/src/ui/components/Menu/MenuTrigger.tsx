import { useState, type ReactElement } from 'react';
import { MenuTrigger as AriaMenuTrigger } from 'react-aria-components';
import { Popover } from '../Popover/Popover';
import { useHoverOpen } from './useHoverOpen';
import styles from './Menu.module.css';

export interface MenuTriggerProps {
  /** The pressable trigger (a Button or IconButton). */
  trigger: ReactElement;
  /** The Menu. */
  children: ReactElement;
  /** Also opens on mouse over and closes on leave (the user menu: docs/web-shell.md "Header and user menu"). */
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
 * and returns focus. With `openOnHover` the mouse alone opens and closes it; that popover is non-modal (the page
 * stays usable), so it is rendered beside its trigger, inside the trigger's landmark (the header), not at the end of
 * the body where its content would belong to no landmark.
 */
export function MenuTrigger({ trigger, children, openOnHover = false, keepOpen = false, closeDelay = 200, placement = 'bottom end', isOpen, onOpenChange }: MenuTriggerProps) {
  const hover = useHoverOpen({ enabled: openOnHover, keepOpen, closeDelay, isOpen, onOpenChange });
  const [portal, setPortal] = useState<HTMLSpanElement | null>(null);
  const portalProps = openOnHover && portal ? { UNSTABLE_portalContainer: portal } : {};
  return (
    <AriaMenuTrigger isOpen={hover.isOpen} onOpenChange={hover.onOpenChangeRequest}>
      <span className={styles.hoverArea} {...hover.hoverProps}>
        {trigger}
      </span>
      {openOnHover && <span ref={setPortal} className={styles.portal} />}
      <Popover placement={placement} isNonModal={openOnHover} {...portalProps} {...hover.hoverProps}>
        {children}
      </Popover>
    </AriaMenuTrigger>
  );
}
