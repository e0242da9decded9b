import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useRouter } from '@tanstack/react-router';
import { useInjection } from '../../di/useInjection';
import { SESSION_STORE } from '../session/SessionStore';
import { ChunkLoadErrorScreen } from './ChunkLoadErrorScreen';
import { ErrorScreen } from './ErrorScreen';
import { ErrorScreenButton } from './ErrorScreenButton';
import { isChunkLoadError } from './chunkLoad';
import styles from './ErrorScreen.module.css';

export interface RouteErrorPageProps {
  error: unknown;
  /** TanStack's reset of the route's error boundary. */
  reset?: () => void;
  fullPage?: boolean;
}

/**
 * The error component of the routes: a chunk that failed to load offers a reload; a failed user-data load
 * and any other error offer a retry (the router re-runs the guard and loaders) and a way home.
 */
export const RouteErrorPage = observer(function RouteErrorPage({ error, reset, fullPage }: RouteErrorPageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const session = useInjection(SESSION_STORE);
  const [retrying, setRetrying] = useState(false);
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen fullPage={fullPage} />;

  const retry = async () => {
    setRetrying(true);
    try {
      // Re-run the guard and loaders first, then clear the boundary (in that order, or it shows the old error again).
      await router.invalidate();
      reset?.();
    } finally {
      setRetrying(false);
    }
  };
  const userData = session.loadFailed;
  return (
    <ErrorScreen
      fullPage={fullPage}
      tone="error"
      icon="warning"
      title={userData ? t('errors.userData.title') : t('errors.generic.title')}
      text={userData ? t('errors.userData.text') : t('errors.generic.text')}
      actions={
        <>
          <ErrorScreenButton variant="primary" iconStart="refresh" isPending={retrying} onPress={() => void retry()}>
            {t('errors.retry')}
          </ErrorScreenButton>
          {!userData && (
            <Link to="/" className={styles.secondaryLink}>
              {t('errors.backHome')}
            </Link>
          )}
        </>
      }
    />
  );
});
