const PATH_PARAM = /\{([a-z_][a-z0-9_]*)\}/g;

/** The parameter names of a path pattern, in order: `'/v1/users/{user}/queries/{id}'` gives `['user', 'id']`. */
export function endpointPathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1] ?? '');
}

/**
 * Fills a path pattern with its parameters, each URI-encoded: `('/v1/users/{user}/queries/{id}', { user: 3, id: 9 })`
 * gives `/v1/users/3/queries/9`. A missing parameter is an error (a programming mistake, not a user error).
 */
export function buildEndpointPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PATH_PARAM, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query-string value the contract can carry. */
export type QueryStringValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Serialises a query object for a URL: `undefined` and `null` are left out, booleans become `true`/`false`,
 * lists are joined with commas (the query schemas of the ports read them back), empty lists are left out.
 */
export function serializeEndpointQuery(query: Readonly<Record<string, QueryStringValue>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) result[key] = value.map(String).join(',');
      continue;
    }
    result[key] = String(value);
  }
  return result;
}
