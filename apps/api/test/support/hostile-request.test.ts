import { findEndpoint } from '@cible/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyText, encodeComponent, fillPath, hostileRequest, MAX_BODY_TEXT, queryString } from './hostile-request';

describe('hostileRequest: requests of the right shape for an endpoint', () => {
  it('encodes a lone surrogate as its three UTF-8-like bytes and everything else as encodeURIComponent', () => {
    expect(encodeComponent('a\ud800b')).toBe('a%ED%A0%80b');
    expect(encodeComponent('\udfff')).toBe('%ED%BF%BF');
    expect(encodeComponent('\u0000')).toBe('%00');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(encodeComponent(text)).toBe(encodeURIComponent(text));
        expect(decodeURIComponent(encodeComponent(text))).toBe(text);
      }),
    );
  });

  it('fills path parameters and writes lists comma-separated or as repeated keys', () => {
    expect(fillPath('/v1/users/{user}/queries/{id}', { user: 7, id: '1 2' })).toBe('/v1/users/7/queries/1%202');
    expect(queryString({ ids: [1, 2], text: "l'été", skip: undefined, none: null }, false)).toBe('?ids=1%2C2&text=l\'%C3%A9t%C3%A9&none=');
    expect(queryString({ ids: [1, 2] }, true)).toBe('?ids=1&ids=2');
    expect(queryString(undefined, false)).toBe('');
  });

  it('splices prototype-poisoning keys into the body text as own keys and caps the body at twice the limit', () => {
    const poisoned = bodyText({ a: 1 }, '"__proto__":{"is_admin":true}');
    expect(poisoned).toBe('{"__proto__":{"is_admin":true},"a":1}');
    expect(Object.keys(JSON.parse(poisoned ?? '') as object)).toEqual(['__proto__', 'a']);
    expect(bodyText({}, '"constructor":{}')).toBe('{"constructor":{}}');
    expect(bodyText(undefined, null)).toBeUndefined();
    expect(bodyText({ text: 'x'.repeat(3 * MAX_BODY_TEXT) }, null)?.length).toBe(MAX_BODY_TEXT);
  });

  it('generates, for a core endpoint, its method, its path with ids, its query and a JSON body', () => {
    const endpoint = findEndpoint('PATCH', '/v1/users/{id}')?.endpoint;
    expect(endpoint).toBeDefined();
    const requests = fc.sample(hostileRequest(endpoint!, [5]), { numRuns: 200, seed: 7 });
    for (const request of requests) {
      expect(request.method).toBe('PATCH');
      expect(request.url).toMatch(/^\/v1\/users\/[^/]*$/);
    }
    expect(requests.some((request) => request.url === '/v1/users/5')).toBe(true);
    const valid = requests.filter((request) => request.mode === 'valid' && request.body !== undefined);
    expect(valid.length).toBeGreaterThan(50);
    expect(valid.every((request) => typeof JSON.parse(request.body ?? '') === 'object')).toBe(true);
    expect(requests.some((request) => request.mode === 'hostile' && request.body?.includes('\\u0000'))).toBe(true);
    const list = findEndpoint('GET', '/v1/users')?.endpoint;
    expect(fc.sample(hostileRequest(list!, []), { numRuns: 50, seed: 1 }).every((request) => request.body === undefined)).toBe(true);
  });
});
