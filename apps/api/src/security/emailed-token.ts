import { createHash, randomBytes } from 'node:crypto';

/** A fresh single-use token for a link sent by mail: 32 random bytes, base64url (43 characters). */
export function createEmailedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an e-mailed token: its SHA-256, hex (the token itself is never stored). */
export function hashEmailedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
