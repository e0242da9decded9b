import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The focusable trigger (a Button, IconButton, Link or a react-aria `Focusable`). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** Hover delay before opening, in ms (keyboard focus opens at once). */
  delay?: number;
  isDisabled?: boolean;
}

/** A short description shown on hover and on keyboard focus; Escape closes it. */
export function Tooltip({ content, children, placement = 'top', delay = 500, isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={150} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow className={styles.arrow}>
          <svg width={10} height={5} viewBox="0 0 10 5" aria-hidden="true">
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
