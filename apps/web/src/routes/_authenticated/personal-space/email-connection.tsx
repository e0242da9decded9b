import { createFileRoute } from '@tanstack/react-router';
import { safeText } from '@cible/core';
import * as z from 'zod/mini';
import { EmailConnectionPage } from '../../../features/personal-space/email-connection/EmailConnectionPage';

/** What an OAuth provider sends back (docs/adr/021-oauth-mailbox.md): a code and the state, or an error; else nothing. */
const OauthCallbackSearchSchema = z.object({
  code: z.catch(z.optional(safeText().check(z.minLength(1), z.maxLength(4096))), undefined),
  state: z.catch(z.optional(safeText().check(z.minLength(1), z.maxLength(4096))), undefined),
  error: z.catch(z.optional(safeText().check(z.minLength(1), z.maxLength(200))), undefined),
});

/**
 * /personal-space/email-connection: connect the mailbox with SMTP + IMAP (docs/adr/017-smtp-imap-mailbox.md) or with
 * Google / Microsoft (OAuth, docs/adr/021-oauth-mailbox.md: the providers send the user back here with code and state).
 */
export const Route = createFileRoute('/_authenticated/personal-space/email-connection')({
  validateSearch: OauthCallbackSearchSchema,
  component: function EmailConnectionRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <EmailConnectionPage callback={search} cleanCallbackUrl={() => void navigate({ search: {}, replace: true })} />;
  },
});
