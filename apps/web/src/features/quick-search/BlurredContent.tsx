import { useTranslation } from 'react-i18next';
import { Focusable } from 'react-aria-components';
import { Tooltip } from '../../ui/components/Tooltip/Tooltip';
import styles from './QuickSearch.module.css';

/**
 * The part of a card a sales PME licence may not see (app-shell §5): a blurred placeholder (the server sent null, so
 * nothing real is behind it), not clickable, with the tooltip of app-shell §8 on hover and keyboard focus.
 */
export function BlurredContent({ lines = 2 }: { lines?: number }) {
  const { t } = useTranslation();
  const message = t('quickSearch.blurred.message');
  const advice = t('quickSearch.blurred.advice');
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
        <span role="img" tabIndex={0} aria-label={`${t('quickSearch.blurred.label')} : ${message}`} className={styles.blurred} data-blurred="">
          {Array.from({ length: lines }, (_, index) => (
            <span key={index} aria-hidden="true" className={styles.blurredLine}>
              {t('quickSearch.blurred.label')}
            </span>
          ))}
        </span>
      </Focusable>
    </Tooltip>
  );
}
