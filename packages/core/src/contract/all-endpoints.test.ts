// Also keeps the generated call table of docs/rules/ports.md in step with the code.
// Regenerate with: WRITE_RULE_DOCS=1 TZ=UTC npx vitest run --project core src/contract/all-endpoints
import { readFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_ENDPOINTS, ENDPOINT_TABLES, endpointRouteKey, findEndpoint } from './all-endpoints';
import { buildEndpointPath, EmptyResponseSchema, endpointPathParamNames, PathIdSchema } from './shared/endpoint';

/** Whether a body schema refuses unknown keys: a strict object, possibly refined or piped into another schema. */
function isStrictBody(schema: z.ZodType): boolean {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; catchall?: { def: { type: string } } } }).def;
  if (def.type === 'pipe' && def.in) return isStrictBody(def.in);
  return def.type === 'object' && def.catchall?.def.type === 'never';
}

const DOC = new URL('../../../../docs/rules/ports.md', import.meta.url);
const START = '<!-- ports:endpoints:start -->';
const END = '<!-- ports:endpoints:end -->';

/** The call table of docs/rules/ports.md, one section per area. */
function endpointTables(): string {
  const lines: string[] = [];
  let area = '';
  for (const entry of ALL_ENDPOINTS) {
    if (entry.area !== area) {
      area = entry.area;
      lines.push('', `### ${area}`, '', '| Call | Gateway method | Auth | Answer | What |', '|---|---|---|---|---|');
    }
    const { endpoint } = entry;
    const what = `${endpoint.designed ? '**designed** — ' : ''}${endpoint.summary}`;
    lines.push(`| \`${endpointRouteKey(endpoint)}\` | ${entry.name} | ${endpoint.auth} | ${endpoint.responseType} | ${what} |`);
  }
  return `${lines.join('\n')}\n`;
}

const routeKeys = ALL_ENDPOINTS.map((entry) => endpointRouteKey(entry.endpoint));

describe('ALL_ENDPOINTS', () => {
  it('gathers every table, every entry once', () => {
    const total = Object.values(ENDPOINT_TABLES).reduce((sum, table) => sum + Object.keys(table).length, 0);
    expect(ALL_ENDPOINTS).toHaveLength(total);
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(150);
  });

  it('has no duplicate method and path across all areas', () => {
    const duplicates = routeKeys.filter((key, index) => routeKeys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('has gateway method names unique across all areas (one flat client is possible)', () => {
    const names = ALL_ENDPOINTS.map((entry) => entry.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('puts every path under /v1 or /v2, in lower case kebab/snake segments with {param} placeholders', () => {
    for (const { endpoint } of ALL_ENDPOINTS) {
      expect(endpoint.path).toMatch(/^\/v[12](\/([a-z0-9_-]+|\{[a-z_]+\}))+$/);
    }
  });

  it('has no all-digit literal segment, so an id parameter never shadows a static path', () => {
    for (const { endpoint } of ALL_ENDPOINTS) {
      for (const segment of endpoint.path.split('/')) expect(segment).not.toMatch(/^\d+$/);
    }
  });

  it('declares a params schema whose keys are exactly the path parameters', () => {
    for (const { endpoint } of ALL_ENDPOINTS) {
      const shape = (endpoint.params as unknown as z.ZodObject).shape;
      expect(Object.keys(shape).sort()).toEqual(endpointPathParamNames(endpoint.path).sort());
    }
  });

  it('sends bodies only with POST, PUT, PATCH and DELETE, and every body is strict', () => {
    for (const { name, endpoint } of ALL_ENDPOINTS) {
      if (endpoint.method === 'GET') expect(endpoint.body, name).toBeUndefined();
      if (endpoint.body) expect(isStrictBody(endpoint.body), name).toBe(true);
      if (endpoint.method === 'PUT' || endpoint.method === 'PATCH') expect(endpoint.body, name).toBeDefined();
    }
  });

  it('answers no body exactly when the response type is none', () => {
    for (const { name, endpoint } of ALL_ENDPOINTS) {
      expect(endpoint.responseType === 'none', name).toBe(endpoint.response === EmptyResponseSchema);
    }
  });

  it('keeps the public calls to those a logged-out visitor needs', () => {
    expect(
      ALL_ENDPOINTS.filter((entry) => entry.endpoint.auth === 'public')
        .map((entry) => endpointRouteKey(entry.endpoint))
        .sort(),
    ).toEqual([
      // <img> requests carry no bearer token: the images read the session cookie when sent (docs/company-pages.md).
      'GET /v1/media/company-logos/{company}',
      'GET /v1/media/contact-portraits/{contact}',
      // navigator.sendBeacon sends no header: the beacon token in the body is the credential (docs/analytics.md).
      'POST /v1/analytics/beacon',
      'POST /v1/authentication/auth/local',
      'POST /v1/authentication/auth/reset-password',
      'POST /v1/authentication/auth/token-renewals',
      'POST /v1/email/unsubscribe',
      'POST /v1/users/account-activations',
    ]);
  });

  it('property: a path filled with ids reads back through its params schema', () => {
    const idOnly = ALL_ENDPOINTS.filter((entry) =>
      endpointPathParamNames(entry.endpoint.path).every(
        (param) => (entry.endpoint.params as unknown as z.ZodObject).shape[param] === PathIdSchema,
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...idOnly), fc.array(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: 3, maxLength: 3 }), (entry, ids) => {
        const names = endpointPathParamNames(entry.endpoint.path);
        const params = Object.fromEntries(names.map((param, index) => [param, ids[index] ?? 1]));
        const filled = buildEndpointPath(entry.endpoint.path, params);
        const pattern = new RegExp(`^${entry.endpoint.path.replace(/\{[a-z_]+\}/g, '([^/]+)')}$`);
        const values = pattern.exec(filled)?.slice(1) ?? [];
        const read = Object.fromEntries(names.map((param, index) => [param, values[index]]));
        expect(entry.endpoint.params.parse(read)).toEqual(params);
      }),
    );
  });

  it('finds an endpoint by method and path', () => {
    expect(findEndpoint('POST', '/v1/authentication/auth/local')?.name).toBe('login');
    expect(findEndpoint('GET', '/v1/nowhere')).toBeUndefined();
  });

  it('is tabled in docs/rules/ports.md, designed calls marked', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const expected = `${START}\n${endpointTables()}${END}`;
    if (process.env.WRITE_RULE_DOCS === '1') {
      writeFileSync(DOC, `${doc.slice(0, start)}${expected}${doc.slice(end + END.length)}`);
      return;
    }
    expect(doc.slice(start, end + END.length)).toBe(expected);
  });
});
