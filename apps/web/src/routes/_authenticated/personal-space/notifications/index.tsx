import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../../features/notifications/NotificationsPage';
import { NotificationsSearchSchema } from '../../../../features/notifications/notificationsSearch';

/**
 * /personal-space/notifications (docs/web-shell.md "Notifications"): the notifications, filters and page in the search
 * params.
 */
export const Route = createFileRoute('/_authenticated/personal-space/notifications/')({
  validateSearch: NotificationsSearchSchema,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <NotificationsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
