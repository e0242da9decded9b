import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@cible/core';
import { ChunkLoadErrorScreen } from './ChunkLoadErrorScreen';
import styles from './ErrorScreen.module.css';

export interface ChunkLoadWatchdogProps {
  /** The router to watch (the watchdog sits beside RouterProvider: routes do not render while the first load hangs). */
  router: AnyRouter;
  /** How long a navigation may stay pending (core's CHUNK_LOAD_TIMEOUT_MS, 120 s). */
  timeoutMs?: number;
}

/**
 * Watches the router: a navigation still pending after 120 s (a page chunk that never arrives — the
 * automatic code splitting gives no hook on its imports) or a chunk preload failure reported by Vite
 * shows the chunk-load error screen over the page, offering a reload.
 */
export function ChunkLoadWatchdog({ router, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: ChunkLoadWatchdogProps) {
  const pending = useRouterState({ router, select: (state) => state.status === 'pending' });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setFailed(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [pending, timeoutMs]);

  useEffect(() => {
    const onPreloadError = () => setFailed(true);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  if (!failed) return null;
  return (
    <div className={styles.watchdog}>
      <ChunkLoadErrorScreen fullPage />
    </div>
  );
}
