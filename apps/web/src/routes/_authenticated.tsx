import { Outlet, createFileRoute } from '@tanstack/react-router';
import { applyNavigationGuard } from '../routing/applyNavigationGuard';
import { ApplicationLayout } from '../features/shell/ApplicationLayout';
import { ShellSkeleton } from '../features/shell/ShellSkeleton';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { AppFooter } from '../features/footer/AppFooter';

/**
 * The application layout of every protected page. Its beforeLoad runs core's navigation guard (login
 * redirect, user-data loading, permissions and tester levels, route and home redirects) before any page
 * renders; the guard's outcome is in the route context as `guard`.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => ({ guard: await applyNavigationGuard(context, location.href) }),
  pendingComponent: ShellSkeleton,
  errorComponent: ({ error, reset }) => <RouteErrorPage error={error} reset={reset} fullPage />,
  component: () => (
    // The footer (with the help popup it mounts) fills the layout's footer slot.
    <ApplicationLayout footer={<AppFooter />}>
      <Outlet />
    </ApplicationLayout>
  ),
});
