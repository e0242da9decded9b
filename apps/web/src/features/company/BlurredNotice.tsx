import { useTranslation } from 'react-i18next';
import { Focusable } from 'react-aria-components';
import { Tooltip } from '../../ui/components/Tooltip/Tooltip';
import styles from './CompanyPages.module.css';

/**
 * What a sales PME licence may not see (app-shell §5): a blurred placeholder — the server sent nothing behind it —
 * with the tooltip of app-shell §8 (the catalogue sentence and the advice) on hover and keyboard focus.
 */
export function BlurredNotice({ lines = 1 }: { lines?: number }) {
  const { t } = useTranslation();
  const message = t('companyPages.blurred.message');
  const advice = t('companyPages.blurred.advice');
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
        <span role="img" tabIndex={0} aria-label={`${t('companyPages.blurred.label')} : ${message} ${advice}`} className={styles.blurred} data-blurred="">
          {Array.from({ length: lines }, (_, index) => (
            <span key={index} aria-hidden="true" className={styles.blurredLine}>
              {t('companyPages.blurred.label')}
            </span>
          ))}
        </span>
      </Focusable>
    </Tooltip>
  );
}
