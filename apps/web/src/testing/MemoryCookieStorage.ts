import type { CookieOptions, CookieStorage } from '@cible/core';

/** Test helper: a cookie jar in memory that remembers the options each cookie was set with. */
export class MemoryCookieStorage implements CookieStorage {
  readonly values = new Map<string, string>();
  readonly options = new Map<string, CookieOptions | undefined>();

  get(name: string): string | null {
    return this.values.get(name) ?? null;
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.values.set(name, value);
    this.options.set(name, options);
  }

  remove(name: string): void {
    this.values.delete(name);
    this.options.delete(name);
  }
}
