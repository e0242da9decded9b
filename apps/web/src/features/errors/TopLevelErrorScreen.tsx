import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components/Button/Button';
import { ErrorScreen } from './ErrorScreen';

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
          <Button variant="primary" size="lg" iconStart="refresh" onPress={onRetry}>
            {t('errors.retry')}
          </Button>
          <Button variant="secondary" size="lg" onPress={() => window.location.assign('/')}>
            {t('errors.backHome')}
          </Button>
        </>
      }
    />
  );
}
