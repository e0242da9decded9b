import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ToastStore } from './ToastStore';

/** The toast region's code (react-aria's toast, landmark and overlay parts): not part of the first route. */
const loadToastRegion = () => import('./ToastRegion');
const ToastRegion = lazy(() => loadToastRegion().then((module) => ({ default: module.ToastRegion })));

export interface DeferredToastRegionProps {
  store: ToastStore;
  /** Schedules the preload once the page is idle (injectable for tests); answers what cancels it. */
  whenIdle?: (callback: () => void) => () => void;
}

const browserIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
};

/**
 * The ToastRegion, loaded after the first page is drawn (docs/adr/006-first-route-budget.md): its chunk is
 * fetched when the browser is idle, or at once when a toast arrives first. The region shows the toasts already in
 * the store when it mounts, so none is lost while its code loads.
 */
export const DeferredToastRegion = observer(function DeferredToastRegion({ store, whenIdle = browserIdle }: DeferredToastRegionProps) {
  const [idle, setIdle] = useState(false);
  // Cancelled when the region goes away first (a page torn down before the browser was idle).
  useEffect(() => whenIdle(() => setIdle(true)), [whenIdle]);
  if (!idle && store.toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion store={store} />
    </Suspense>
  );
});
