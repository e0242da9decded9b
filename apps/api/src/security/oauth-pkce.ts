import { createHash, randomBytes } from 'node:crypto';

/** A PKCE pair (RFC 7636): the verifier kept by the server, its S256 challenge sent in the authorize URL. */
export interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
}

/** 32 random bytes, base64url: a 43-character verifier of RFC 7636's alphabet, 256 bits. */
export function createPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An OAuth `state`: 32 random bytes (256 bits), base64url. */
export function createOauthState(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a state: its SHA-256 (the state itself is only in the user's browser and the provider's URL). */
export function hashOauthState(state: string): Buffer {
  return createHash('sha256').update(state, 'utf8').digest();
}
