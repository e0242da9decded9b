import { createFileRoute } from '@tanstack/react-router';
import { NotificationSettingsPage } from '../../../../features/notifications/NotificationSettingsPage';

/** /personal-space/notifications/settings (docs/web-shell.md "Notifications"): newsletter and blocked searches. */
export const Route = createFileRoute('/_authenticated/personal-space/notifications/settings')({ component: NotificationSettingsPage });
