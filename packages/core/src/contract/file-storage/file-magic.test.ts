import { describe, expect, it } from 'vitest';
import { fileMagicMatches } from './file-magic';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('fileMagicMatches', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(fileMagicMatches('image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(fileMagicMatches('IMAGE/JPEG', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(fileMagicMatches('image/gif', new TextEncoder().encode('GIF89a...'))).toBe(true);
    expect(fileMagicMatches('image/webp', new TextEncoder().encode('RIFF\u0001\u0002\u0003\u0004WEBPVP8 '))).toBe(true);
    expect(fileMagicMatches('application/pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
  });

  it('refuses other bytes, a truncated signature and a type it does not know', () => {
    expect(fileMagicMatches('image/png', new TextEncoder().encode('<svg onload="x">'))).toBe(false);
    expect(fileMagicMatches('image/png', bytes(0x89, 0x50, 0x4e))).toBe(false);
    expect(fileMagicMatches('image/gif', new TextEncoder().encode('GIF90a'))).toBe(false);
    expect(fileMagicMatches('image/svg+xml', new TextEncoder().encode('<svg/>'))).toBe(false);
  });
});
