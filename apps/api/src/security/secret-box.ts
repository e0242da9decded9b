import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Length of an AES-256 key. */
export const SECRET_KEY_BYTES = 32;
/** Format of a sealed secret: this byte, then the nonce, the tag and the cipher text. */
const FORMAT_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + NONCE_BYTES + TAG_BYTES;

/**
 * A sealed secret could not be opened: made under another key (`key-mismatch`: the server's MAIL_SECRET_KEY changed),
 * or altered or truncated (`corrupt`). Never a partial or garbage plaintext.
 */
export class SecretBoxError extends Error {
  constructor(
    readonly reason: 'key-mismatch' | 'corrupt',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SecretBoxError';
  }
}

/** Seals and opens small secrets (mailbox passwords) with AES-256-GCM under one server key. */
export interface SecretBox {
  /** The key's public name: the first 8 bytes of its SHA-256, hex (stored beside each sealed secret). */
  readonly keyId: string;
  /** Encrypts `plaintext` under a fresh random nonce. */
  seal(plaintext: string): Buffer;
  /** Decrypts what {@link seal} made; `keyId` is the key the row says it was sealed under. Throws {@link SecretBoxError}. */
  open(sealed: Buffer, keyId: string): string;
}

/** The key id of a key: the first 8 bytes of its SHA-256, hex. */
export function secretKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/** Decodes a base64 (or base64url) key; `null` unless it is exactly 32 bytes. */
export function decodeSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return key.length === SECRET_KEY_BYTES ? key : null;
}

/** A new random key, base64 (what MAIL_SECRET_KEY holds). */
export function generateSecretKey(): string {
  return randomBytes(SECRET_KEY_BYTES).toString('base64');
}

/** The secret box of a 32-byte key (AES-256-GCM, 96-bit random nonce, 128-bit tag). */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`A secret key has ${SECRET_KEY_BYTES} bytes, not ${key.length}.`);
  const ownKey = Buffer.from(key);
  const keyId = secretKeyId(ownKey);
  return {
    keyId,
    seal(plaintext) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', ownKey, nonce, { authTagLength: TAG_BYTES });
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([FORMAT_VERSION]), nonce, cipher.getAuthTag(), body]);
    },
    open(sealed, sealedKeyId) {
      if (sealedKeyId !== keyId) {
        throw new SecretBoxError('key-mismatch', `This secret was sealed under key ${sealedKeyId}, the server's key is ${keyId} (MAIL_SECRET_KEY changed?).`);
      }
      if (sealed.length < HEADER_BYTES || sealed[0] !== FORMAT_VERSION) throw new SecretBoxError('corrupt', 'This sealed secret is truncated or of an unknown format.');
      const decipher = createDecipheriv('aes-256-gcm', ownKey, sealed.subarray(1, 1 + NONCE_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(sealed.subarray(1 + NONCE_BYTES, HEADER_BYTES));
      try {
        return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]).toString('utf8');
      } catch (error) {
        throw new SecretBoxError('corrupt', 'This sealed secret does not authenticate under the server key: it was altered.', { cause: error });
      }
    },
  };
}
