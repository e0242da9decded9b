import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/personal-space/profile/ProfilePage';

/**
 * /personal-space/profile ("Profil et IA"; docs/rules/routing.md "Route table (generated)"): names and phones of the
 * user.
 */
export const Route = createFileRoute('/_authenticated/personal-space/profile')({ component: ProfilePage });
