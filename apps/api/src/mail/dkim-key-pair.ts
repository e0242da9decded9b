import { createPrivateKey, createPublicKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const generateRsaKeyPair = promisify(generateKeyPair);

/** Bits of the RSA keys the product generates for DKIM (RFC 8301: at least 1024, 2048 advised). */
export const DKIM_KEY_BITS = 2048;

/** A DKIM key pair: the private key in PKCS#8 PEM (sealed before storing), the public key as DNS's `p=` (SPKI DER, base64). */
export interface DkimKeyPair {
  readonly privateKeyPem: string;
  readonly publicKeyBase64: string;
}

/** A new 2048-bit RSA key pair for a sending domain's DKIM signature. */
export async function generateDkimKeyPair(): Promise<DkimKeyPair> {
  const { privateKey, publicKey } = await generateRsaKeyPair('rsa', { modulusLength: DKIM_KEY_BITS });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/** The selector of a key generated at `now`: `cible` and the year and month (UTC), `cible202611`. */
export function dkimSelectorAt(now: Date): string {
  return `cible${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The DKIM TXT record's value of a public key. */
export function dkimRecordValue(publicKeyBase64: string): string {
  return `v=DKIM1; k=rsa; p=${publicKeyBase64}`;
}

/** Whether a public key (any PEM or DER form mailauth returns) is the one of `publicKeyBase64` (SPKI DER). */
export function isSamePublicKey(found: Buffer | string, publicKeyBase64: string): boolean {
  const ours = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  const theirs = createPublicKey(found);
  return ours.export({ type: 'spki', format: 'der' }).equals(theirs.export({ type: 'spki', format: 'der' }));
}

/** The public key of a private key PEM, as DNS's `p=` (for checks and tests). */
export function publicKeyBase64Of(privateKeyPem: string): string {
  return createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' }).toString('base64');
}
