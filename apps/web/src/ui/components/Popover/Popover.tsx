import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { clsx } from 'clsx';
import styles from './Popover.module.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className'> {
  className?: string;
}

/**
 * The floating surface of menus, selects and panels (react-aria Popover: positioned against its trigger,
 * closes on Escape and outside interaction, restores focus). Free content goes in a PopoverDialog.
 */
export function Popover({ className, offset = 6, ...rest }: PopoverProps) {
  return <AriaPopover offset={offset} {...rest} className={clsx(styles.popover, className)} />;
}
