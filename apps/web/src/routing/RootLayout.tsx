import { useEffect, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useRouter } from '@tanstack/react-router';
import { DeferredToastRegion } from '../ui/components/Toast/DeferredToastRegion';
import { useInjection } from '../di/useInjection';
import { SESSION_STORE } from '../features/session/SessionStore';
import { TOKEN_RENEWAL_SCHEDULER } from '../features/session/TokenRenewalScheduler';
import { TOAST_STORE } from '../ui/components/Toast/ToastStore';

export interface RootLayoutProps {
  children: ReactNode;
}

/**
 * What every page has: react-aria links navigate through the router, the toasts region (mounted once, its code
 * loaded after the first page) and
 * the session's 5-second cookie poll and the token renewal (checked every 5 s, for an active user).
 */
export function RootLayout({ children }: RootLayoutProps) {
  const router = useRouter();
  const toasts = useInjection(TOAST_STORE);
  const session = useInjection(SESSION_STORE);
  const renewal = useInjection(TOKEN_RENEWAL_SCHEDULER);

  useEffect(() => session.startCookiePoll(), [session]);
  useEffect(() => renewal.start(), [renewal]);

  return (
    <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>
      {children}
      <DeferredToastRegion store={toasts} />
    </AriaRouterProvider>
  );
}
