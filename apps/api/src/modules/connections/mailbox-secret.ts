import type { SecretBox } from '../../security/secret-box';

/** The secret part of a stored mailbox: sealed bytes and the key that sealed them (`mailbox_credentials`). */
export interface SealedMailboxSecret {
  readonly secret: Buffer;
  readonly keyId: string;
}

/** Seals a mailbox's secret part (SMTP + IMAP passwords, OAuth tokens) as JSON under the server key. */
export function sealMailboxSecret(secrets: SecretBox, value: object): SealedMailboxSecret {
  return { secret: secrets.seal(JSON.stringify(value)), keyId: secrets.keyId };
}

/** Opens what {@link sealMailboxSecret} sealed; throws `SecretBoxError` under another key, never garbage. */
export function openMailboxSecret<T>(secrets: SecretBox, sealed: SealedMailboxSecret): T {
  return JSON.parse(secrets.open(sealed.secret, sealed.keyId)) as T;
}
