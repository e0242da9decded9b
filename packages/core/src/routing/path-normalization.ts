/**
 * Collapses every run of slashes into one (`//campaigns///results` → `/campaigns/results`). Idempotent.
 * @rule app-shell §2.4 · repeated slashes in a path are collapsed
 */
export function collapseRepeatedSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}

/** A URL split into its path, its query (without `?`) and its fragment (without `#`). */
export interface UrlParts {
  readonly path: string;
  readonly query: string;
  readonly hash: string;
}

/** Splits `path?query#hash` into its parts (query and hash empty when absent). */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  return { path, query, hash };
}

/** Joins URL parts back (`?` and `#` only when the part is not empty). */
export function joinUrl(parts: UrlParts): string {
  return `${parts.path}${parts.query ? `?${parts.query}` : ''}${parts.hash ? `#${parts.hash}` : ''}`;
}

/**
 * The canonical pathname used for matching: query and fragment dropped, slashes collapsed, a leading slash
 * ensured and a trailing slash removed (except for `/`).
 * @rule app-shell §2.4 · a path is matched after collapsing repeated slashes
 */
export function normalizePathname(url: string): string {
  const collapsed = collapseRepeatedSlashes(`/${splitUrl(url).path}`);
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}
