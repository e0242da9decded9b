import { useEffect, type ReactNode } from 'react';
import { DeferredToastRegion } from '../ui/components/Toast/DeferredToastRegion';
import { useInjection } from '../di/useInjection';
import { SESSION_STORE } from '../features/session/SessionStore';
import { TOKEN_RENEWAL_SCHEDULER } from '../features/session/TokenRenewalScheduler';
import { TOAST_STORE } from '../ui/components/Toast/ToastStore';

export interface RootLayoutProps {
  children: ReactNode;
}

/**
 * What every page has: the toasts region (mounted once, its code loaded after the first page), the session's
 * 5-second cookie poll and the token renewal (checked every 5 s, for an active user). react-aria's providers are in
 * the lazy layouts (ReactAriaProviders), so that react-aria is not part of the first route.
 */
export function RootLayout({ children }: RootLayoutProps) {
  const toasts = useInjection(TOAST_STORE);
  const session = useInjection(SESSION_STORE);
  const renewal = useInjection(TOKEN_RENEWAL_SCHEDULER);

  useEffect(() => session.startCookiePoll(), [session]);
  useEffect(() => renewal.start(), [renewal]);

  return (
    <>
      {children}
      <DeferredToastRegion store={toasts} />
    </>
  );
}
