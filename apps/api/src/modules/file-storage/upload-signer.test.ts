import { describe, expect, it } from 'vitest';
import { createUploadSigner } from './upload-signer';

describe('upload signer', () => {
  const signer = createUploadSigner('a-server-secret-of-at-least-32-characters');

  it('accepts its own signature of a hash and an expiry', () => {
    const signature = signer.sign('abc', 1_800_000_000);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify('abc', 1_800_000_000, signature)).toBe(true);
  });

  it('refuses it for another hash, another expiry, another secret, or a changed or truncated signature', () => {
    const signature = signer.sign('abc', 1_800_000_000);
    expect(signer.verify('abd', 1_800_000_000, signature)).toBe(false);
    expect(signer.verify('abc', 1_800_000_001, signature)).toBe(false);
    expect(createUploadSigner('another-server-secret-of-32-characters!!').verify('abc', 1_800_000_000, signature)).toBe(false);
    expect(signer.verify('abc', 1_800_000_000, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(signer.verify('abc', 1_800_000_000, signature.slice(1))).toBe(false);
    expect(signer.verify('abc', 1_800_000_000, '')).toBe(false);
  });
});
