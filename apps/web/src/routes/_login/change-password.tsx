import { createFileRoute } from '@tanstack/react-router';
import { safeString } from '@cible/core';
import { z } from 'zod';
import { ChangePasswordPage } from '../../features/auth/ChangePasswordPage';

const ChangePasswordSearchSchema = z.object({
  token: safeString().min(1).optional().catch(undefined),
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
