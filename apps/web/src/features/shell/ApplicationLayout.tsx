import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useRouterState } from '@tanstack/react-router';
import { Overlay } from '../../ui/components/Overlay/Overlay';
import { TopProgressBar } from '../../ui/components/TopProgressBar/TopProgressBar';
import { useInjection } from '../../di/useInjection';
import { useFactory } from '../../di/useFactory';
import { layoutModule } from '../../di/modules/layoutModule';
import { QUICK_SEARCH_OVERLAY_STORE } from './QuickSearchOverlayStore';
import { SESSION_STORE } from '../session/SessionStore';
import { Header } from './Header';
import { ShellSkeleton } from './ShellSkeleton';
import { SkipLink } from './SkipLink';
import styles from './ApplicationLayout.module.css';

export interface ApplicationLayoutProps {
  children: ReactNode;
  /** The footer (footer feature); shown, like the header, only once the user data is loaded. */
  footer?: ReactNode;
}

/**
 * The application layout (docs/web-shell.md "Layouts"): skip link, top progress bar while the router navigates or
 * loads, the header and the footer once the user data is loaded, the dimming overlay while the quick-search
 * results are open, and the page in `<main id="main-content">`.
 */
export const ApplicationLayout = observer(function ApplicationLayout({ children, footer }: ApplicationLayoutProps) {
  const session = useInjection(SESSION_STORE);
  // Binds the layout's stores (overlay, help popup, feature usage) for what it renders: they come with its chunk.
  const overlay = useFactory(layoutModule, QUICK_SEARCH_OVERLAY_STORE);
  const isNavigating = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const ready = session.isUserLoaded;
  return (
    <div className={styles.shell}>
      <SkipLink />
      <TopProgressBar isActive={isNavigating || !ready} />
      {ready && <Header />}
      <Overlay isVisible={overlay.isOpen} onDismiss={overlay.close} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {ready ? children : <ShellSkeleton />}
      </main>
      {ready && footer}
    </div>
  );
});
