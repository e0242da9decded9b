import { createFileRoute } from '@tanstack/react-router';
import { NotificationSettingsPage } from '../../../../features/notifications/NotificationSettingsPage';

/** /personal-space/notifications/settings (app-shell §7, prospecting §7): newsletter and blocked searches. */
export const Route = createFileRoute('/_authenticated/personal-space/notifications/settings')({ component: NotificationSettingsPage });
