/** The first bytes of a file of each accepted type (`null`: any byte). */
const MAGIC: Readonly<Record<string, readonly (readonly (number | null)[])[]>> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  // RIFF....WEBP
  'image/webp': [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
};

/**
 * Whether a file's first bytes are those of its declared type (a text file renamed `.png` is not a PNG). A type
 * without a known signature never matches.
 */
export function fileMagicMatches(type: string, bytes: Uint8Array): boolean {
  const signatures = MAGIC[type.toLowerCase()] ?? [];
  return signatures.some((signature) => bytes.length >= signature.length && signature.every((byte, index) => byte === null || bytes[index] === byte));
}
