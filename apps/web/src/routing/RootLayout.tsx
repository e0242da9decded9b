import { useEffect, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useRouter } from '@tanstack/react-router';
import { ToastRegion } from '../ui/components/Toast/ToastRegion';
import { useInjection } from '../di/useInjection';
import { SESSION_STORE, TOAST_STORE } from '../di/tokens';

export interface RootLayoutProps {
  children: ReactNode;
}

/**
 * What every page has: react-aria links navigate through the router, the toasts region (mounted once) and
 * the session's 5-second cookie poll.
 */
export function RootLayout({ children }: RootLayoutProps) {
  const router = useRouter();
  const toasts = useInjection(TOAST_STORE);
  const session = useInjection(SESSION_STORE);

  useEffect(() => session.startCookiePoll(), [session]);

  return (
    <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>
      {children}
      <ToastRegion store={toasts} />
    </AriaRouterProvider>
  );
}
