import { createFileRoute } from '@tanstack/react-router';
import { safeText } from '@cible/core';
import * as z from 'zod/mini';
import { ActivateAccountPage } from '../../features/auth/ActivateAccountPage';

// zod/mini, as every schema the first route runs (docs/performance.md, first-route budget).
const ActivateSearchSchema = z.object({
  token: z.catch(z.optional(safeText().check(z.minLength(1))), undefined),
});

/** /activate-account?token=… (public; docs/web-shell.md "Public pages"): the emailed activation link. */
export const Route = createFileRoute('/_login/activate-account')({
  validateSearch: ActivateSearchSchema,
  component: function ActivateAccountRoute() {
    const { token } = Route.useSearch();
    return <ActivateAccountPage token={token ?? null} />;
  },
});
