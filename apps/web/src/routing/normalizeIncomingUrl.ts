import { redirect } from '@tanstack/react-router';
import { decodeJwtPayload, guardNavigation } from '@cible/core';
import type { RouterContext } from './RouterContext';

/**
 * The address hygiene every navigation gets, public or not, before any layout's guard (steps 1 and 2 of
 * core's guard): repeated slashes are collapsed by a redirect; a `jwt` query parameter is consumed — kept
 * as the session cookie only when its expiry is valid — and removed from the address.
 */
export function normalizeIncomingUrl(context: Pick<RouterContext, 'session' | 'tokens'>, href: string): void {
  const decision = guardNavigation({
    url: href,
    nowEpochSeconds: context.tokens.nowEpochSeconds(),
    session: {},
    user: null,
    decodeToken: decodeJwtPayload,
  });
  if (decision.kind === 'redirect' && decision.reason === 'collapse-slashes') throw redirect({ href: decision.to, replace: true });
  if (decision.kind === 'consume-token') {
    if (decision.token !== null && decision.claims !== null) context.session.acceptToken(decision.token, decision.claims);
    throw redirect({ href: decision.cleanedUrl, replace: true });
  }
}
