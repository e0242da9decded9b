import * as z from 'zod/mini';
import { asOrganizationId, asUserId } from '../shared/ids';
import type { OrganizationId, UserId } from '../shared/ids';

/**
 * The claims carried by a session token (the spec's "Token data"; docs/rules/session-formatting-validation.md
 * "Token claims"). `connected_as_by` is present only on an impersonation ("connected as") token: it holds the real
 * administrator's user id. Times are Unix seconds.
 */
export interface TokenClaims {
  readonly user_id: UserId;
  readonly organization_id: OrganizationId;
  /** Issued at, Unix seconds. */
  readonly iat: number;
  /** Expiry, Unix seconds; strictly after `iat`. */
  readonly exp: number;
  /** Impersonation only: the administrator who is connected as `user_id`. */
  readonly connected_as_by?: UserId;
  /** Present (true) on the token of a login whose password has expired: it may only change the password. */
  readonly pwd_expired?: true;
}

const positiveId = z.int().check(z.positive());
const unixSeconds = z.int().check(z.nonnegative());

/**
 * Zod schema of the token claims (zod/mini: the web app's first route parses it; docs/performance.md). Extra
 * registered JWT claims (sub, jti…) are stripped; `exp` must be after `iat`.
 * @rule app-shell §3 · token data user_id, organization_id, iat, exp (+ connected_as_by, pwd_expired)
 */
export const TokenClaimsSchema = z
  .object({
    user_id: z.pipe(positiveId, z.transform(asUserId)),
    organization_id: z.pipe(positiveId, z.transform(asOrganizationId)),
    iat: unixSeconds,
    exp: unixSeconds,
    connected_as_by: z.optional(z.pipe(positiveId, z.transform(asUserId))),
    pwd_expired: z.optional(z.literal(true)),
  })
  .check(z.refine((claims) => claims.exp > claims.iat, { message: 'exp must be after iat', path: ['exp'] }));

/**
 * Whether the token is expired at `nowSeconds` (Unix seconds). As in RFC 7519, a token is refused on or after its `exp`.
 * @rule app-shell §5 · an expired token leads to logout
 */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, nowSeconds: number): boolean {
  return nowSeconds >= claims.exp;
}

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Decodes base64url (standard base64 `+` `/` and trailing `=` padding tolerated); `null` when malformed. */
function decodeBase64Url(text: string): Uint8Array | null {
  const unpadded = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (unpadded.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of unpadded) {
    const value = BASE64URL_ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(bytes);
}

/** Strict UTF-8 decoding (no overlong forms, no surrogates); `null` on any invalid sequence. */
function decodeUtf8(bytes: Uint8Array): string | null {
  let out = '';
  let index = 0;
  while (index < bytes.length) {
    const first = bytes[index] as number;
    let codePoint: number;
    let length: number;
    if (first < 0x80) {
      codePoint = first;
      length = 1;
    } else if (first >= 0xc2 && first <= 0xdf) {
      codePoint = first & 0x1f;
      length = 2;
    } else if (first >= 0xe0 && first <= 0xef) {
      codePoint = first & 0x0f;
      length = 3;
    } else if (first >= 0xf0 && first <= 0xf4) {
      codePoint = first & 0x07;
      length = 4;
    } else {
      return null;
    }
    if (index + length > bytes.length) return null;
    for (let k = 1; k < length; k += 1) {
      const next = bytes[index + k] as number;
      if ((next & 0xc0) !== 0x80) return null;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    if (length === 3 && (codePoint < 0x800 || (codePoint >= 0xd800 && codePoint <= 0xdfff))) return null;
    if (length === 4 && (codePoint < 0x10000 || codePoint > 0x10ffff)) return null;
    out += String.fromCodePoint(codePoint);
    index += length;
  }
  return out;
}

/**
 * Reads the claims of a JWT WITHOUT verifying its signature (for the browser guard only: the server verifies).
 * Returns `null` for anything malformed (not three dot-separated parts, bad base64url, bad UTF-8, bad JSON,
 * claims not matching {@link TokenClaimsSchema}); never throws.
 * @rule app-shell §2.4 · a login token must carry a valid expiry, otherwise it is ignored
 */
export function decodeJwtPayload(token: unknown): TokenClaims | null {
  try {
    if (typeof token !== 'string') return null;
    const parts = token.trim().split('.');
    if (parts.length !== 3) return null;
    const payload = parts[1];
    if (!payload) return null;
    const bytes = decodeBase64Url(payload);
    if (!bytes) return null;
    const json = decodeUtf8(bytes);
    if (json === null) return null;
    const parsed = TokenClaimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
