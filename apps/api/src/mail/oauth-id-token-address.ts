import { z } from 'zod';

const ClaimsSchema = z.object({
  aud: z.union([z.string(), z.array(z.string())]),
  email: z.email().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  preferred_username: z.string().optional(),
});

const EmailSchema = z.email();

/**
 * The mailbox address in an id token received straight from the provider's token endpoint over TLS (OpenID Connect
 * Core, section 3.1.3.7, lets such a token's signature go unchecked): it must be issued to our client (`aud`), and the
 * address is its `email` claim (not marked unverified) or, for Microsoft accounts without one, `preferred_username`
 * when it is an address. `null` when the token names no usable address.
 */
export function oauthIdTokenAddress(idToken: string, clientId: string): string | null {
  const [, payload] = idToken.split('.');
  if (payload === undefined) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const audiences = Array.isArray(parsed.data.aud) ? parsed.data.aud : [parsed.data.aud];
  if (!audiences.includes(clientId)) return null;
  const verified = parsed.data.email_verified !== false && parsed.data.email_verified !== 'false';
  if (parsed.data.email !== undefined && verified) return parsed.data.email;
  const username = parsed.data.preferred_username;
  return username !== undefined && EmailSchema.safeParse(username).success ? username : null;
}
