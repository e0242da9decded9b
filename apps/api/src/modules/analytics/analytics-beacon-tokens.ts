import { createHmac } from 'node:crypto';
import { ANALYTICS_BEACON_TOKEN_SECONDS } from '@cible/core';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { USER_STATUS } from '../../db/schema';
import type { SessionUserSource } from '../../security/session-user';
import { firstValidIssuedAt, isTokenRevoked } from '../../security/token-revocation';

/** Who a valid beacon token speaks for. */
export interface BeaconCaller {
  readonly userId: number;
  /** The token was issued to a platform administrator "connected as" the user: his events are not stored. */
  readonly connectedAs: boolean;
}

/** Signs and checks the analytics beacon tokens (docs/analytics.md "Beacon"). */
export interface AnalyticsBeaconTokens {
  issue(caller: { readonly userId: number; readonly organizationId: number; readonly connectedAsBy: number | null; readonly tokensValidAfter: Date | null }): Promise<{ readonly token: string; readonly expiresAt: Date }>;
  /** The caller of a token, or `null` when it is not a valid beacon token of an active user right now. */
  verify(token: string): Promise<BeaconCaller | null>;
}

const TOKEN_TYPE = 'analytics-beacon+jwt';

const BeaconClaimsSchema = z.object({
  user_id: z.number().int().min(1),
  organization_id: z.number().int().min(1),
  connected_as_by: z.number().int().min(1).optional(),
  iat: z.number().int(),
  exp: z.number().int(),
});

/**
 * Analytics beacon tokens: HS256 JWTs of type `analytics-beacon+jwt` signed with a key derived from the server secret
 * for this purpose only (HMAC of the secret and a label), so that a beacon token is never a session token and a
 * session token is never a beacon token. A token lives {@link ANALYTICS_BEACON_TOKEN_SECONDS} (15 minutes) and is
 * accepted while its user exists in its organisation, is active and has not revoked his tokens since it was issued
 * (logout, password change). It lets its holder record that user's analytics events and nothing else.
 * `now` (milliseconds) is injectable for tests.
 */
export function createAnalyticsBeaconTokens(secret: string, users: SessionUserSource, now: () => number = Date.now): AnalyticsBeaconTokens {
  const key = createHmac('sha256', secret).update('cible analytics beacon token v1').digest();
  return {
    async issue(caller) {
      const iat = Math.max(Math.floor(now() / 1000), firstValidIssuedAt(caller.tokensValidAfter));
      const exp = iat + ANALYTICS_BEACON_TOKEN_SECONDS;
      const claims: Record<string, unknown> = { user_id: caller.userId, organization_id: caller.organizationId };
      if (caller.connectedAsBy !== null) claims.connected_as_by = caller.connectedAsBy;
      const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE }).setIssuedAt(iat).setExpirationTime(exp).sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },

    async verify(token) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], typ: TOKEN_TYPE, requiredClaims: ['iat', 'exp'], currentDate: new Date(now()) }));
      } catch {
        return null;
      }
      const claims = BeaconClaimsSchema.safeParse(payload);
      if (!claims.success || claims.data.exp - claims.data.iat > ANALYTICS_BEACON_TOKEN_SECONDS) return null;
      const user = await users.findSessionUser(claims.data.user_id);
      if (user === null || user.organizationId !== claims.data.organization_id || user.status !== USER_STATUS.active) return null;
      if (isTokenRevoked(claims.data.iat, user.tokensValidAfter)) return null;
      return { userId: user.id, connectedAs: claims.data.connected_as_by !== undefined };
    },
  };
}
