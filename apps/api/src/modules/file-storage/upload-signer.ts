import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs and checks the upload URLs of the built-in object store, like an S3 presigned URL: the signature (HMAC-SHA256,
 * base64url) covers the file's hash and the expiry (Unix seconds), under a key derived from the server secret for this
 * purpose only (HMAC of the secret and a label: an upload signature is never a session token's).
 */
export interface UploadSigner {
  sign(hash: string, expiresAtSeconds: number): string;
  /** Whether `signature` is the one of this hash and expiry (compared in constant time). */
  verify(hash: string, expiresAtSeconds: number, signature: string): boolean;
}

export function createUploadSigner(secret: string): UploadSigner {
  const key = createHmac('sha256', secret).update('cible file-storage upload url v1').digest();
  const sign = (hash: string, expiresAtSeconds: number) => createHmac('sha256', key).update(`${hash}\n${expiresAtSeconds}`).digest('base64url');
  return {
    sign,
    verify(hash, expiresAtSeconds, signature) {
      const expected = Buffer.from(sign(hash, expiresAtSeconds));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
