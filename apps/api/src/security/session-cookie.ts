import { SESSION_COOKIE_NAME } from '@cible/core';

/** The session cookie's value, if the request carries one (an `<img>` sends cookies, never a bearer token). */
export function sessionCookieOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE_NAME && value.length > 0) return decodeURIComponent(value.join('='));
  }
  return null;
}
