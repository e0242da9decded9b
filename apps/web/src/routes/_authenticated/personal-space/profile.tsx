import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/personal-space/profile/ProfilePage';

/** /personal-space/profile ("Profil et IA", app-shell §2.3): names and phones of the user. */
export const Route = createFileRoute('/_authenticated/personal-space/profile')({ component: ProfilePage });
