import { SESSION_COOKIE_NAME } from '@cible/core';

/** The value of the cookie `name` in a Cookie header; `null` when absent, empty or not valid percent-encoding. */
export function cookieOf(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name || value.length === 0) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The session cookie's value, if the request carries one (an `<img>` sends cookies, never a bearer token). */
export function sessionCookieOf(header: string | undefined): string | null {
  return cookieOf(header, SESSION_COOKIE_NAME);
}
