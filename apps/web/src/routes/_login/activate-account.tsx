import { createFileRoute } from '@tanstack/react-router';
import { safeString } from '@cible/core';
import { z } from 'zod';
import { ActivateAccountPage } from '../../features/auth/ActivateAccountPage';

const ActivateSearchSchema = z.object({
  token: safeString().min(1).optional().catch(undefined),
});

/** /activate-account?token=… (public; docs/web-shell.md "Public pages"): the emailed activation link. */
export const Route = createFileRoute('/_login/activate-account')({
  validateSearch: ActivateSearchSchema,
  component: function ActivateAccountRoute() {
    const { token } = Route.useSearch();
    return <ActivateAccountPage token={token ?? null} />;
  },
});
