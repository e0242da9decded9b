import { Outlet, createFileRoute } from '@tanstack/react-router';
import { applyNavigationGuard } from '../routing/applyNavigationGuard';
import { loadPageTexts } from '../i18n/i18n';
import { ApplicationLayout } from '../features/shell/ApplicationLayout';
import { ShellSkeleton } from '../features/shell/ShellSkeleton';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { AppFooter } from '../features/footer/AppFooter';
import { ReactAriaProviders } from '../routing/ReactAriaProviders';

/**
 * The application layout of every protected page. Its beforeLoad runs core's navigation guard (login
 * redirect, user-data loading, permissions and tester levels, route and home redirects) before any page
 * renders; the guard's outcome is in the route context as `guard`. The pages' texts are loaded meanwhile.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    // The pages' texts load while the guard loads the session (i18n/i18n.ts).
    const [guard] = await Promise.all([applyNavigationGuard(context, location.href), loadPageTexts()]);
    return { guard };
  },
  pendingComponent: ShellSkeleton,
  errorComponent: ({ error, reset }) => <RouteErrorPage error={error} reset={reset} fullPage />,
  component: () => (
    // The footer (with the help popup it mounts) fills the layout's footer slot.
    <ReactAriaProviders>
      <ApplicationLayout footer={<AppFooter />}>
        <Outlet />
      </ApplicationLayout>
    </ReactAriaProviders>
  ),
});
