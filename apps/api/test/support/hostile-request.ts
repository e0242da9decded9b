import type { AnyEndpoint } from '@cible/core';
import fc from 'fast-check';
import { hostileArbitrary } from './hostile-arbitrary';
import type { HostileOptions } from './hostile-arbitrary';

/** One generated request: method, path with its query string, and the JSON body text if any. */
export interface HostileRequest {
  readonly method: string;
  readonly url: string;
  readonly body: string | undefined;
  /** `valid`: every value within the schemas (it should reach the service); `sprinkled`, `hostile`: see HostileOptions. */
  readonly mode: HostileOptions['mode'];
}

/** Longest text put in a URL (over Node's 16 KiB header limit already: 431). */
const MAX_URL_TEXT = 20_000;

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Percent-encodes a URL component like `encodeURIComponent`, but a lone surrogate (which `encodeURIComponent` refuses
 * and `URLSearchParams` replaces by U+FFFD) is sent as its three generalized UTF-8 bytes (`%ED%A0%80`): the server
 * must cope with invalid UTF-8 in the URL.
 */
export function encodeComponent(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (isHigh(unit) && index + 1 < text.length && isLow(text.charCodeAt(index + 1))) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (isHigh(unit) || isLow(unit)) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(text[index] ?? '');
    }
  }
  return encoded;
}

/** The text form of a value in a URL: texts as they are (cut), numbers and booleans printed, anything else JSON. */
function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : (JSON.stringify(value) ?? '');
  return text.slice(0, MAX_URL_TEXT);
}

/** The query string of a generated query object: lists comma-separated or as repeated keys. */
export function queryString(query: unknown, repeatKeys: boolean): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return query === undefined ? '' : `?q=${encodeComponent(urlText(query))}`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const name = encodeComponent(key);
    if (Array.isArray(value) && repeatKeys) for (const item of value.slice(0, 1_000)) parts.push(`${name}=${encodeComponent(urlText(item))}`);
    else if (Array.isArray(value)) parts.push(`${name}=${encodeComponent(value.map(urlText).join(',').slice(0, MAX_URL_TEXT))}`);
    else parts.push(`${name}=${value === null ? '' : encodeComponent(urlText(value))}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** The path of a pattern with generated parameters (`/v1/users/{id}` with `{ id: 7 }` gives `/v1/users/7`). */
export function fillPath(pattern: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return pattern.replace(/\{([a-z_][a-z0-9_]*)\}/g, (_match, name: string) => encodeComponent(urlText(values[name] ?? '')));
}

/**
 * Longest body text sent: twice the server's body limit (a generated list of the largest size, of 1 MB texts, would
 * be hundreds of megabytes; past the limit the server answers 413 whatever follows).
 */
export const MAX_BODY_TEXT = 2 * 1_048_576;

/** Prototype-poisoning keys spliced into a JSON object's text (a JS object cannot carry an own `__proto__` key). */
const POISON = ['"__proto__":{"is_admin":true}', '"constructor":{"prototype":{"is_admin":true}}'];

/** The JSON text of a generated body, optionally with a poisoning key spliced in front of the first field. */
export function bodyText(body: unknown, poison: string | null): string | undefined {
  if (body === undefined) return undefined;
  const text = JSON.stringify(body).slice(0, MAX_BODY_TEXT);
  if (poison === null || !text.startsWith('{')) return text;
  return text === '{}' ? `{${poison}}` : `{${poison},${text.slice(1)}`;
}

/**
 * Requests for one endpoint built from its own schemas (params, query, body): valid-but-extreme ones, and hostile
 * ones (with, now and then, prototype-poisoning keys in the body or a body where none is expected).
 */
export function hostileRequest(endpoint: AnyEndpoint, knownIds: readonly number[]): fc.Arbitrary<HostileRequest> {
  return fc.constantFrom<HostileOptions['mode']>('valid', 'sprinkled', 'hostile').chain((mode) => {
    const options: HostileOptions = { mode, knownIds };
    const params = hostileArbitrary(endpoint.params, options);
    const query = endpoint.query ? hostileArbitrary(endpoint.query, options) : fc.constant(undefined);
    // fetch sends no body with GET.
    const body =
      endpoint.method === 'GET'
        ? fc.constant(undefined)
        : endpoint.body
          ? hostileArbitrary(endpoint.body, options)
          : mode === 'hostile'
            ? fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 })
            : fc.constant(undefined);
    const poison =
      mode === 'hostile' ? fc.oneof({ arbitrary: fc.constant(null), weight: 8 }, { arbitrary: fc.constantFrom(...POISON), weight: 1 }) : fc.constant(null);
    return fc.record({ params, query, body, poison, repeatKeys: fc.boolean() }).map((parts) => ({
      method: endpoint.method,
      url: `${fillPath(endpoint.path, parts.params)}${queryString(parts.query, parts.repeatKeys)}`,
      body: bodyText(parts.body, parts.poison),
      mode,
    }));
  });
}
