import { clsx } from 'clsx';
import styles from './Overlay.module.css';

export interface OverlayProps {
  isVisible: boolean;
  /** Called on a click on the dimmed area (e.g. to close quick-search results). */
  onDismiss?: () => void;
  /** Covers its nearest positioned ancestor instead of the viewport. */
  isInline?: boolean;
  className?: string;
}

/**
 * A dimming layer under open content (quick-search results). Purely visual: keyboard users close the
 * content itself (Escape), so the layer is hidden from assistive technologies.
 */
export function Overlay({ isVisible, onDismiss, isInline, className }: OverlayProps) {
  if (!isVisible) return null;
  return <div aria-hidden="true" data-overlay="" className={clsx(styles.overlay, isInline && styles.inline, className)} onClick={onDismiss} />;
}
