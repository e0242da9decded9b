import { createFileRoute } from '@tanstack/react-router';
import { safeString } from '@cible/core';
import { z } from 'zod';
import { LoginPage } from '../../features/auth/LoginPage';

const LoginSearchSchema = z.object({
  redirect_to: safeString().optional().catch(undefined),
  /** `forgot=1` opens the forgotten-password form (link of an expired reset e-mail). */
  forgot: z.coerce.string().pipe(safeString()).optional().catch(undefined),
});

/**
 * /login (public): redirect_to holds the page to come back to (followed only when safe: core's `safeRedirectTarget`).
 */
export const Route = createFileRoute('/_login/login')({
  validateSearch: LoginSearchSchema,
  component: function LoginRoute() {
    const { redirect_to, forgot } = Route.useSearch();
    return <LoginPage redirectTo={redirect_to} startWithForgot={forgot === '1'} />;
  },
});
