import type { KeyValueStorage } from '@cible/core';
import { consoleLogger, type Logger } from '../shared/logger';

/** Gives the browser storage; may throw (storage disabled, sandboxed frame) or answer `null`. */
export type StorageProvider = () => Storage | null | undefined;

const defaultProvider: StorageProvider = () => globalThis.localStorage;

/**
 * Core's {@link KeyValueStorage} over `localStorage`, safe when storage is unavailable (disabled, blocked in a
 * sandboxed frame, quota exceeded): reads answer `null`, writes are dropped with one warning, nothing throws.
 */
export class BrowserKeyValueStorage implements KeyValueStorage {
  private warned = false;

  constructor(
    private readonly provider: StorageProvider = defaultProvider,
    private readonly logger: Logger = consoleLogger,
  ) {}

  /** Whether the browser storage can be used now. */
  get available(): boolean {
    return this.storage() !== null;
  }

  getItem(key: string): string | null {
    const storage = this.storage();
    if (storage === null) return null;
    try {
      return storage.getItem(key);
    } catch (error) {
      this.warn(error);
      return null;
    }
  }

  setItem(key: string, value: string): void {
    const storage = this.storage();
    if (storage === null) return this.warn(null);
    try {
      storage.setItem(key, value);
    } catch (error) {
      this.warn(error);
    }
  }

  removeItem(key: string): void {
    const storage = this.storage();
    if (storage === null) return;
    try {
      storage.removeItem(key);
    } catch (error) {
      this.warn(error);
    }
  }

  private storage(): Storage | null {
    try {
      return this.provider() ?? null;
    } catch {
      return null;
    }
  }

  private warn(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn('[storage] browser storage unavailable, the value is not kept', error);
  }
}
