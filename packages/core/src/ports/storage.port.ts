/** A string key-value store (browser local storage, or an in-memory one in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of a cookie. */
export interface CookieOptions {
  /** Lifetime in seconds; absent means a session cookie. */
  readonly maxAgeSeconds?: number;
  readonly path?: string;
  readonly domain?: string;
  readonly secure?: boolean;
  readonly sameSite?: 'strict' | 'lax' | 'none';
}

/** The cookie jar of the session (token cookie, connected-as cookie). */
export interface CookieStorage {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
}
