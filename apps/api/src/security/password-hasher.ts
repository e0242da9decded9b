import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

/** Hashes and checks passwords. */
export interface PasswordHasher {
  /** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `passwordHash`. With no hash (unknown login, account never activated) it still
   * verifies against a dummy hash of the same cost and answers false, so both cases take the same time.
   */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

/** argon2id cost (OWASP 2024 minimum: 19 MiB, 2 passes, 1 lane): about 30–60 ms per hash on the 2-core machine. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, not readable under verbatimModuleSyntax).
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The argon2id hasher (@node-rs/argon2: prebuilt native binary, runs on the libuv thread pool, so hashing never
 * blocks the event loop). A stored hash that is not a valid PHC string counts as a mismatch, never as an error.
 */
export function createArgon2PasswordHasher(): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hash(randomBytes(24).toString('base64url'), ARGON2_OPTIONS));
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    async verify(passwordHash, password) {
      if (passwordHash === null || !passwordHash.startsWith('$argon2')) {
        await verify(await dummy(), password).catch(() => false);
        return false;
      }
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
