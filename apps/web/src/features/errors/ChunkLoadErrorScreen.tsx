import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';
import { ErrorScreenButton } from './ErrorScreenButton';

export interface ChunkLoadErrorScreenProps {
  /** Reloads the page (window.location.reload by default). */
  onReload?: () => void;
  fullPage?: boolean;
}

/** A page's code could not be loaded (network cut, new version published, > 120 s): offer a reload. */
export function ChunkLoadErrorScreen({ onReload = () => window.location.reload(), fullPage }: ChunkLoadErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      fullPage={fullPage}
      tone="error"
      icon="refresh"
      title={t('errors.chunkLoad.title')}
      text={t('errors.chunkLoad.text')}
      actions={
        <ErrorScreenButton variant="primary" iconStart="refresh" onPress={onReload}>
          {t('errors.chunkLoad.reload')}
        </ErrorScreenButton>
      }
    />
  );
}
