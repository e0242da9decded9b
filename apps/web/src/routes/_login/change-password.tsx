import { createFileRoute } from '@tanstack/react-router';
import { safeText } from '@cible/core';
import * as z from 'zod/mini';
import { ChangePasswordPage } from '../../features/auth/ChangePasswordPage';

// zod/mini, as every schema the first route runs (docs/performance.md, first-route budget).
const ChangePasswordSearchSchema = z.object({
  token: z.catch(z.optional(safeText().check(z.minLength(1))), undefined),
});

/**
 * /change-password?token=… (public; docs/web-shell.md "Public pages"): password change while logged out, from the reset
 * e-mail.
 */
export const Route = createFileRoute('/_login/change-password')({
  validateSearch: ChangePasswordSearchSchema,
  component: function ChangePasswordRoute() {
    const { token } = Route.useSearch();
    return <ChangePasswordPage token={token ?? null} />;
  },
});
