import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';
import { ErrorScreenButton } from './ErrorScreenButton';

export interface TopLevelErrorScreenProps {
  onRetry: () => void;
}

/** The full-page error of the outermost boundary: retry, or reload from home. */
export function TopLevelErrorScreen({ onRetry }: TopLevelErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      fullPage
      tone="error"
      icon="warning"
      title={t('errors.generic.title')}
      text={t('errors.generic.text')}
      actions={
        <>
          <ErrorScreenButton variant="primary" iconStart="refresh" onPress={onRetry}>
            {t('errors.retry')}
          </ErrorScreenButton>
          <ErrorScreenButton variant="secondary" onPress={() => window.location.assign('/')}>
            {t('errors.backHome')}
          </ErrorScreenButton>
        </>
      }
    />
  );
}
