import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../../features/personal-space/change-password/ChangePasswordPage';

/**
 * /personal-space/change-password (docs/rules/routing.md "Route table (generated)"): change of the logged-in user's
 * password.
 */
export const Route = createFileRoute('/_authenticated/personal-space/change-password')({ component: ChangePasswordPage });
