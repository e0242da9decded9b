import { Outlet, createFileRoute } from '@tanstack/react-router';
import { applyNavigationGuard } from '../routing/applyNavigationGuard';
import { AuthLayout } from '../features/auth/AuthLayout';
import { ReactAriaProviders } from '../routing/ReactAriaProviders';

/** The login layout (public pages): core's guard sends a connected user away from /login. */
export const Route = createFileRoute('/_login')({
  beforeLoad: async ({ context, location }) => ({ guard: await applyNavigationGuard(context, location.href) }),
  component: () => (
    <ReactAriaProviders>
      <AuthLayout>
        <Outlet />
      </AuthLayout>
    </ReactAriaProviders>
  ),
});
