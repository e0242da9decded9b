import type { CookieOptions, CookieStorage } from '@cible/core';

/** What the adapter needs of `document`: its `cookie` accessor. */
export interface CookieJar {
  cookie: string;
}

export interface DocumentCookieStorageOptions {
  /** Defaults to the global `document`. */
  readonly jar?: CookieJar;
  /** Whether the page is served over https (cookies get `Secure`); defaults to the current location's protocol. */
  readonly isHttps?: () => boolean;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A domain attribute without separators (a value with `;` or `,` could inject attributes). */
function safeAttribute(value: string): string {
  return value.replace(/[;,\s]/g, '');
}

/**
 * Core's {@link CookieStorage} over `document.cookie` (session and connected-as cookies: core's `SESSION_COOKIE_NAME`,
 * `CONNECTED_AS_COOKIE_NAME`): names and values URI-encoded; `path=/`, `SameSite=Lax` and, over https, `Secure` unless
 * told otherwise; `max-age` from `maxAgeSeconds` (absent: a session cookie). `remove` expires the cookie on the same
 * path and domain.
 */
export class DocumentCookieStorage implements CookieStorage {
  private readonly jar: CookieJar | null;
  private readonly isHttps: () => boolean;

  constructor(options: DocumentCookieStorageOptions = {}) {
    this.jar = options.jar ?? (typeof document === 'undefined' ? null : document);
    this.isHttps = options.isHttps ?? (() => globalThis.location?.protocol === 'https:');
  }

  get(name: string): string | null {
    if (this.jar === null) return null;
    const wanted = encodeURIComponent(name);
    for (const pair of this.jar.cookie.split(';')) {
      const separator = pair.indexOf('=');
      const key = (separator < 0 ? pair : pair.slice(0, separator)).trim();
      if (key === wanted || decode(key) === name) return separator < 0 ? '' : decode(pair.slice(separator + 1).trim());
    }
    return null;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    if (this.jar === null) return;
    const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${safeAttribute(options.path ?? '/')}`];
    if (options.domain !== undefined) parts.push(`domain=${safeAttribute(options.domain)}`);
    if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
    const sameSite = options.sameSite ?? 'lax';
    parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`);
    if (options.secure ?? (this.isHttps() || sameSite === 'none')) parts.push('Secure');
    this.jar.cookie = parts.join('; ');
  }

  remove(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
    if (this.jar === null) return;
    const parts = [`${encodeURIComponent(name)}=`, `path=${safeAttribute(options.path ?? '/')}`];
    if (options.domain !== undefined) parts.push(`domain=${safeAttribute(options.domain)}`);
    parts.push('max-age=0', 'expires=Thu, 01 Jan 1970 00:00:00 GMT', 'SameSite=Lax');
    this.jar.cookie = parts.join('; ');
  }
}
