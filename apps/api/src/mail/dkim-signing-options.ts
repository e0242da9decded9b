import type { SecretBox } from '../security/secret-box';

/** A sending domain as its DKIM signature needs it: name, selector, sealed private key and the key that sealed it. */
export interface SigningDomain {
  readonly name: string;
  readonly dkimSelector: string;
  readonly dkimPrivateKey: Buffer;
  readonly dkimKeyId: string;
}

/** nodemailer's `dkim` transport or message option. */
export interface DkimSigningOptions {
  readonly domainName: string;
  readonly keySelector: string;
  readonly privateKey: string;
}

/**
 * The DKIM signing options of outgoing campaign mail from a sending domain (ADR 032): the private key unsealed with
 * the server's secret box (throws `SecretBoxError` under another key, never signs with garbage).
 */
export function dkimSigningOptions(domain: SigningDomain, secrets: SecretBox): DkimSigningOptions {
  return { domainName: domain.name, keySelector: domain.dkimSelector, privateKey: secrets.open(domain.dkimPrivateKey, domain.dkimKeyId) };
}
