import { normalizePathname } from '@cible/core';

/** Whether an app path is the current page or one of its sub-pages (header and menu highlighting). */
export function isPathActive(path: string, pathname: string): boolean {
  const current = normalizePathname(pathname);
  if (path === '/') return current === '/';
  return current === path || current.startsWith(`${path}/`);
}
