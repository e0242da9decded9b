import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Popover, type PopoverProps } from './Popover';
import styles from './Popover.module.css';

export interface PopoverDialogProps extends Omit<PopoverProps, 'children'> {
  /** Visible title; without it give an `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode;
  /** Width of the panel in px. */
  width?: number;
}

/** A popover holding free content as a non-modal dialog (focus moves in; Escape or outside click closes). */
export function PopoverDialog({ title, children, width, 'aria-label': ariaLabel, ...rest }: PopoverDialogProps) {
  return (
    <Popover {...rest} style={width ? { width } : undefined}>
      <Dialog className={styles.dialog} aria-label={ariaLabel}>
        {title && (
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
        )}
        {children}
      </Dialog>
    </Popover>
  );
}
