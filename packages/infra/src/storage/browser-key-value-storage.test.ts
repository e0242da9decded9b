// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserKeyValueStorage } from './browser-key-value-storage';

afterEach(() => {
  localStorage.clear();
});

describe('BrowserKeyValueStorage', () => {
  it('stores, reads and removes values in localStorage', () => {
    const storage = new BrowserKeyValueStorage();
    expect(storage.available).toBe(true);
    expect(storage.getItem('stored_email')).toBeNull();
    storage.setItem('stored_email', 'lea@example.fr');
    expect(localStorage.getItem('stored_email')).toBe('lea@example.fr');
    expect(storage.getItem('stored_email')).toBe('lea@example.fr');
    storage.removeItem('stored_email');
    expect(storage.getItem('stored_email')).toBeNull();
  });

  it('is safe when the storage cannot be reached: null reads, dropped writes, one warning', () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const storage = new BrowserKeyValueStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, logger);
    expect(storage.available).toBe(false);
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(() => storage.setItem('b', '2')).not.toThrow();
    expect(() => storage.removeItem('a')).not.toThrow();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('is safe when the storage is full or its calls throw', () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const storage = new BrowserKeyValueStorage(() => broken, logger);
    expect(() => storage.setItem('a', 'x'.repeat(10))).not.toThrow();
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.removeItem('a')).not.toThrow();
  });

  it('answers null when there is no storage at all', () => {
    const storage = new BrowserKeyValueStorage(() => null, { warn: vi.fn(), error: vi.fn() });
    expect(storage.getItem('a')).toBeNull();
  });
});
