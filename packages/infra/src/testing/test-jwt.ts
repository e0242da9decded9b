function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Test support: an unsigned JWT with the given claims (the browser never verifies signatures). */
export function testJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

/** A session token of user 7 of organisation 3, valid from `iatSeconds` for an hour. */
export function sessionJwt(iatSeconds: number, lifetimeSeconds = 3600): string {
  return testJwt({ user_id: 7, organization_id: 3, iat: iatSeconds, exp: iatSeconds + lifetimeSeconds });
}
