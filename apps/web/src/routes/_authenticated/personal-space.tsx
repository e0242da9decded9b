import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PersonalSpaceLayout } from '../../features/personal-space/PersonalSpaceLayout';

/**
 * The personal-space layout (/personal-space/…): the sidebar and the page. Pages are child routes
 * (routes/_authenticated/personal-space/<page>.tsx) listed in routing/builtRoutes.ts; /personal-space alone
 * is not a page (the guard answers not found).
 */
export const Route = createFileRoute('/_authenticated/personal-space')({
  component: () => (
    <PersonalSpaceLayout>
      <Outlet />
    </PersonalSpaceLayout>
  ),
});
