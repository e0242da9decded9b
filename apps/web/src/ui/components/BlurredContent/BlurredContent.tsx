import { useTranslation } from 'react-i18next';
import { Focusable } from 'react-aria-components';
import { Tooltip } from '../Tooltip/Tooltip';
import styles from './BlurredContent.module.css';

export interface BlurredContentProps {
  /** How many blurred placeholder lines stand for the hidden fields. */
  lines?: number;
}

/**
 * What a sales PME licence may not see (core's `isBlurredForUser`;
 * docs/rules/session-formatting-validation.md "Blurred content"): blurred placeholder lines — the server sent nothing
 * behind them, so nothing real can be read or copied — not clickable, focusable, with the spec's blurred-content
 * tooltip (the catalogue sentence and the advice to contact the sales contact or customer service) on hover and
 * keyboard focus.
 */
export function BlurredContent({ lines = 1 }: BlurredContentProps) {
  const { t } = useTranslation();
  const label = t('ui.blurred.label');
  const message = t('ui.blurred.message');
  const advice = t('ui.blurred.advice');
  return (
    <Tooltip
      delay={0}
      content={
        <span className={styles.tooltipText}>
          <strong>{message}</strong>
          <span>{advice}</span>
        </span>
      }
    >
      <Focusable>
        <span role="img" tabIndex={0} aria-label={`${label} : ${message} ${advice}`} className={styles.blurred} data-blurred="">
          {Array.from({ length: lines }, (_, index) => (
            <span key={index} aria-hidden="true" className={styles.line}>
              {label}
            </span>
          ))}
        </span>
      </Focusable>
    </Tooltip>
  );
}
