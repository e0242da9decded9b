import { createArgon2PasswordHasher } from '../../src/security/password-hasher';
import type { PasswordHasher } from '../../src/security/password-hasher';

/**
 * The production argon2id hasher, but each password is hashed once per test file and the same hash string is given
 * again: the demo seed hashes the one demo password for every account (some 25 argon2id hashes, about a second of
 * CPU per seeded server, and there are over a hundred seeded servers per run). The hashes stay real argon2id, and
 * logins verify them with the production cost; the hasher itself is tested in src/security/password-hasher.test.ts.
 */
export function createOncePerPasswordHasher(): PasswordHasher {
  const hasher = createArgon2PasswordHasher();
  const hashes = new Map<string, Promise<string>>();
  return {
    hash(password) {
      let hash = hashes.get(password);
      if (!hash) {
        hash = hasher.hash(password);
        hashes.set(password, hash);
      }
      return hash;
    },
    verify: (passwordHash, password) => hasher.verify(passwordHash, password),
  };
}
