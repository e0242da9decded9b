import { createFileRoute } from '@tanstack/react-router';
import { safeText } from '@cible/core';
import * as z from 'zod/mini';
import { LoginPage } from '../../features/auth/LoginPage';

// zod/mini, as every schema the first route runs (docs/performance.md, first-route budget).
const LoginSearchSchema = z.object({
  redirect_to: z.catch(z.optional(safeText()), undefined),
  /** `forgot=1` opens the forgotten-password form (link of an expired reset e-mail). */
  forgot: z.catch(z.optional(z.pipe(z.coerce.string(), safeText())), undefined),
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
