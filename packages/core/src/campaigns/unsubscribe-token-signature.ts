/**
 * The signed unsubscribe token of a mail (docs/adr/039-signed-unsubscribe-tokens.md): what it says (kind of mail,
 * send id, organisation id, issued-at) and a MAC over it, in base64url. Core holds the format only: the MAC function
 * (HMAC-SHA256 with the server's key) and its constant-time comparison are the API's, passed in.
 *
 * Bytes: version (1) · kind (1: campaign, 2: sequence) · send id (uint32, big-endian) · organisation id (uint32) ·
 * issued-at (uint32, Unix seconds) · MAC (the first 16 bytes of the MAC of the 14 bytes before it). 30 bytes, always
 * 40 base64url characters without padding (30 bytes are exactly 40 × 6 bits: one spelling per token).
 */

export type UnsubscribeTokenKind = 'campaign' | 'sequence';

/** What an unsubscribe token says. Ids are positive 32-bit integers (the database's `integer`). */
export interface UnsubscribeTokenClaims {
  readonly kind: UnsubscribeTokenKind;
  readonly sendId: number;
  readonly organizationId: number;
  /** Unix seconds (0 to 2^32 − 1). */
  readonly issuedAt: number;
}

/** The signing function: the MAC of the payload bytes (at least 16 bytes; the token keeps the first 16). */
export type UnsubscribeTokenMac = (payload: Uint8Array) => Uint8Array;

/** Whether `mac` is the payload's MAC (the API compares in constant time). */
export type UnsubscribeTokenVerify = (payload: Uint8Array, mac: Uint8Array) => boolean;

/** Why a token was refused: not a token of this format at all, or a token whose MAC does not match (forged, altered). */
export type UnsubscribeTokenReading =
  | { readonly ok: true; readonly claims: UnsubscribeTokenClaims }
  | { readonly ok: false; readonly reason: 'format' | 'signature' };

export const UNSUBSCRIBE_TOKEN_VERSION = 1;
export const UNSUBSCRIBE_TOKEN_PAYLOAD_BYTES = 14;
export const UNSUBSCRIBE_TOKEN_MAC_BYTES = 16;
/** The length of every signed token (30 bytes in base64url). */
export const UNSUBSCRIBE_TOKEN_LENGTH = 40;

const KIND_BYTE: Readonly<Record<UnsubscribeTokenKind, number>> = { campaign: 1, sequence: 2 };
const KIND_OF_BYTE: Readonly<Record<number, UnsubscribeTokenKind>> = { 1: 'campaign', 2: 'sequence' };
const MAX_ID = 2_147_483_647;
const MAX_SECONDS = 4_294_967_295;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{40}$/;

const isId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

function writeUint32(bytes: Uint8Array, offset: number, value: number): void {
  bytes[offset] = (value >>> 24) & 0xff;
  bytes[offset + 1] = (value >>> 16) & 0xff;
  bytes[offset + 2] = (value >>> 8) & 0xff;
  bytes[offset + 3] = value & 0xff;
}

const readUint32 = (bytes: Uint8Array, offset: number): number =>
  ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;

/** base64url without padding of bytes whose length is a multiple of 3. */
function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    out += ALPHABET[(triple >> 18) & 63]! + ALPHABET[(triple >> 12) & 63]! + ALPHABET[(triple >> 6) & 63]! + ALPHABET[triple & 63]!;
  }
  return out;
}

/** The 30 bytes of a 40-character base64url text (checked by TOKEN_PATTERN first). */
function decodeBase64Url(text: string): Uint8Array {
  const bytes = new Uint8Array((text.length / 4) * 3);
  for (let index = 0, at = 0; index < text.length; index += 4, at += 3) {
    const quad = (ALPHABET.indexOf(text[index]!) << 18) | (ALPHABET.indexOf(text[index + 1]!) << 12) | (ALPHABET.indexOf(text[index + 2]!) << 6) | ALPHABET.indexOf(text[index + 3]!);
    bytes[at] = (quad >> 16) & 0xff;
    bytes[at + 1] = (quad >> 8) & 0xff;
    bytes[at + 2] = quad & 0xff;
  }
  return bytes;
}

/** The signed bytes of a token (version, kind, send id, organisation id, issued-at); throws on claims out of range. */
export function unsubscribeTokenPayload(claims: UnsubscribeTokenClaims): Uint8Array {
  if (!isId(claims.sendId) || !isId(claims.organizationId)) throw new RangeError('unsubscribe token: ids must be integers from 1 to 2^31 - 1');
  if (!Number.isInteger(claims.issuedAt) || claims.issuedAt < 0 || claims.issuedAt > MAX_SECONDS) throw new RangeError('unsubscribe token: issuedAt out of range');
  const kind = KIND_BYTE[claims.kind];
  if (kind === undefined) throw new RangeError('unsubscribe token: unknown kind');
  const payload = new Uint8Array(UNSUBSCRIBE_TOKEN_PAYLOAD_BYTES);
  payload[0] = UNSUBSCRIBE_TOKEN_VERSION;
  payload[1] = kind;
  writeUint32(payload, 2, claims.sendId);
  writeUint32(payload, 6, claims.organizationId);
  writeUint32(payload, 10, claims.issuedAt);
  return payload;
}

/**
 * The signed token of a mail: the payload and the first 16 bytes of `mac(payload)`, base64url (40 characters).
 * @rule design · an unsubscribe token signs its kind, send, organisation and issued-at (16-byte MAC, base64url)
 */
export function encodeUnsubscribeToken(claims: UnsubscribeTokenClaims, mac: UnsubscribeTokenMac): string {
  const payload = unsubscribeTokenPayload(claims);
  const signature = mac(payload);
  if (signature.length < UNSUBSCRIBE_TOKEN_MAC_BYTES) throw new RangeError('unsubscribe token: the MAC is shorter than 16 bytes');
  const bytes = new Uint8Array(UNSUBSCRIBE_TOKEN_PAYLOAD_BYTES + UNSUBSCRIBE_TOKEN_MAC_BYTES);
  bytes.set(payload, 0);
  bytes.set(signature.subarray(0, UNSUBSCRIBE_TOKEN_MAC_BYTES), UNSUBSCRIBE_TOKEN_PAYLOAD_BYTES);
  return encodeBase64Url(bytes);
}

/** Whether a text has the shape of a signed token (40 base64url characters); says nothing of its MAC. */
export function looksLikeSignedUnsubscribeToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/**
 * Reads a signed token: `format` when it is not one (length, alphabet, version, kind, ids out of range), `signature`
 * when `verify` refuses its MAC (any changed byte), else its claims. `verify` is only called on a well-formed token.
 * @rule design · an unsubscribe token with a changed byte, another key or another shape is refused
 */
export function readUnsubscribeToken(token: string, verify: UnsubscribeTokenVerify): UnsubscribeTokenReading {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return { ok: false, reason: 'format' };
  const bytes = decodeBase64Url(token);
  const payload = bytes.subarray(0, UNSUBSCRIBE_TOKEN_PAYLOAD_BYTES);
  const kind = KIND_OF_BYTE[payload[1]!];
  const sendId = readUint32(payload, 2);
  const organizationId = readUint32(payload, 6);
  if (payload[0] !== UNSUBSCRIBE_TOKEN_VERSION || kind === undefined || !isId(sendId) || !isId(organizationId)) return { ok: false, reason: 'format' };
  if (!verify(payload, bytes.subarray(UNSUBSCRIBE_TOKEN_PAYLOAD_BYTES))) return { ok: false, reason: 'signature' };
  return { ok: true, claims: { kind, sendId, organizationId, issuedAt: readUint32(payload, 10) } };
}
