import { expect, it } from 'vitest';
import { createOncePerPasswordHasher } from './once-per-password-hasher';

it('hashes each password once with argon2id and gives the same hash again, which verifies only that password', async () => {
  const hasher = createOncePerPasswordHasher();
  const [first, second] = await Promise.all([hasher.hash('Demo2026!'), hasher.hash('Demo2026!')]);
  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(second).toBe(first);
  const other = await hasher.hash('Autre2026!');
  expect(other).not.toBe(first);
  expect(await hasher.verify(first, 'Demo2026!')).toBe(true);
  expect(await hasher.verify(first, 'Autre2026!')).toBe(false);
  expect(await hasher.verify(other, 'Autre2026!')).toBe(true);
  expect(await createOncePerPasswordHasher().hash('Demo2026!')).not.toBe(first);
});
