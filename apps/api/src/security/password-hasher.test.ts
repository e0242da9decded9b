import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher } from './password-hasher';

describe('argon2id password hasher', () => {
  const hasher = createArgon2PasswordHasher();

  it('hashes with argon2id (OWASP parameters, random salt) and verifies', async () => {
    const first = await hasher.hash('Demo2026!');
    const second = await hasher.hash('Demo2026!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify(first, 'Demo2026!')).toBe(true);
    expect(await hasher.verify(first, 'demo2026!')).toBe(false);
  });

  it('answers false, never throws, without a hash or with a broken one', async () => {
    expect(await hasher.verify(null, 'Demo2026!')).toBe(false);
    expect(await hasher.verify('not a hash', 'Demo2026!')).toBe(false);
    expect(await hasher.verify('$argon2id$v=19$broken', 'Demo2026!')).toBe(false);
  });
});
