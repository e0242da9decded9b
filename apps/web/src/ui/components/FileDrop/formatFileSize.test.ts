import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatFileSize', () => {
  it('picks a readable unit', () => {
    expect(plain(formatFileSize(820, 'en'))).toBe('820 byte');
    expect(plain(formatFileSize(12 * 1024, 'en'))).toBe('12 kB');
    expect(plain(formatFileSize(1.45 * 1024 * 1024, 'en'))).toBe('1.5 MB');
  });

  it('speaks French', () => {
    expect(plain(formatFileSize(3 * 1048576, 'fr'))).toBe('3 Mo');
  });
});
