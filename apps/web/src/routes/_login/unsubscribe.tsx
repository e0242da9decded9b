import { createFileRoute } from '@tanstack/react-router';
import { safeText } from '@cible/core';
import * as z from 'zod/mini';
import { UnsubscribePage } from '../../features/unsubscribe/UnsubscribePage';

// zod/mini, as every schema the first route runs (docs/performance.md, first-route budget).
const UnsubscribeSearchSchema = z.object({
  token: z.catch(z.optional(safeText().check(z.minLength(1))), undefined),
  // The link of a test mail or a preview: nothing to record (the router reads `?preview=1` as the number 1).
  preview: z.catch(z.optional(z.union([z.literal(1), z.literal('1')])), undefined),
});

/**
 * /unsubscribe?token=… (public, login layout: core's route `Unsubscribe`; docs/adr/039-signed-unsubscribe-tokens.md): the page of
 * a campaign mail's unsubscribe link.
 */
export const Route = createFileRoute('/_login/unsubscribe')({
  validateSearch: UnsubscribeSearchSchema,
  component: function UnsubscribeRoute() {
    const { token, preview } = Route.useSearch();
    return <UnsubscribePage token={token ?? null} preview={preview !== undefined} />;
  },
});
