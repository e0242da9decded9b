/** The versions the API serves under (`/v1/…`, and `/v2/user/queries…` of the queries contract). */
export const API_VERSION_PREFIXES = ['/v1', '/v2'] as const;

/**
 * Whether a path (or url with its query string) is the API's, as opposed to the web app and its assets: `/v1`,
 * `/v2` and below. Every such route declares its access; unknown ones answer a JSON 404.
 */
export function isApiPath(url: string): boolean {
  return API_VERSION_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}
